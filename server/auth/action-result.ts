import { data } from "react-router";
import type { z } from "zod";
import { ApiError, toFieldErrors } from "../http/api-error.ts";

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
    if (error instanceof ApiError && error.status < 500) {
      return data<ActionFailure>(
        { ok: false, intent, message: error.message, fields: error.fields },
        { status: error.status },
      );
    }
    throw error;
  }
}

/** Parses form fields with the API's schema; failures become the same 400 as the API's. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(400, "validation_failed", "Some fields are not valid", {
      fields: toFieldErrors(result.error),
    });
  }
  return result.data;
}
