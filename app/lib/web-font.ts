/** Where the browser remembers that the web font is in its cache (the value is the font's URL). */
export const WEB_FONT_CACHED_KEY = "projingga-web-font";

/**
 * The brand font never holds up a first visit: the page paints in the metric-matched fallback
 * (app.css), and once the page has loaded and painted, the font is fetched into the cache without
 * being applied (a swap under the reader would reflow wrapped lines: layout shift). From the next page
 * load on, the font is loaded from the cache as the head is parsed and applied if it is there
 * before the first paint; otherwise that page view keeps the fallback.
 */
export function webFontScript(url: string): string {
  const source = JSON.stringify(`url(${url}) format("woff2")`);
  const key = JSON.stringify(WEB_FONT_CACHED_KEY);
  const cachedUrl = JSON.stringify(url);
  return [
    "try {",
    `  const face = new FontFace("Plus Jakarta Sans", ${source}, { weight: "200 800", display: "optional" });`,
    `  if (localStorage.getItem(${key}) === ${cachedUrl}) {`,
    // Applied only if the cache hands it over before the first paint: applied later, its
    // glyph widths would re-wrap lines the reader already sees (a layout shift).
    '    face.load().then(() => { if (!performance.getEntriesByType("paint").length) document.fonts.add(face); }, () => {});',
    "  } else {",
    // After the load event and the first paint (on a phone the paint can come after the load
    // event), so that the font never competes with what the first view shows.
    "    let fetched = false;",
    "    const fetchFont = () => {",
    "      if (fetched) return;",
    "      fetched = true;",
    `      face.load().then(() => localStorage.setItem(${key}, ${cachedUrl}), () => {});`,
    "    };",
    '    addEventListener("load", () => {',
    '      if (performance.getEntriesByName("first-contentful-paint").length) return setTimeout(fetchFont);',
    "      const observer = new PerformanceObserver(() => { observer.disconnect(); setTimeout(fetchFont); });",
    '      observer.observe({ type: "paint" });',
    "      setTimeout(fetchFont, 3000);",
    "    }, { once: true });",
    "  }",
    "} catch {}",
  ].join("\n");
}
