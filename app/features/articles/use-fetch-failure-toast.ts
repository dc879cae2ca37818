import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { dismissToast, toast } from "#app/components/ui/lazy-toaster.tsx";
import { useMessages } from "#app/lib/messages.ts";

/** Shows 'Failed to fetch Article' with a Retry action while the page's data is missing. */
export function useFetchFailureToast(failed: boolean) {
  const { blog } = useMessages();
  const revalidator = useRevalidator();
  // The revalidator changes identity on every render; the toast must not be re-created.
  const retry = useRef(revalidator.revalidate);
  retry.current = revalidator.revalidate;
  useEffect(() => {
    if (!failed) return;
    const id = "article-fetch-failed";
    toast.error(blog.fetchFailed, {
      id,
      duration: Number.POSITIVE_INFINITY,
      action: { label: blog.retry, onClick: () => void retry.current() },
    });
    return () => {
      void dismissToast(id);
    };
  }, [failed, blog]);
}
