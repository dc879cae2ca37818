import { errorText, errorTexts } from "#contracts/messages/error-text.ts";
import { type Message, msg } from "#contracts/messages/message.ts";

/** A field name and what is wrong with it, as the form shows it next to the field. */
export type FieldErrors = Record<string, string>;

type Details = { fields?: Record<string, Message>; retryAfterSeconds?: number };

/**
 * What a service refuses: the API's code and reasons by key (`msg`), worded per reader by
 * toApiError; `message` and `fields` give the English, for logs. Services throw these and never
 * think about HTTP; the API and the route actions turn them into answers (toApiError).
 */
export abstract class DomainError extends Error {
  readonly code: string;
  readonly reason: Message;
  readonly fieldReasons?: Record<string, Message>;
  readonly fields?: FieldErrors;
  readonly retryAfterSeconds?: number;

  constructor(code: string, reason: Message, details: Details = {}) {
    super(errorText(reason, "en"));
    this.code = code;
    this.reason = reason;
    this.fieldReasons = details.fields;
    this.fields = details.fields && errorTexts(details.fields, "en");
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** The input breaks a rule; fields names each bad field. */
export class ValidationError extends DomainError {}
/** The thing asked for does not exist. */
export class NotFoundError extends DomainError {}
/** The change clashes with what is stored (a duplicate, the last admin...). */
export class ConflictError extends DomainError {}
/** The actor may not do this (beyond the permission table: e.g. setup already done). */
export class ForbiddenError extends DomainError {}
/** The credentials are wrong. */
export class UnauthorizedError extends DomainError {}
/** Too many attempts; retryAfterSeconds says when to try again. */
export class RateLimitedError extends DomainError {}
/** The upload is larger than allowed. */
export class TooLargeError extends DomainError {}
/** The work was cut off to protect the service (a query past its time limit); retry later. */
export class UnavailableError extends DomainError {}

export const notFound = (what: string) => new NotFoundError("not_found", msg("notFound", what));

export const invalidFields = (fields: Record<string, Message>) =>
  new ValidationError("validation_failed", msg("invalidFields"), { fields });
