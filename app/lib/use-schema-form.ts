import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import type { z } from "zod";
import type { FormReply } from "../../contracts/form-reply";

/** An action's last answer to a form, as its screen receives it. */
export type FormReplyData<T = undefined> = FormReply<T> | null | undefined;
type Reply = FormReplyData<unknown>;

/**
 * A form over one schema from `contracts/` (the one the action parses with): checked in the
 * browser when a field is left and again as it is fixed, the typed values and reasons of a
 * refused save restored, focus on the first field in error (Conform moves it there).
 */
export function useSchemaForm<S extends z.ZodType>(
  schema: S,
  {
    id,
    lastResult,
    defaultValue,
  }: {
    id: string;
    lastResult: Reply;
    defaultValue?: Record<string, unknown>;
  },
) {
  return useForm<z.input<S> & Record<string, unknown>, z.output<S>>({
    id,
    lastResult,
    defaultValue: defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
  });
}

/** Runs once per reply an action gives (a toast), not again on re-renders. */
export function useReplyEffect<R extends Reply>(
  reply: R,
  onReply: (reply: NonNullable<R>) => void,
) {
  const seen = useRef<R | null>(null);
  const latest = useRef(onReply);
  latest.current = onReply;
  useEffect(() => {
    if (!reply || seen.current === reply) return;
    seen.current = reply;
    latest.current(reply as NonNullable<R>);
  }, [reply]);
}
