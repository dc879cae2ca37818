import { data } from "react-router";
import type { z } from "zod";
import { invalidFields } from "../shared/domain-errors.ts";
import { toApiError } from "../shared/to-api-error.ts";
import { toFieldErrors } from "./api-error.ts";

export type ActionFailure = {
  ok: false;
  intent: string;
  message: string;
  fields?: Record<string, string>;
};
export type ActionSuccess = { ok: true; intent: string; message: string };

/**
 * Runs one form action of an admin page: bad input and refused changes come back as data for
 * the form (4xx, fields kept), never as a crash.
 */
export async function runFormAction(
  intent: string,
  successMessage: string,
  work: () => Promise<unknown>,
) {
  try {
    await work();
    return data<ActionSuccess>({ ok: true, intent, message: successMessage });
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal && refusal.status < 500) {
      return data<ActionFailure>(
        { ok: false, intent, message: refusal.message, fields: refusal.fields },
        { status: refusal.status },
      );
    }
    throw error;
  }
}

/** Parses form fields with the API's schema; failures become the same 400 as the API's. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw invalidFields(toFieldErrors(result.error));
  }
  return result.data;
}
