import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "@babel/parser";
import { expect, it } from "vitest";

/** Shared by the catalogue checks (public-i18n, staff-i18n): finds text a person reads in JSX. */
export const ROOT = join(import.meta.dirname, "../..");

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

export function listFiles(path: string): string[] {
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

/** Calls whose first argument a person reads: toast("..."), toast.error("..."), confirm("..."). */
function isMessageCall(callee: Node): boolean {
  if (callee.type === "Identifier")
    return ["toast", "confirm", "alert"].includes(callee.name as string);
  return (
    callee.type === "MemberExpression" &&
    (callee.object as Node).type === "Identifier" &&
    (callee.object as Node).name === "toast"
  );
}

/** Literal strings a person would read in one file: JSX text, text attributes, {"..."}, toasts. */
export function findHardCodedTexts(source: string, file = "x.tsx"): string[] {
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
    if (node.type === "CallExpression" && isMessageCall(node.callee as Node)) {
      for (const [literal, text] of literalTexts((node.arguments as Node[])[0])) {
        report(literal, text);
      }
    }
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

/**
 * The checks every area shares, registered in the caller's describe: its components are found,
 * and none holds a text a person reads outside the catalogues. Returns the area's files.
 */
export function checkAreaTexts(area: string, paths: string[]): string[] {
  const files = paths.flatMap(listFiles);

  it(`reads the ${area}'s components`, () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it("has no user-facing text outside the catalogues", () => {
    const found = files.flatMap((file) =>
      findHardCodedTexts(readFileSync(file, "utf8"), relative(ROOT, file).split(sep).join("/")),
    );
    expect(found).toEqual([]);
  });

  return files;
}

/** Paths to every leaf of a catalogue: strings, numbers, functions (with their arity). */
export function shapeOf(value: unknown, path = ""): string[] {
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

/** The leaves (see shapeOf) each language has and the other lacks: both empty when they match. */
export function shapeDifferences(english: unknown, indonesian: unknown) {
  const englishShape = shapeOf(english);
  const indonesianShape = shapeOf(indonesian);
  return {
    onlyInEnglish: englishShape.filter((key) => !indonesianShape.includes(key)),
    onlyInIndonesian: indonesianShape.filter((key) => !englishShape.includes(key)),
  };
}

/** Paths of empty texts in a catalogue. */
export function findEmptyTexts(value: unknown, path: string): string[] {
  if (typeof value === "string") return value.trim() ? [] : [path];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => findEmptyTexts(item, `${path}.${key}`));
  }
  return [];
}
