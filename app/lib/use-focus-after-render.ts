import { useEffect, useState } from "react";

/**
 * Focuses an element, given or named by its id, once the next render has shown it: a field in a
 * language or tab opened first, a list's row where it moved to.
 */
export function useFocusAfterRender() {
  const [target, setTarget] = useState<HTMLElement | string | null>(null);
  useEffect(() => {
    if (!target) return;
    (typeof target === "string" ? document.getElementById(target) : target)?.focus();
    setTarget(null);
  }, [target]);
  return setTarget;
}
