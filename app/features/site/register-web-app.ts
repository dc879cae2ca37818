/** Registers /service-worker.js; a failure is only logged (spec section 8). */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/service-worker.js").catch((error: unknown) => {
    console.error("Service worker registration failed", error);
  });
}
