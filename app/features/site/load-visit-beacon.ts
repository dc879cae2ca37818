const BEACON_SRC = "/beacon.js";

/**
 * Loads the visit beacon (public/beacon.js) once, after hydration: like every script of a public
 * page it waits for the load event, so it never competes with the page's own image and font.
 */
export function loadVisitBeacon() {
  if (document.querySelector(`script[src="${BEACON_SRC}"]`)) return;
  const script = document.createElement("script");
  script.src = BEACON_SRC;
  script.async = true;
  document.head.append(script);
}
