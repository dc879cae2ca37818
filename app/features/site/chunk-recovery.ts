const RELOAD_KEY = "projingga:chunk-reload";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return /Loading chunk|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * A new deploy removes the old hashed chunks; a tab opened before it fails to load the next
 * route. Reload once (not in a loop) so the visitor gets the new build instead of a blank page.
 */
export function reloadOnceForChunkError(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < 10_000) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite fires vite:preloadError when a lazy chunk or its CSS fails to load. */
export function listenForChunkErrors(): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reloadOnceForChunkError();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
