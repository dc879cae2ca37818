import { validation } from "../../contracts/messages/validation";
import { getStaffLocale, messages } from "./staff-messages";

type Key = keyof typeof validation;
type Rule = { key: Key; pattern: RegExp };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A pattern per English message, built from the English catalogue itself (a function's
 * parameters become groups), most specific first: "Must be at most 5 characters" is maxLength,
 * not atMost.
 */
const rules: Rule[] = (Object.keys(validation) as Key[])
  .flatMap((key): (Rule & { literal: number })[] => {
    const text = validation[key];
    if (typeof text === "string") {
      return [
        { key, pattern: new RegExp(`^${escapeRegExp(text)}$`), literal: Number.MAX_SAFE_INTEGER },
      ];
    }
    if (typeof text !== "function") return [];
    const slots = Array.from({ length: text.length }, (_, index) => `\u0000${index}\u0000`);
    const sample = (text as (...args: string[]) => string)(...slots);
    const source = slots.reduce(
      (pattern, slot) => pattern.replace(escapeRegExp(slot), "(.+?)"),
      escapeRegExp(sample),
    );
    return [
      { key, pattern: new RegExp(`^${source}$`), literal: sample.length - slots.join("").length },
    ];
  })
  .sort((a, b) => b.literal - a.literal);

/**
 * A validation message from the contracts' schemas or the server (English, the API's language)
 * in the member's language, where a staff screen shows it. A message it does not know stays as
 * it is; in English every message stays word for word.
 */
export function translateError(message: string): string;
export function translateError(message: string | undefined): string | undefined;
export function translateError(message: string | undefined): string | undefined {
  if (!message || getStaffLocale() === "en") return message;
  const t = messages.validation;
  for (const { key, pattern } of rules) {
    const match = pattern.exec(message);
    if (!match) continue;
    const text = t[key];
    if (typeof text === "string") return text;
    if (typeof text !== "function") return message;
    const parts = match.slice(1);
    if (key === "fieldRequired") {
      const labels = t.labels as Record<string, string>;
      return t.fieldRequired(labels[parts[0]] ?? parts[0]);
    }
    return (text as (...args: string[]) => string)(...parts);
  }
  return message;
}

/** Each message of a field-to-message map (form fields, CSV columns) in the member's language. */
export function translateErrors<T extends Record<string, string>>(errors: T): T {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateError(message)]),
  ) as T;
}

/**
 * A reason that lists several problems ("nama: Required; nomor: Must be a number", as
 * describeErrors in contracts/employee-csv.ts writes them), each in the member's language.
 */
export function translateReason(reason: string): string {
  return reason
    .split("; ")
    .map((part) => {
      const column = /^([\p{L}_]+): (.+)$/u.exec(part);
      return column ? `${column[1]}: ${translateError(column[2])}` : translateError(part);
    })
    .join("; ");
}
