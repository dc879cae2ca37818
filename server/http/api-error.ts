import type { z } from "zod";
import type { Locale } from "#contracts/locale.ts";
import { errorText, errorTexts, toFieldErrors } from "#contracts/messages/error-text.ts";
import { msg } from "#contracts/messages/message.ts";
import type { FieldErrors } from "#server/shared/domain-errors.ts";
import { requestLocale } from "./request-locale.ts";

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: FieldErrors; retryAfterSeconds?: number };
};

/**
 * An error that is safe to show: its status, code and message reach the client as they are.
 * Its reasons are keys (`msg`), worded in the request's language when it is made.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { fields?: FieldErrors; retryAfterSeconds?: number; locale?: Locale } = {},
  ) {
    const locale = extra.locale ?? requestLocale();
    super(errorText(message, locale));
    this.status = status;
    this.code = code;
    this.fields = extra.fields && errorTexts(extra.fields, locale);
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: this.retryAfterSeconds }
          : {}),
      },
    };
  }
}

/** Parses input with a schema, or throws a 400 naming each bad field and why. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new ApiError(400, "validation_failed", msg("invalidFields"), {
      fields: toFieldErrors(result.error, requestLocale()),
    });
  }
  return result.data;
}
