import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createCriticalCss } from "./critical-css.ts";

function clientDirWith(css: string) {
  const dir = mkdtempSync(join(tmpdir(), "critical-css-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets/root-abc.css"), css);
  return dir;
}

const CSS = `
@property --tw-translate-x { syntax: "*"; inherits: false; initial-value: 0; }
@property --tw-border-style { syntax: "*"; inherits: false; initial-value: solid; }
.border { border-style: var(--tw-border-style); border-width: 1px; }
@font-face { font-family: "Brand Sans"; src: url(/assets/brand.woff2) format("woff2"); font-display: swap; }
@font-face { font-family: "Other Sans"; src: url(/assets/other.woff2) format("woff2"); }
body { font-family: "Brand Sans", sans-serif; }
.used { color: red; }
.unused-on-this-page { color: blue; }
.used:hover { color: green; }
`;

const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root-abc.css"/></head><body>${body}</body></html>`;

describe("createCriticalCss", () => {
  const inline = createCriticalCss(clientDirWith(CSS));

  it("inlines the rules the page's markup uses, with their states and fonts, and preloads those fonts", () => {
    const html = inline?.(page('<p class="used">Hi</p>'), "n0nce") ?? "";
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain(".used{color:red}");
    expect(style).toContain(".used:hover{color:green}");
    expect(style).toContain("Brand Sans");
    expect(style).not.toContain("unused-on-this-page");
    expect(style).not.toContain("Other Sans");
    expect(html).toContain(
      '<link rel="preload" as="font" crossorigin="anonymous" href="/assets/brand.woff2">',
    );
    expect(html).not.toContain("other.woff2");
  });

  it("keeps every @property rule readable (no stray ';' between rules)", () => {
    const html = inline?.(page('<p class="used border">Hi</p>'), "n0nce") ?? "";
    const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(style).toContain("@property --tw-border-style");
    expect(style).not.toMatch(/\}\s*;\s*@/);
  });

  it("loads the full stylesheet without blocking the first paint, under the response's nonce", () => {
    const html = inline?.(page('<p class="used">Hi</p>'), "n0nce") ?? "";
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/root-abc.css" media="print" data-beasties-media="all"\/>/,
    );
    expect(html).toMatch(
      /<script nonce="n0nce">document\.querySelectorAll\('link\[data-beasties-media\]'\)/,
    );
    expect(html).toContain(
      '<noscript><link rel="stylesheet" href="/assets/root-abc.css"/></noscript>',
    );
    expect(html).toMatch(/<style nonce="n0nce">/);
  });

  it("is off when there is no client build", () => {
    expect(createCriticalCss(mkdtempSync(join(tmpdir(), "no-build-")))).toBeNull();
  });
});
