import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";
import { clients } from "../../content/clients";
import { services } from "../../content/services";
import type { ContentCopy } from "../../contracts/messages/content-type";
import { catalogue as indonesian } from "../../contracts/messages/id/public";
import { catalogue as english } from "../../contracts/messages/public";

const ROOT = resolve(import.meta.dirname, "../..");

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

/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "alt",
  "title",
  "placeholder",
  "label",
]);

function listFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (/\.(tsx|ts)$/.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(join(path, entry.name))
      : /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)
        ? [join(full, entry.name)]
        : [],
  );
}

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

function* walk(node: unknown, parent?: Node): Generator<[Node, Node | undefined]> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child, parent);
    return;
  }
  const current = node as Node;
  if (typeof current.type === "string") yield [current, parent];
  for (const [key, value] of Object.entries(current)) {
    if (key === "loc" || key === "start" || key === "end" || key === "extra") continue;
    if (value && typeof value === "object") {
      yield* walk(value, typeof current.type === "string" ? current : parent);
    }
  }
}

const WORDS = /\p{L}{2,}/u;

/** Literal strings a visitor would read in one file's JSX: text, text attributes, {"..."}. */
function findHardCodedTexts(source: string, file = "x.tsx"): string[] {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: string[] = [];
  const report = (node: Node, text: string) => {
    if (WORDS.test(text)) found.push(`${file}:${node.loc?.start.line}: ${text.trim()}`);
  };
  const literalTexts = (node: Node | undefined): [Node, string][] => {
    if (!node) return [];
    if (node.type === "StringLiteral") return [[node, node.value as string]];
    if (node.type === "TemplateLiteral") {
      return (node.quasis as Node[]).map((quasi) => [
        quasi,
        (quasi.value as { cooked: string }).cooked,
      ]);
    }
    if (node.type === "ConditionalExpression") {
      return [...literalTexts(node.consequent as Node), ...literalTexts(node.alternate as Node)];
    }
    if (node.type === "LogicalExpression") return literalTexts(node.right as Node);
    return [];
  };
  for (const [node, parent] of walk(ast.program)) {
    if (node.type === "JSXText") report(node, node.value as string);
    if (node.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute") {
      for (const [literal, text] of literalTexts(node.expression as Node)) report(literal, text);
    }
    if (node.type === "JSXAttribute") {
      const name = (node.name as Node).name as string;
      if (!TEXT_ATTRIBUTES.has(name)) continue;
      const value = node.value as Node | null;
      if (value?.type === "StringLiteral") report(value, value.value as string);
      if (value?.type === "JSXExpressionContainer") {
        for (const [literal, text] of literalTexts(value.expression as Node)) {
          report(literal, text);
        }
      }
    }
  }
  return found;
}

/** Paths to every leaf of a catalogue: strings, numbers, functions (with their arity). */
function shapeOf(value: unknown, path = ""): string[] {
  if (typeof value === "function") return [`${path}()/${value.length}`];
  if (Array.isArray(value)) {
    return [
      `${path}[${value.length}]`,
      ...value.flatMap((item, i) => shapeOf(item, `${path}[${i}]`)),
    ];
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => shapeOf(item, `${path}.${key}`));
  }
  return [`${path}:${typeof value}`];
}

describe("the public catalogues", () => {
  it("have the same keys, lists and functions in English and Indonesian", () => {
    const { content: _content, ...withoutContent } = indonesian;
    const englishShape = shapeOf(english);
    const indonesianShape = shapeOf(withoutContent);
    expect(englishShape.filter((key) => !indonesianShape.includes(key))).toEqual([]);
    expect(indonesianShape.filter((key) => !englishShape.includes(key))).toEqual([]);
  });

  it("have no empty text in either language", () => {
    const empty = (value: unknown, path: string): string[] =>
      typeof value === "string"
        ? value.trim()
          ? []
          : [path]
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, item]) => empty(item, `${path}.${key}`))
          : [];
    expect([...empty(english, "en"), ...empty(indonesian, "id")]).toEqual([]);
  });

  it("give every service and client its Indonesian copy, image for image and result for result", () => {
    const copy: ContentCopy = indonesian.content;
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
  const files = PUBLIC_AREA.flatMap(listFiles);

  it("reads the public area's components", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("has no user-facing text outside the catalogues", () => {
    const found = files.flatMap((file) =>
      findHardCodedTexts(readFileSync(file, "utf8"), relative(ROOT, file).split(sep).join("/")),
    );
    expect(found).toEqual([]);
  });

  it("imports no catalogue file: a page loads only its own language (ADR 0008)", () => {
    const imports = files.flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(
          /^import (?!type )[^;]*?from "([^"]*messages\/[^"]+)"/gm,
        ),
      ]
        .map((match) => match[1])
        .filter((specifier) => !/messages\/contact-errors$/.test(specifier))
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
