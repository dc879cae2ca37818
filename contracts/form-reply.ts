import type { SubmissionResult } from "@conform-to/react";

/**
 * What every form action answers when it does not navigate away, and what its screen reads:
 * Conform's submission result (the values as typed, a reason per field, the form's own reason
 * under "") and, once saved, a message to toast, the intent it answers (a screen with several
 * forms posting to one action) and what the save returned.
 */
export type FormReply<T = undefined> = SubmissionResult<string[]> & {
  message?: string;
  /** A refusal's code, as the API gives it (`stale_version`). */
  code?: string;
  answers?: string;
  result?: T;
};

export const isSaved = (reply: FormReply<unknown> | null | undefined) =>
  reply?.status === "success";

/** A save refused because someone else saved the record first. */
export const isStaleVersion = (reply: FormReply<unknown> | null | undefined) =>
  reply?.code === "stale_version";

/** The form's own reason in a refused reply, if any. */
export const readFormError = (reply: FormReply<unknown> | null | undefined) =>
  reply?.status === "error" ? reply.error?.[""]?.[0] : undefined;

/** The first reason per field of a refused reply (the form's own reason left out). */
export function readFieldErrors(reply: FormReply<unknown> | null | undefined) {
  const fields: Record<string, string> = {};
  for (const [name, reasons] of Object.entries(reply?.error ?? {})) {
    if (name !== "" && reasons?.[0]) fields[name] = reasons[0];
  }
  return fields;
}
