/**
 * Registers /service-worker.js (a failure is only logged, spec section 8) and links the web app
 * manifest. The manifest is linked here, after hydration, not in the document's head: fetched
 * there, it was one more request in front of the first paint on a phone.
 */
export function registerWebApp() {
  if (!document.querySelector('link[rel="manifest"]')) {
    const manifest = document.createElement("link");
    manifest.rel = "manifest";
    manifest.href = "/manifest.webmanifest";
    document.head.append(manifest);
  }
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/service-worker.js").catch((error: unknown) => {
    console.error("Service worker registration failed", error);
  });
}
