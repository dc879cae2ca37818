import type { Locale } from "#contracts/locale.ts";
import { ApiError } from "#server/http/api-error.ts";
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  TooLargeError,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
} from "./domain-errors.ts";

const STATUS = new Map<new (...args: never[]) => DomainError, number>([
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [TooLargeError, 413],
  [RateLimitedError, 429],
  [UnavailableError, 503],
]);

/**
 * The one place where a service's refusal becomes an HTTP status and words, in the reader's
 * language: the API's error handler and the route actions both call it. Anything else (a bug,
 * a lost database) gives undefined.
 */
export function toApiError(error: unknown, locale: Locale = "en"): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (!(error instanceof Error)) return undefined;
  const status = STATUS.get(error.constructor as new (...args: never[]) => DomainError);
  if (status === undefined) return undefined;
  const domain = error as DomainError;
  return new ApiError(status, domain.code, domain.reason, {
    fields: domain.fieldReasons,
    retryAfterSeconds: domain.retryAfterSeconds,
    locale,
  });
}
