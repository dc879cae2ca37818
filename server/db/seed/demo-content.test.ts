import { describe, expect, it } from "vitest";
import { guessLanguage } from "#contracts/language-guess.ts";
import { renderCoverSvg } from "./cover-art.ts";
import { type CoverStyle, DEMO_ARTICLES } from "./demo-articles.ts";
import { DEMO_ARTICLES_ID, DEMO_CATEGORY_NAMES_ID } from "./demo-articles-id.ts";
import { DEMO_EMPLOYEES } from "./demo-employees.ts";

const SHAPES: CoverStyle["shape"][] = [
  "circles",
  "bars",
  "waves",
  "grid",
  "phone",
  "browser",
  "chart",
  "spark",
];
const PALETTES: CoverStyle["palette"][] = ["sun", "dusk", "night", "cream"];

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

describe("demo articles", () => {
  it("Indonesian versions belong to existing articles and are as safe and complete", () => {
    const titles = new Set(DEMO_ARTICLES.map((article) => article.title));
    const versions = Object.entries(DEMO_ARTICLES_ID);
    expect(versions.length).toBeGreaterThanOrEqual(4);
    expect(versions.length).toBeLessThan(DEMO_ARTICLES.length);
    for (const [englishTitle, version] of versions) {
      expect(titles.has(englishTitle), englishTitle).toBe(true);
      expect(version.excerpt.length, version.title).toBeGreaterThan(40);
      expect(version.coverAlt.length, version.title).toBeGreaterThan(10);
      expect(version.html, version.title).not.toMatch(/<script|on\w+=|javascript:/i);
    }
    expect(versions.some(([, version]) => /pemasaran/.test(version.html))).toBe(true);
  });

  it("stores each article under the language it is written in", () => {
    for (const article of DEMO_ARTICLES) {
      const text = `${article.title} ${article.excerpt} ${article.html.replace(/<[^>]*>/g, " ")}`;
      expect(guessLanguage(text), article.title).toBe(article.language ?? "en");
    }
    for (const version of Object.values(DEMO_ARTICLES_ID)) {
      expect(guessLanguage(`${version.excerpt} ${version.html}`), version.title).toBe("id");
    }
  });

  it("names every category in Indonesian too", () => {
    const categories = new Set(DEMO_ARTICLES.flatMap((article) => article.categories));
    expect(Object.keys(DEMO_CATEGORY_NAMES_ID).sort()).toEqual([...categories].sort());
  });

  it("has enough articles with unique titles", () => {
    expect(DEMO_ARTICLES.length).toBeGreaterThanOrEqual(24);
    const titles = new Set(DEMO_ARTICLES.map((article) => article.title));
    expect(titles.size).toBe(DEMO_ARTICLES.length);
  });

  it("covers at least 8 distinct categories, 1-3 per article", () => {
    const categories = new Set(DEMO_ARTICLES.flatMap((article) => article.categories));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const article of DEMO_ARTICLES) {
      expect(article.categories.length).toBeGreaterThanOrEqual(1);
      expect(article.categories.length).toBeLessThanOrEqual(3);
    }
  });

  it("contains no script, inline handlers or javascript: URLs", () => {
    for (const article of DEMO_ARTICLES) {
      expect(article.html, article.title).not.toMatch(/<script/i);
      expect(article.html, article.title).not.toMatch(/on\w+=/i);
      expect(article.html, article.title).not.toMatch(/javascript:/i);
    }
  });

  it("has sensible metadata", () => {
    for (const article of DEMO_ARTICLES) {
      expect(article.excerpt.length, article.title).toBeGreaterThan(40);
      expect(article.daysAgo).toBeGreaterThanOrEqual(1);
      expect(article.daysAgo).toBeLessThanOrEqual(300);
      expect(article.views).toBeGreaterThanOrEqual(40);
      expect(article.views).toBeLessThanOrEqual(25000);
      expect(SHAPES).toContain(article.cover.shape);
      expect(PALETTES).toContain(article.cover.palette);
      expect(article.cover.label.trim().split(/\s+/).length).toBeLessThanOrEqual(3);
    }
  });
});

describe("demo employees", () => {
  it("has 40+ employees with unique numbers and valid ISO join dates", () => {
    expect(DEMO_EMPLOYEES.length).toBeGreaterThanOrEqual(40);
    const numbers = new Set(DEMO_EMPLOYEES.map((employee) => employee.number));
    expect(numbers.size).toBe(DEMO_EMPLOYEES.length);
    for (const employee of DEMO_EMPLOYEES) {
      expect(isIsoDate(employee.joinDate), `${employee.name}: ${employee.joinDate}`).toBe(true);
      expect(employee.name.trim().length).toBeGreaterThan(0);
      expect(employee.position.trim().length).toBeGreaterThan(0);
    }
  });
});

describe("renderCoverSvg", () => {
  it("renders a script-free SVG for every shape and palette", () => {
    for (const shape of SHAPES) {
      for (const palette of PALETTES) {
        const svg = renderCoverSvg({ shape, palette, label: "Live & <Loud>" }, 42);
        expect(svg.startsWith("<svg"), `${shape}/${palette}`).toBe(true);
        expect(svg, `${shape}/${palette}`).not.toMatch(/<script/i);
        expect(svg).toContain("Live &amp; &lt;Loud&gt;");
        expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
      }
    }
  });

  it("is deterministic per seed and varies between seeds", () => {
    const style: CoverStyle = { shape: "grid", palette: "sun", label: "Shot List" };
    expect(renderCoverSvg(style, 7)).toBe(renderCoverSvg(style, 7));
    expect(renderCoverSvg(style, 7)).not.toBe(renderCoverSvg(style, 8));
  });

  it("honours the requested size", () => {
    const svg = renderCoverSvg({ shape: "phone", palette: "night", label: "Live" }, 1, 800, 800);
    expect(svg).toContain('width="800"');
    expect(svg).toContain('height="800"');
  });
});
