import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { type FormEvent, useEffect, useRef } from "react";
import type { z } from "zod";
import type { FormReply } from "#contracts/form-reply.ts";
import { formatIssues } from "#contracts/messages/error-text.ts";
import { getStaffLocale } from "./staff-messages.ts";

/** An action's last answer to a form, as its screen receives it. */
export type FormReplyData<T = undefined> = FormReply<T> | null | undefined;
type Reply = FormReplyData<unknown>;

/**
 * A form over one schema from `contracts/` (the one the action parses with): checked in the
 * browser, in the member's language, when a field is left and again as it is fixed, the typed values and reasons of a
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
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema, formatError: formatIssues(getStaffLocale()) }) as never,
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

/** A submit of Conform's own (a row added or removed, a field set from code), not a save. */
export const isConformIntent = (event: FormEvent<HTMLFormElement>) =>
  (event.nativeEvent as SubmitEvent).submitter?.getAttribute("name") === "__intent__";

/** A field's own reason, or the first of its parts' (a list's rows, a group's fields). */
export const firstErrorOf = (field: { errors?: string[]; allErrors: Record<string, string[]> }) =>
  field.errors?.[0] ?? Object.values(field.allErrors).flat()[0];

/** How many fields of one language's texts (`versions.<locale>.…`) have a reason against them. */
export const countLanguageErrors = (errors: Record<string, string[]>, locale: string) =>
  Object.entries(errors).filter(
    ([name, reasons]) => name.startsWith(`versions.${locale}.`) && reasons.length > 0,
  ).length;
