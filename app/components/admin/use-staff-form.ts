import { getFormProps } from "@conform-to/react";
import { type FormEvent, useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { z } from "zod";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { useFocusAfterRender } from "#app/lib/use-focus-after-render.ts";
import {
  type FormReplyData,
  isConformIntent,
  useReplyEffect,
  useSchemaForm,
} from "#app/lib/use-schema-form.ts";
import { type FormReply, isSaved, isStaleVersion, readFormError } from "#contracts/form-reply.ts";
import type { Locale } from "#contracts/locale.ts";
import { isSignedOut, useRenewingFetcher } from "./session-renewal.ts";
import { useUnsavedGuard } from "./unsaved-guard.tsx";

/**
 * The first field in the page's order with a reason against it: a field named after it, or an
 * element standing in for hidden fields (`data-error-for`, their names apart by spaces).
 */
function findFirstFieldInError(formId: string, errors: Record<string, string[] | undefined>) {
  const names = Object.keys(errors).filter((name) => name !== "" && errors[name]?.length);
  const inError = (name: string) => names.some((key) => key === name || key.startsWith(`${name}[`));
  const candidates = document.forms
    .namedItem(formId)
    ?.querySelectorAll<HTMLElement>("[name]:not([type=hidden]), [data-error-for]");
  for (const element of candidates ?? []) {
    const standsFor = element.dataset.errorFor?.split(" ");
    if (
      standsFor
        ? standsFor.some((name) => names.includes(name))
        : inError(element.getAttribute("name") ?? "")
    ) {
      return element;
    }
  }
  return null;
}

/**
 * The save of a staff form over both languages, the same on every screen: posted through a
 * fetcher that survives an ended session (sign in again, the same save is sent again), checked
 * in the browser first, a refusal's typed values and reasons kept, the first field in error
 * focused with its language opened (its panel says which: `data-language`), each answer toasted
 * once, and leaving with changes asked first. A new `version` in `defaultValue` (saved here or
 * loaded) starts the form again from it.
 */
export function useStaffForm<S extends z.ZodType>(
  schema: S,
  {
    id,
    defaultValue,
    reply,
    failedText,
    showLanguage,
    shownOnScreen = isStaleVersion,
    onSaved = (saved) => toast.success(saved.message ?? messages.website.shared.saved),
    onSend,
    isChanged,
    toastRefusedInBrowser = false,
  }: {
    id: string;
    defaultValue: Record<string, unknown>;
    /** The action's reply to a save posted without JavaScript. */
    reply?: FormReplyData;
    /** The toast of a refusal without a reason of its own. */
    failedText: string;
    showLanguage?: (language: Locale, field: HTMLElement) => void;
    /** A refusal the screen shows itself (an alert), not toasted. */
    shownOnScreen?: (refusal: FormReply) => boolean;
    onSaved?: (saved: FormReply) => void;
    /** A save passed the browser's checks and is sent. */
    onSend?: () => void;
    /** Whether the form holds changes (default: Conform's own check). */
    isChanged?: (value: unknown) => boolean;
    toastRefusedInBrowser?: boolean;
  },
) {
  const fetcher = useRenewingFetcher<FormReply>();
  const revalidator = useRevalidator();
  const answer = fetcher.state === "idle" ? (fetcher.data ?? reply) : undefined;
  const version = defaultValue.version;
  // A refusal belongs to the version it answered: once a newer one is loaded, it is gone.
  const answeredAt = (answer?.initialValue as { version?: unknown } | null | undefined)?.version;
  const refused =
    answer?.status === "error" && !isSignedOut(answer) && (answeredAt ?? version) === version
      ? answer
      : undefined;
  const [form, fields] = useSchemaForm(schema, {
    // Conform starts a form again when its id changes.
    id: version === undefined ? id : `${id}-${version}`,
    lastResult: refused,
    defaultValue,
  });

  const sending = useRef(false);
  // Answered (or the sign-in again declined): leaving with changes asks first again.
  useEffect(() => {
    if (fetcher.state === "idle") sending.current = false;
  }, [fetcher.state]);
  const blocker = useUnsavedGuard(isChanged ? isChanged(form.value) : form.dirty, sending);

  const errorsToShow = useRef(false);
  useReplyEffect(answer, (answered) => {
    if (isSaved(answered)) return onSaved(answered);
    errorsToShow.current = Object.keys(answered.error ?? {}).some((name) => name !== "");
    const message = readFormError(answered);
    if (!isSignedOut(answered) && shownOnScreen(answered)) return;
    toast.error(message || failedText);
  });

  // Conform focuses the first field in error only where it can reach it: a field in a closed
  // language, tab or behind a stand-in is opened and focused here.
  const focusAfterRender = useFocusAfterRender();
  useEffect(() => {
    // The server's reasons reach the fields a render after its answer.
    if (!errorsToShow.current || !Object.keys(form.allErrors).some((name) => name !== "")) return;
    errorsToShow.current = false;
    const field = findFirstFieldInError(form.id, form.allErrors);
    if (!field) return;
    const language = field.closest<HTMLElement>("[data-language]")?.dataset.language;
    if (language) showLanguage?.(language as Locale, field);
    focusAfterRender(field);
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    form.onSubmit(event);
    if (isConformIntent(event)) return;
    // Refused in the browser: its reasons show on the next render.
    errorsToShow.current = event.defaultPrevented;
    if (event.defaultPrevented) {
      if (toastRefusedInBrowser) toast.error(failedText);
      return;
    }
    sending.current = true;
    onSend?.();
  }

  return {
    form,
    fields,
    fetcher,
    /** The last answer: a save's, or a refusal's (the sign-in declined too). */
    answer,
    refused,
    saving: fetcher.state !== "idle",
    formProps: { ...getFormProps(form), method: "post" as const, onSubmit },
    blocker,
    /** Loads the saved version (a colleague's newer one): the form starts again from it. */
    reload: () => void revalidator.revalidate(),
    reloading: revalidator.state !== "idle",
  };
}
