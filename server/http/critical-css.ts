import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compileSheet } from "beasties/compiler";
import { createProcessor } from "beasties/runtime";

const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/**
 * beasties 0.5.4's runtime joins rules like @property with a ";" ("}@property a{..};@property
 * b{..}"): a browser reads the ";" as the start of a bad rule and drops the rule after it, so
 * every other @property (--tw-border-style among them) was lost until the full stylesheet came.
 */
const repairRules = (_whole: string, open: string, css: string, close: string) =>
  `${open}${css.replace(/\}\s*;\s*(?=@)/g, "}")}${close}`;

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
      compileSheet(readFileSync(join(assets, name), "utf8"), {
        href: `/assets/${name}`,
        // Rules the markup's tokens cannot decide: an element without an attribute (a closed
        // <details>) and Tailwind's arbitrary variants ("[&_picture]:contents"). Kept always,
        // or the element changes size when the full stylesheet arrives (layout shift).
        allowRules: [/:not\(/, /\\&/],
      }),
    );
  if (sheets.length === 0) return null;
  const processor = createProcessor(sheets, {
    preload: "media-script",
    // The @font-face rules of the families the critical rules use, and a preload of the brand
    // font they name, so that the first view is drawn in it.
    inlineFonts: true,
    preloadFonts: true,
  });
  return (html, nonce) => processor.process(html, { nonce }).replace(STYLE_ELEMENT, repairRules);
}
