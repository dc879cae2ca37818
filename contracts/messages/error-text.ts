import type { z } from "zod";
import type { Locale } from "#contracts/locale.ts";
import { errors } from "./errors.ts";
import { errors as errorsId } from "./id/errors.ts";
import type { Message } from "./message.ts";

const catalogues: Record<Locale, Record<string, unknown>> = { en: errors, id: errorsId };
const ENCODED = /^(\w+)(\[.*\])?$/s;

/** The arguments `msg` wrote, or none when the brackets hold no JSON list. */
function readArgs(args: string | undefined): unknown[] | undefined {
  if (!args) return [];
  try {
    const parsed: unknown = JSON.parse(args);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A reason (`msg`) in one language; a text that is no key stays as it is, and never throws. */
export function errorText(message: string, locale: Locale): string {
  const [, key, args] = ENCODED.exec(message) ?? [];
  const text = key && Object.hasOwn(errors, key) ? catalogues[locale][key] : undefined;
  const values = readArgs(args);
  if (typeof text === "function" && values) return text(...values);
  return typeof text === "string" ? text : message;
}

/** Each reason of a field-to-reason map in one language. */
export const errorTexts = (fields: Record<string, string>, locale: Locale) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, reason]) => [name, errorText(reason, locale)]),
  );

/** Conform's `formatError`: a field's issues in one language. */
export const formatIssues = (locale: Locale) => (issues: z.core.$ZodIssue[]) =>
  issues.map((issue) => errorText(issue.message, locale));

/** A schema's first reason per field path ("versions.id.title"; "_" for the whole input), by key. */
export function toFieldMessages(error: z.ZodError): Record<string, Message> {
  const fields: Record<string, Message> = {};
  for (const issue of error.issues) {
    fields[issue.path.length ? issue.path.join(".") : "_"] ??= issue.message as Message;
  }
  return fields;
}

/** The same reasons in the reader's language. */
export const toFieldErrors = (error: z.ZodError, locale: Locale) =>
  errorTexts(toFieldMessages(error), locale);
