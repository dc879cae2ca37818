const BOOTSTRAP = /(<script\b[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
// "route2", or the parts of a route split into chunks ("route2_clientLoader", "route2_main").
const ROUTE_IMPORT = /import \* as (route\d+(?:_\w+)?) from "([^"]+)";\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ENTRY_IMPORT = /import\("([^"]+)"\);?\s*$/;
/** Beasties' media-script (see critical-css.ts): it switches the full stylesheets on while parsing. */
const STYLESHEET_SWITCH =
  /<script\b[^>]*>document\.querySelectorAll\('link\[data-beasties-media\]'\)[\s\S]*?<\/script>/;
/**
 * Waits until the first contentful paint has been presented (the paint timing entry is
 * reported after presentation; a plain requestAnimationFrame fires before the frame is drawn, and
 * a busy phone may present it only after the hydration that followed). A page that never paints
 * (a background tab) goes on after a second and a half.
 */
const AFTER_FIRST_PAINT = [
  "await new Promise((resolve) => {",
  "  const go = () => setTimeout(resolve);",
  "  try {",
  '    if (performance.getEntriesByName("first-contentful-paint").length) return go();',
  "    const observer = new PerformanceObserver((list) => {",
  '      if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); }',
  "    });",
  '    observer.observe({ type: "paint" });',
  "    setTimeout(() => { observer.disconnect(); go(); }, 1500);",
  "  } catch {",
  "    requestAnimationFrame(go);",
  "  }",
  "});",
  // Then the load event: until it, the page's own image and font have the connection to
  // themselves, and the scripts wait behind them instead of racing them.
  'if (document.readyState !== "complete") {',
  '  await new Promise((resolve) => addEventListener("load", () => setTimeout(resolve), { once: true }));',
  "}",
].join("\n");
const DEFERRED_STYLESHEET = /<link\b[^>]*\bdata-beasties-media="[^"]*"[^>]*>/g;
const SWITCH_STYLESHEETS =
  "document.querySelectorAll('link[data-beasties-media]').forEach((link) => { link.media = link.dataset.beastiesMedia; link.removeAttribute('data-beasties-media'); link.disabled = false; });";

/**
 * React Router's bootstrap imports the route modules statically and preloads every script in
 * the head, so on a phone the scripts compete with the page for the first paint, and on a fast
 * connection they hydrate before anything is painted. Here the scripts are fetched and the
 * route modules imported after the first paint is shown (all at once, as the preloads did):
 * the server-rendered page shows at once, and hydration follows. The full stylesheets are
 * fetched and switched on at the same moment: one switched on while the page is parsed holds
 * the first paint until it has loaded, though the page's own rules are already inline.
 */
export function deferHydration(html: string): string {
  let deferred = false;
  const shaped = html.replace(BOOTSTRAP, (whole, open: string, body: string, close: string) => {
    const routes = [...body.matchAll(ROUTE_IMPORT)];
    if (routes.length === 0) return whole;
    deferred = true;
    const entry = ENTRY_IMPORT.exec(body)?.[1];
    // The entry starts hydration: it must run after the route modules are registered.
    const scripts = [...html.matchAll(MODULE_PRELOAD)]
      .map((match) => match[1])
      .filter((href) => href !== entry);
    const names = routes.map((match) => match[1]).join(", ");
    const imports = routes.map((match) => `import(${JSON.stringify(match[2])})`).join(", ");
    const rest = body.replace(ROUTE_IMPORT, "").replace(/^;\s*/, "");
    return [
      `${open}${AFTER_FIRST_PAINT}`,
      SWITCH_STYLESHEETS,
      `for (const href of ${JSON.stringify(scripts)}) import(href).catch(() => {});`,
      `const [${names}] = await Promise.all([${imports}]);`,
      `${rest}${close}`,
    ].join("\n");
  });
  if (!deferred) return html;
  // The full stylesheet is fetched when it is switched on: even as media="print" a browser
  // downloads it at once, beside what the first paint needs, but not while it is `disabled`
  // (HTML's stylesheet fetch steps). The element stays, with its href, for hydration and for
  // the HTML checker (a <link> needs an href).
  return shaped
    .replace(STYLESHEET_SWITCH, "")
    .replace(MODULE_PRELOAD, "")
    .replace(DEFERRED_STYLESHEET, (link) => link.replace(/^<link\b/, "<link disabled"));
}
