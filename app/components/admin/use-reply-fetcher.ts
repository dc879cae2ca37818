import { useFetcher } from "react-router";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { useReplyEffect } from "#app/lib/use-schema-form.ts";
import { type FormReply, isSaved, readFieldErrors, readFormError } from "#contracts/form-reply.ts";

/**
 * A form posting to its route's action through a fetcher (a dialog, a row's button, one of
 * several forms on a screen): each reply is toasted once (saved: its message; refused: the
 * form's reason, or what `describeFailure` words, or nothing when it gives null) and its
 * reasons per field are kept for the form.
 */
export function useReplyFetcher<T = undefined>({
  key,
  describeFailure,
  onSaved,
  toastSaved = (reply) => reply.message && toast.success(reply.message),
}: {
  /** Shares the fetcher with another component (one that outlives this form). */
  key?: string;
  describeFailure?: (reply: FormReply<T>) => string | null;
  onSaved?: (reply: FormReply<T>) => void;
  /** How a saved reply is toasted (default: its message), e.g. with an Undo. */
  toastSaved?: (reply: FormReply<T>) => void;
} = {}) {
  const fetcher = useFetcher<FormReply<T>>({ key });
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  useReplyEffect(reply, (reply) => {
    if (isSaved(reply)) {
      toastSaved(reply);
      onSaved?.(reply);
      return;
    }
    const text = describeFailure ? describeFailure(reply) : readFormError(reply);
    if (text) toast.error(text);
  });
  return {
    fetcher,
    reply,
    fieldErrors: readFieldErrors(fetcher.data),
    busy: fetcher.state !== "idle",
  };
}
