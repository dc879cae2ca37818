const BOOTSTRAP = /(<script\b[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";\s*/g;

/**
 * React Router's bootstrap imports the route modules statically, so on a fast connection they
 * load and hydrate before the browser has painted anything, and the first paint waits for the
 * whole hydration. Here the same modules are imported after the first frame is painted: the
 * server-rendered page shows at once, and hydration follows.
 */
export function deferHydration(html: string): string {
  return html.replace(BOOTSTRAP, (whole, open: string, body: string, close: string) => {
    const routes = [...body.matchAll(ROUTE_IMPORT)];
    if (routes.length === 0) return whole;
    const names = routes.map((match) => match[1]).join(", ");
    const imports = routes.map((match) => `import(${JSON.stringify(match[2])})`).join(", ");
    const rest = body.replace(ROUTE_IMPORT, "").replace(/^;\s*/, "");
    return `${open}await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));\nconst [${names}] = await Promise.all([${imports}]);\n${rest}${close}`;
  });
}
