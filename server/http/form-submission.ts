import type { Submission as ConformSubmission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { FormReply } from "#contracts/form-reply.ts";
import { errorText, formatIssues, toFieldErrors } from "#contracts/messages/error-text.ts";
import { msg } from "#contracts/messages/message.ts";
import type { FieldErrors } from "#server/shared/domain-errors.ts";
import { toApiError } from "#server/shared/to-api-error.ts";
import type { ApiError } from "./api-error.ts";
import { requestLocale } from "./request-locale.ts";

type Submission<S extends z.ZodType> = ConformSubmission<z.input<S>, string[], z.output<S>>;
type Replying = { reply: ConformSubmission<unknown>["reply"] };

/**
 * A form's fields, parsed with its schema: field names are schema paths (`versions.en.title`),
 * reasons worded in the request's language.
 */
export function parseSubmission<S extends z.ZodType>(form: FormData | URLSearchParams, schema: S) {
  return parseWithZod(form, {
    schema,
    formatError: formatIssues(requestLocale()),
  }) as unknown as Submission<S>;
}

/** Field errors as Conform holds them: a list of reasons per path. */
const toConformErrors = (fields: FieldErrors | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([name, reason]) => [name, [reason]]));

/**
 * A refusal's status and, for a throttle or a busy service, when to try again (an answer that
 * no cache may keep).
 */
function refusalInit(refusal: ApiError) {
  return {
    status: refusal.status,
    headers:
      refusal.retryAfterSeconds === undefined
        ? undefined
        : { "Retry-After": String(refusal.retryAfterSeconds), "Cache-Control": "no-store" },
  };
}

/**
 * The domain's refusal, answered to the form that asked: its status, its reason per field and
 * the form's own reason (`message` when the screen words it itself). Anything that is not a
 * refusal (a bug, a lost database) is thrown on to the error boundary.
 */
export function replyRefused(
  submission: Replying | null,
  error: unknown,
  { message, answers }: { message?: (status: number) => string; answers?: string } = {},
) {
  const refusal = toApiError(error, requestLocale());
  if (!refusal || (refusal.status >= 500 && refusal.status !== 503)) throw error;
  const formError = message ? message(refusal.status) : refusal.message;
  const fieldErrors = toConformErrors(refusal.fields);
  const reply: FormReply = {
    ...(submission?.reply({ formErrors: [formError], fieldErrors }) ?? {
      status: "error",
      error: { "": [formError], ...fieldErrors },
    }),
    code: refusal.code,
    ...(answers ? { answers } : {}),
  };
  return data(reply, refusalInit(refusal));
}

type Answer = Response | ReturnType<typeof data> | FormReply<unknown>;

/**
 * The one submission pipeline: parse the form with its schema; invalid, answer 400 with the
 * reasons and the typed values; valid, run the service; refused, answer as `replyRefused`
 * does; saved, answer with `saved` (a redirect, or a reply with a message).
 */
export async function submitForm<S extends z.ZodType, T, A extends Answer>(
  form: FormData | URLSearchParams,
  {
    schema,
    save,
    saved,
    refusedMessage,
    answers,
    hideFields = [],
  }: {
    schema: S;
    save: (value: z.output<S>) => Promise<T>;
    saved: (result: T, submission: Submission<S>) => A;
    /** The form's own reason, by status, when the screen words it (e.g. "Failed to add"). */
    refusedMessage?: (status: number) => string;
    /** The intent a refusal answers, when one action serves several forms (a saved reply says it itself). */
    answers?: string;
    /** Fields no reply sends back (a password): a reply otherwise echoes everything typed. */
    hideFields?: string[];
  },
) {
  const submission = parseSubmission(form, schema);
  // Every reply of this submission is built from its payload (Conform's `hideFields` does the
  // same, one reply at a time).
  for (const name of hideFields) delete submission.payload[name];
  if (submission.status !== "success") {
    const reply: FormReply = {
      ...submission.reply(refusedMessage ? { formErrors: [refusedMessage(400)] } : undefined),
      ...(answers ? { answers } : {}),
    };
    return data(reply, { status: 400 });
  }
  let result: T;
  try {
    result = await save(submission.value);
  } catch (error) {
    return replyRefused(submission, error, { message: refusedMessage, answers });
  }
  return saved(result, submission);
}

/**
 * Saved, stay on the page: `message` is toasted; the form keeps its values, or starts empty
 * again with `resetForm` (a message sent, a note added).
 */
export const replySaved = <T = undefined>(
  submission: Replying,
  {
    resetForm = false,
    ...saved
  }: { message?: string; answers?: string; result?: T; resetForm?: boolean },
): FormReply<T> => ({
  ...submission.reply(resetForm ? { resetForm } : undefined),
  status: "success",
  ...saved,
});

/** An intent the action does not know: a 400 in the one reply shape. */
export const refuseUnknownIntent = () =>
  data<FormReply>(
    { status: "error", error: { "": [errorText(msg("unknownAction"), requestLocale())] } },
    { status: 400 },
  );

/**
 * For loaders: a domain refusal (not found, forbidden...) becomes the response the route's
 * error boundary shows, with its status; anything else is thrown on as it is.
 */
export async function loadOrRefuse<T>(
  load: () => Promise<T>,
  refusedMessage?: (status: number) => string,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const refusal = toApiError(error, requestLocale());
    if (!refusal) throw error;
    const message = refusedMessage ? refusedMessage(refusal.status) : refusal.message;
    throw data({ code: refusal.code, message }, refusalInit(refusal));
  }
}

/**
 * The submission pipeline for a screen that posts JSON (the CSV import's rows), answering in
 * the one reply shape: parsed with `schema`; invalid, 400 with the reasons; valid, `save`;
 * refused, as `replyRefused`; saved, the intent answered and what the save returned.
 */
export async function submitJson<S extends z.ZodType, T>(
  request: Request,
  {
    schema,
    save,
    answers,
  }: {
    schema: S;
    save: (value: z.output<S>) => Promise<T>;
    answers: (value: z.output<S>) => string;
  },
) {
  // The body was checked to parse at the edge (request-body-limit.ts).
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    const fields = toFieldErrors(parsed.error, requestLocale());
    const reason = Object.values(fields)[0];
    const reply: FormReply = {
      status: "error",
      error: { ...toConformErrors(fields), "": [reason] },
    };
    return data(reply, { status: 400 });
  }
  let result: T;
  try {
    result = await save(parsed.data);
  } catch (error) {
    return replyRefused(null, error);
  }
  return { status: "success", answers: answers(parsed.data), result } satisfies FormReply<T>;
}
