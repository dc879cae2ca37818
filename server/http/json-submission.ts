import { data } from "react-router";
import type { z } from "zod";
import type { FormReply } from "../../contracts/form-reply.ts";
import { replyRefused } from "./form-submission.ts";

/** A schema's reasons per path, and the first of them as the form's own reason. */
function toReasons(error: z.ZodError) {
  const reasons: Record<string, string[]> = { "": [error.issues[0]?.message ?? "Not valid"] };
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    if (path) reasons[path] = [...(reasons[path] ?? []), issue.message];
  }
  return reasons;
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
    return data<FormReply>({ status: "error", error: toReasons(parsed.error) }, { status: 400 });
  }
  let result: T;
  try {
    result = await save(parsed.data);
  } catch (error) {
    return replyRefused(null, error);
  }
  return { status: "success", answers: answers(parsed.data), result } satisfies FormReply<T>;
}
