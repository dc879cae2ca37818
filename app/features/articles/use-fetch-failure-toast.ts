import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { toast } from "sonner";
import { messages } from "../../lib/messages";

/** Shows 'Failed to fetch Article' with a Retry action while the page's data is missing. */
export function useFetchFailureToast(failed: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!failed) return;
    const id = toast.error(messages.blog.fetchFailed, {
      id: "article-fetch-failed",
      duration: Number.POSITIVE_INFINITY,
      action: { label: messages.blog.retry, onClick: () => revalidator.revalidate() },
    });
    return () => {
      toast.dismiss(id);
    };
  }, [failed, revalidator]);
}
