import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";

export type InlineCriticalCss = (html: string, nonce: string) => string;

/**
 * Puts the CSS rules a document's own markup uses into a <style> in its head, and turns the
 * full stylesheets into non-blocking loads (media="print", switched on by one nonce'd script at
 * the end of the body; a <noscript> link for browsers without scripts). The first paint then
 * needs the HTML alone. The stylesheets are compiled once at boot; each document is one scan.
 */
export function createCriticalCss(clientDir: string): InlineCriticalCss | null {
  const assets = join(clientDir, "assets");
  if (!existsSync(assets)) return null;
  const sheets = readdirSync(assets)
    .filter((name) => name.endsWith(".css"))
    .map((name) =>
      compileSheet(readFileSync(join(assets, name), "utf8"), { href: `/assets/${name}` }),
    );
  if (sheets.length === 0) return null;
  const processor = createProcessor(sheets, {
    preload: "media-script",
    // The @font-face rules of the families the critical rules use (the web font and its
    // metric-matched fallbacks); the font file itself is preloaded by the root route.
    inlineFonts: true,
    preloadFonts: false,
  });
  return (html, nonce) => processor.process(html, { nonce });
}
