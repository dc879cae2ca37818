import { parseWithZod } from "@conform-to/zod/v4";
import { contactInputSchema } from "#contracts/contact-schema.ts";
import type { Locale } from "#contracts/locale.ts";
import { formatIssues } from "#contracts/messages/error-text.ts";

/**
 * The contact form checked in the browser as the action checks it (the same schema). Its own
 * module: zod arrives with the visitor's first touch of the form, not with the page.
 */
export const validateContactForm = (formData: FormData, locale: Locale) =>
  parseWithZod(formData, { schema: contactInputSchema, formatError: formatIssues(locale) });
