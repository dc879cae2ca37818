import type { errors } from "./errors.ts";

export type ErrorKey = keyof typeof errors;
type Args<K extends ErrorKey> = (typeof errors)[K] extends (...args: infer A) => string ? A : [];

/**
 * A reason as schemas and services write it: a catalogue key with its arguments as JSON
 * (`maxLength[200]`), so it survives zod's string `message` and a form reply. errorText
 * (error-text.ts) words it; nothing else reads inside it.
 */
export type Message = string & { readonly __message: true };

export const msg = <K extends ErrorKey>(key: K, ...args: Args<K>) =>
  (args.length ? `${key}${JSON.stringify(args)}` : key) as Message;
