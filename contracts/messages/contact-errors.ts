/**
 * The contact form's field errors in English: the schema's messages (API answers stay English)
 * and the site catalogue's. The form shows the page's language by the error's key.
 */
export const contactErrors = {
  nameRequired: "Enter your name",
  nameShort: "Enter at least 2 characters",
  emailRequired: "Enter your email address",
  emailInvalid: "Enter an email address like name@company.com",
  whatsappRequired: "Enter your WhatsApp number",
  whatsappInvalid: "Enter a phone number of 7 to 15 digits, e.g. +62 812 3456 7890",
  serviceRequired: "Choose the service you are interested in",
  messageRequired: "Tell us briefly what you need",
  messageShort: "Write at least 10 characters",
} as const;

export type ContactErrorKey = keyof typeof contactErrors;

/**
 * Why a well-formed message was refused, in English (the API's words); the form shows the
 * page's language by the key (site.contactForm.throttled, .rejected, .failed).
 */
export const contactRefusals = {
  throttled: "Too many messages; try again later",
  rejected: "This submission was rejected",
  failed: "The message could not be stored; try again",
} as const;

export type ContactRefusalKey = keyof typeof contactRefusals;

const REFUSAL_BY_TEXT = new Map<string, ContactRefusalKey>(
  Object.entries(contactRefusals).map(([key, text]) => [text, key as ContactRefusalKey]),
);

/** The key of a refusal's reason; an unknown reason reads as failed. */
export const contactRefusalKey = (message: string): ContactRefusalKey =>
  REFUSAL_BY_TEXT.get(message) ?? "failed";

const KEY_BY_TEXT = new Map<string, ContactErrorKey>(
  Object.entries(contactErrors).map(([key, text]) => [text, key as ContactErrorKey]),
);

/** The key of a schema message, to show it in another language. */
export const contactErrorKey = (message: string) => KEY_BY_TEXT.get(message);
