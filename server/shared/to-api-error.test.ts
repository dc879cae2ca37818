import { describe, expect, it } from "vitest";
import { ApiError } from "../http/api-error.ts";
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
    expect(toApiError(invalidFields({ name: "Required" }))?.toBody()).toEqual({
      error: {
        code: "validation_failed",
        message: "Some fields are not valid",
        fields: { name: "Required" },
      },
    });
    expect(toApiError(new UnauthorizedError("invalid_credentials", "Wrong"))?.status).toBe(401);
    expect(toApiError(new ForbiddenError("setup_closed", "Done"))?.status).toBe(403);
    expect(toApiError(notFound("Employee"))).toMatchObject({
      status: 404,
      message: "Employee not found",
    });
    expect(toApiError(new ConflictError("duplicate_number", "Taken"))?.status).toBe(409);
    expect(toApiError(new TooLargeError("file_too_large", "Big"))?.status).toBe(413);
    expect(
      toApiError(new RateLimitedError("too_many_attempts", "Wait", { retryAfterSeconds: 30 })),
    ).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(
      toApiError(new UnavailableError("search_timeout", "Too long", { retryAfterSeconds: 5 })),
    ).toMatchObject({ status: 503, code: "search_timeout", retryAfterSeconds: 5 });
  });

  it("passes an ApiError through and leaves anything else (a bug) to the 500 handler", () => {
    const error = new ApiError(415, "unsupported_media_type", "Send JSON");
    expect(toApiError(error)).toBe(error);
    expect(toApiError(new Error("boom"))).toBeUndefined();
    expect(toApiError("boom")).toBeUndefined();
  });
});
