import { useEffect } from "react";

export const SCROLL_TOP_DELAY_MS = 100;

/**
 * Spec section 2: a service or article page smooth-scrolls to the top 100 ms after it
 * opens (instantly under reduced motion). Pass a key (slug, id) to repeat on navigation.
 */
export function useScrollTopOnOpen(key?: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    }, SCROLL_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
}
