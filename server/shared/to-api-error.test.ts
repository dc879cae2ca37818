import { describe, expect, it } from "vitest";
import { msg } from "#contracts/messages/message.ts";
import { ApiError } from "#server/http/api-error.ts";
import {
  ConflictError,
  ForbiddenError,
  invalidFields,
  notFound,
  RateLimitedError,
  TooLargeError,
  UnauthorizedError,
  UnavailableError,
} from "./domain-errors.ts";
import { toApiError } from "./to-api-error.ts";

describe("toApiError: a service's refusal at the HTTP edge", () => {
  it("gives each domain error its status, keeping code, message and fields", () => {
    expect(toApiError(invalidFields({ name: msg("required") }))?.toBody()).toEqual({
      error: {
        code: "validation_failed",
        message: "Some fields are not valid",
        fields: { name: "Required" },
      },
    });
    expect(
      toApiError(new UnauthorizedError("invalid_credentials", msg("wrongCredentials")))?.status,
    ).toBe(401);
    expect(toApiError(new ForbiddenError("setup_closed", msg("setupClosed")))?.status).toBe(403);
    expect(toApiError(notFound("Employee"))).toMatchObject({
      status: 404,
      message: "Employee not found",
    });
    expect(toApiError(new ConflictError("duplicate_number", msg("numberInUse", 12)))?.status).toBe(
      409,
    );
    expect(toApiError(new TooLargeError("file_too_large", msg("fileTooLarge", 10)))?.status).toBe(
      413,
    );
    expect(
      toApiError(
        new RateLimitedError("too_many_attempts", msg("tooManyAttempts", "30 seconds"), {
          retryAfterSeconds: 30,
        }),
      ),
    ).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(
      toApiError(
        new UnavailableError("search_timeout", msg("searchTimeout"), { retryAfterSeconds: 5 }),
      ),
    ).toMatchObject({ status: 503, code: "search_timeout", retryAfterSeconds: 5 });
  });

  it("words the message and fields in the reader's language, keeping the code", () => {
    const taken = new ConflictError("duplicate_number", msg("employeeNumberInUse", 12), {
      fields: { number: msg("numberInUse", 12) },
    });
    expect(taken.message).toBe("Employee number 12 is already in use");
    expect(toApiError(taken, "id")?.toBody()).toEqual({
      error: {
        code: "duplicate_number",
        message: "Nomor karyawan 12 sudah dipakai",
        fields: { number: "Nomor 12 sudah dipakai" },
      },
    });
  });

  it("passes an ApiError through and leaves anything else (a bug) to the 500 handler", () => {
    const error = new ApiError(415, "unsupported_media_type", "Send JSON");
    expect(toApiError(error)).toBe(error);
    expect(toApiError(new Error("boom"))).toBeUndefined();
    expect(toApiError("boom")).toBeUndefined();
  });
});
