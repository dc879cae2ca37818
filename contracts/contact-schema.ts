import { z } from "zod";
import { CONTACT_MAX_LENGTHS } from "./contact-fields.ts";
import { firstTouchSchema } from "./first-touch-schema.ts";
import { LOCALES } from "./locale.ts";
import { msg } from "./messages/message.ts";
import { optionalText, storableText } from "./schema-helpers.ts";
import { SERVICE_SLUGS } from "./site-content.ts";

const max = CONTACT_MAX_LENGTHS;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/**
 * What a visitor types: one schema for the form, the action and the API. A form sends an empty
 * field as nothing, so a missing field gets the same words as an empty one.
 */
export const contactFieldsSchema = z.object({
  name: storableText(max.name, msg("nameRequired"))
    .refine((value) => value.length > 0, msg("nameRequired"))
    .refine((value) => value.length >= 2, msg("nameShort")),
  company: optionalText(max.company),
  email: storableText(max.email, msg("emailRequired"))
    .refine((value) => value.length > 0, msg("emailRequired"))
    .refine(
      (value) => value.length === 0 || z.email().safeParse(value).success,
      msg("emailInvalid"),
    ),
  whatsapp: storableText(max.whatsapp, msg("whatsappRequired"))
    .refine((value) => value.length > 0, msg("whatsappRequired"))
    .refine(
      (value) => value.length === 0 || /^\+?[0-9][0-9\s-]{6,22}$/.test(value),
      msg("whatsappInvalid"),
    )
    .transform((value) => value.replace(/[\s-]/g, "")),
  service: z.enum(SERVICE_SLUGS, { error: msg("serviceRequired") }),
  message: storableText(max.message, msg("messageRequired"))
    .refine((value) => value.length > 0, msg("messageRequired"))
    .refine((value) => value.length === 0 || value.length >= 10, msg("messageShort")),
  /** Honeypot: hidden from people, filled by bots. */
  homepage: z.preprocess(blankToUndefined, z.string().max(2000).optional().catch("filled")),
});

/**
 * Where the visitor came from; never typed by them, never shown as an error. `page` is where the
 * form was sent (the last touch).
 */
export const contactContextSchema = z.object({
  page: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(500)
      .regex(/^\/(?!\/)\S*$/)
      .optional()
      .catch(undefined),
  ),
  /** The first touch of the visit (landing page, referrer host, UTM, click ids). */
  ...firstTouchSchema.shape,
  /** The edition the form was sent from (en when absent, as for API clients). */
  locale: z.enum(LOCALES).optional().catch(undefined),
});

export const contactInputSchema = contactFieldsSchema.extend(contactContextSchema.shape);

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactData = z.output<typeof contactInputSchema>;
