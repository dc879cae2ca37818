import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { messages } from "../../lib/messages";

/** Shows 'Failed to fetch Article' with a Retry action while the page's data is missing. */
export function useFetchFailureToast(failed: boolean) {
  const revalidator = useRevalidator();
  // The revalidator changes identity on every render; the toast must not be re-created.
  const retry = useRef(revalidator.revalidate);
  retry.current = revalidator.revalidate;
  useEffect(() => {
    if (!failed) return;
    const id = toast.error(messages.blog.fetchFailed, {
      id: "article-fetch-failed",
      duration: Number.POSITIVE_INFINITY,
      action: { label: messages.blog.retry, onClick: () => void retry.current() },
    });
    return () => {
      toast.dismiss(id);
    };
  }, [failed]);
}
