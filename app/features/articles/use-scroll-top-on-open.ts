import { useEffect } from "react";

/** Scrolls to the top 100 ms after the page opens (spec section 9); instant with reduced motion. */
export function useScrollTopOnOpen(key: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another article opens
  useEffect(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
    }, 100);
    return () => window.clearTimeout(timer);
  }, [key]);
}
