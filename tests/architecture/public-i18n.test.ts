import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { clients } from "#content/clients.ts";
import { content as indonesianContent } from "#content/indonesian.ts";
import type { ContentCopy } from "#content/indonesian-type.ts";
import { services } from "#content/services.ts";
import { catalogue as indonesian } from "#contracts/messages/id/public.ts";
import { catalogue as english } from "#contracts/messages/public.ts";
import {
  checkAreaTexts,
  findEmptyTexts,
  findHardCodedTexts,
  ROOT,
  shapeDifferences,
} from "./hard-coded-texts.ts";

/** The public area: every text a visitor sees there must come from a catalogue. */
const PUBLIC_AREA = [
  "app/features/site",
  "app/features/services",
  "app/features/team",
  "app/features/clients",
  "app/features/leads/contact-form.tsx",
  "app/features/leads/contact-sheet.tsx",
  "app/features/leads/lazy-contact-form.tsx",
  "app/features/articles/article-card.tsx",
  "app/features/articles/article-navigation-spinner.tsx",
  "app/features/articles/article-search-form.tsx",
  "app/features/articles/category-chips.tsx",
  "app/features/articles/pagination-nav.tsx",
  "app/features/articles/share-button.tsx",
  "app/features/articles/spinner.tsx",
  "app/features/articles/tag-chips.tsx",
  "app/routes/site",
  "app/routes/blog",
  "app/root.tsx",
];

describe("the public catalogues", () => {
  it("have the same keys, lists and functions in English and Indonesian", () => {
    expect(shapeDifferences(english, indonesian)).toEqual({
      onlyInEnglish: [],
      onlyInIndonesian: [],
    });
  });

  it("have no empty text in either language", () => {
    expect([
      ...findEmptyTexts(english, "en"),
      ...findEmptyTexts(indonesian, "id"),
      ...findEmptyTexts(indonesianContent, "id content"),
    ]).toEqual([]);
  });

  it("give every service and client its Indonesian copy, image for image and result for result", () => {
    const copy: ContentCopy = indonesianContent;
    for (const service of services) {
      expect(copy.services[service.path]?.alts, service.path).toHaveLength(service.images.length);
      expect(copy.services[service.path].points.length, service.path).toBe(service.points.length);
    }
    for (const client of clients) {
      expect(copy.clients[client.slug]?.results, client.slug).toHaveLength(client.results.length);
      expect(Boolean(copy.clients[client.slug].quote), client.slug).toBe(Boolean(client.quote));
    }
    expect(Object.keys(copy.clients).sort()).toEqual(clients.map((client) => client.slug).sort());
  });
});

describe("the public area", () => {
  const files = checkAreaTexts("public area", PUBLIC_AREA);

  it("imports no catalogue file: a page loads only its own language (ADR 0008)", () => {
    const imports = files.flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /^import (?!type )[^;]*?from "([^"]*messages\/[^"]+)"/gm,
        ),
      ]
        .map((match) => match[1])
        .filter((specifier) => !/messages\/message$/.test(specifier))
        .map((specifier) => `${relative(ROOT, file)} imports ${specifier}`),
    );
    expect(imports).toEqual([]);
  });

  it("catches text, text attributes and literal expressions, however written", () => {
    const source = [
      "export const A = () => (",
      '  <div aria-label="Open menu" title={open ? "Close" : "Open"}>',
      "    Hello there",
      '    {failed ? "Error" : null}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template
      "    <img alt={`Photo of ${name}`} />",
      '    <span className="text-sm" data-x="y">{label} · 404</span>',
      "  </div>",
      ");",
    ].join("\n");
    expect(findHardCodedTexts(source).map((line) => line.replace(/^x\.tsx:\d+: /, ""))).toEqual([
      "Open menu",
      "Close",
      "Open",
      "Hello there",
      "Error",
      "Photo of",
    ]);
  });
});
