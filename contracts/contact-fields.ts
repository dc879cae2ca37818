/**
 * The contact form's field names and limits, without zod: the public pages load these
 * at once and the validating schema (contact-schema.ts) only when the visitor starts typing.
 */
export const CONTACT_FIELD_NAMES = [
  "name",
  "company",
  "email",
  "whatsapp",
  "service",
  "message",
] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number] | "homepage";

/** The longest text each field takes: the schema's limit and the input's maxlength. */
const MAX_LENGTHS = { name: 120, company: 160, email: 254, whatsapp: 32, message: 2000 } as const;
export const CONTACT_MAX_LENGTHS: typeof MAX_LENGTHS & Partial<Record<ContactFieldName, number>> =
  MAX_LENGTHS;

export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export const HONEYPOT_FIELD = "homepage";
