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

const KEY_BY_TEXT = new Map<string, ContactErrorKey>(
  Object.entries(contactErrors).map(([key, text]) => [text, key as ContactErrorKey]),
);

/** The key of a schema message, to show it in another language. */
export const contactErrorKey = (message: string) => KEY_BY_TEXT.get(message);
