import { Share2 } from "lucide-react";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { useMessages } from "#app/lib/messages.ts";

/** The link shared for an article: the host plus /article/{uid}. */
export function articleShareUrl(origin: string, uid: string) {
  return `${origin}/article/${uid}`;
}

export function ShareButton({ uid, title }: { uid: string; title: string }) {
  const { blog } = useMessages();
  async function share() {
    const url = articleShareUrl(window.location.origin, uid);
    const phone = window.matchMedia?.("(pointer: coarse)").matches;
    if (phone && typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(blog.shareCopied);
    } catch {
      toast.error(blog.shareFailed);
    }
  }
  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex h-11 items-center gap-2 rounded-full bg-brand-yellow px-5 text-sm font-bold text-ink transition-colors hover:bg-brand-orange"
    >
      <Share2 aria-hidden="true" className="size-4" />
      {blog.share}
    </button>
  );
}
