import type { z } from "zod";
import { toFieldErrors } from "#contracts/messages/error-text.ts";
import type { FieldErrors } from "#server/shared/domain-errors.ts";

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: FieldErrors; retryAfterSeconds?: number };
};

/** An error that is safe to show: its status, code and message reach the client as they are. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = extra.fields;
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
    throw new ApiError(400, "validation_failed", "Some fields are not valid", {
      fields: toFieldErrors(result.error),
    });
  }
  return result.data;
}
