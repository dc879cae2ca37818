import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "contracts"];

/**
 * Server folders that are the HTTP edge and may speak React Router: `http` (request glue, the
 * form pipeline, route guards), `test` (the harness that calls route modules). The files at
 * the root of server/ (entry, app, router context) are the edge too. Every other folder is a
 * domain: services only.
 */
const SERVER_EDGE = ["server/http/", "server/test/"];

/** Every module specifier: static, type-only, re-exported, side-effect and dynamic imports. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)["']([^"']+)["']/g;

const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".jsx"];

type ImportEdge = { file: string; specifier: string; target: string };

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : listSourceFiles(path);
    return /\.(ts|tsx|mts|js|jsx)$/.test(entry.name) ? [path] : [];
  });
}

const toRootPath = (path: string) => relative(ROOT, path).split(sep).join("/");

/**
 * The file a relative specifier names, as the bundler finds it: as written, with a source
 * extension added, or a folder's index file. Unresolved (a stylesheet, generated route types)
 * stays the plain joined path.
 */
function resolveTarget(file: string, specifier: string, exists: (path: string) => boolean) {
  const joined = toRootPath(resolve(ROOT, dirname(file), specifier));
  const candidates = [
    joined,
    ...EXTENSIONS.map((extension) => `${joined}${extension}`),
    ...EXTENSIONS.map((extension) => `${joined}/index${extension}`),
  ];
  return candidates.find(exists) ?? joined;
}

const isFile = (path: string) =>
  existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile();

/** Imports of one file, with relative specifiers resolved to a root-relative file path. */
function readImports(file: string, source: string, exists = isFile): ImportEdge[] {
  return [...source.matchAll(SPECIFIER)].map(([, specifier]) => ({
    file,
    specifier,
    target: specifier.startsWith(".") ? resolveTarget(file, specifier, exists) : specifier,
  }));
}

const area = (path: string) => path.split("/")[0];
const featureOf = (path: string) => /^app\/features\/([^/]+)\//.exec(path)?.[1];
const isSharedUi = (path: string) => /^app\/(lib|components)\//.test(path);
const isScreenLayer = (path: string) => /^app\/(features|routes)\//.test(path);
const isServerDomain = (path: string) =>
  /^server\/[^/]+\//.test(path) && !SERVER_EDGE.some((edge) => path.startsWith(edge));
const isReactRouter = (specifier: string) =>
  /^(@react-router\/|react-router(\/|$))/.test(specifier);

/** The one-way rules of the layout in docs/architecture.md; returns what breaks them. */
function findViolations(edges: ImportEdge[]): string[] {
  return edges.flatMap(({ file, specifier, target }) => {
    const from = area(file);
    const to = area(target);
    const line = `${file} imports ${specifier}`;
    if (from === "server" && to === "app") return [`${line} (server must not import app)`];
    if (from === "contracts" && (to === "app" || to === "server")) {
      return [`${line} (contracts must import neither app nor server)`];
    }
    if (isServerDomain(file) && isReactRouter(specifier)) {
      return [`${line} (a server domain holds services: React Router belongs to the edge)`];
    }
    if (isSharedUi(file) && isScreenLayer(target)) {
      return [`${line} (lib and components must not import features or routes)`];
    }
    const fromFeature = featureOf(file);
    const toFeature = featureOf(target);
    if (fromFeature && toFeature && fromFeature !== toFeature) {
      return [`${line} (feature ${fromFeature} must not import feature ${toFeature})`];
    }
    return [];
  });
}

/** Every cycle of the import graph, each once, written `a -> b -> a` from its smallest file. */
function findCycles(edges: ImportEdge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const { file, target } of edges) {
    if (file === target) continue;
    graph.set(file, (graph.get(file) ?? new Set()).add(target));
  }
  const cycles = new Set<string>();
  const done = new Set<string>();
  const visit = (node: string, path: string[], onPath: Set<string>) => {
    for (const next of graph.get(node) ?? []) {
      if (onPath.has(next)) {
        const loop = path.slice(path.indexOf(next));
        const start = loop.indexOf([...loop].sort()[0]);
        const ordered = [...loop.slice(start), ...loop.slice(0, start)];
        cycles.add([...ordered, ordered[0]].join(" -> "));
      } else if (!done.has(next) && graph.has(next)) {
        onPath.add(next);
        visit(next, [...path, next], onPath);
        onPath.delete(next);
      }
    }
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) {
    if (!done.has(node)) visit(node, [node], new Set([node]));
  }
  return [...cycles].sort();
}

/** Source text without comments and string contents: what the code does, not what it quotes. */
const stripQuoted = (source: string) =>
  source.replace(
    /\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`/g,
    '""',
  );

const GLOBAL_WRITE =
  /\b(?:globalThis|window|global|self)\b(?:\s+as\b[^;]*?\))?\s*(?:\.\s*[\w$]+|\[[^\]]*\])\s*(?:=(?!=)|\?\?=|\|\|=)|\bObject\.(?:assign|defineProperty|defineProperties)\(\s*(?:globalThis|window|global|self)\b/;

/**
 * Writes to a global object (`globalThis.x =`, `(window as X).__y =`, `Object.assign(global…`):
 * state kept there is shared by every request a server renders, and is how a value would sneak
 * between server and UI past the import rules.
 */
function findGlobalWrites(file: string, source: string): string[] {
  return stripQuoted(source)
    .split("\n")
    .flatMap((text, index) =>
      GLOBAL_WRITE.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [],
    );
}

/**
 * A server domain that reads a form (`FormData`, `request.formData()`): forms are parsed at the
 * edge (server/http/form-submission.ts) and a service takes the parsed value.
 */
function findFormReading(file: string, source: string): string[] {
  if (!isServerDomain(file) || /\.test\.tsx?$/.test(file)) return [];
  return stripQuoted(source)
    .split("\n")
    .flatMap((text, index) =>
      /\bFormData\b|\.formData\s*\(/.test(text) ? [`${file}:${index + 1}: ${text.trim()}`] : [],
    );
}

describe("import boundaries", () => {
  const files = SCANNED.flatMap((dir) => listSourceFiles(join(ROOT, dir))).map((path) => ({
    file: toRootPath(path),
    source: readFileSync(path, "utf8"),
  }));
  const edges = files.flatMap(({ file, source }) => readImports(file, source));

  it("reads the imports of app, server and contracts", () => {
    expect(edges.filter((edge) => edge.file.startsWith("server/")).length).toBeGreaterThan(300);
    expect(edges.filter((edge) => edge.file.startsWith("app/")).length).toBeGreaterThan(300);
    expect(edges.filter((edge) => edge.file.startsWith("contracts/")).length).toBeGreaterThan(10);
    // Extensionless specifiers resolve to the file the bundler picks.
    expect(edges).toContainEqual({
      file: "app/routes/admin/staff.tsx",
      specifier: "./staff-route",
      target: "app/routes/admin/staff-route.ts",
    });
  });

  it("has no forbidden import: server -> app, contracts -> app/server, cross-feature, lib|components -> features|routes, React Router in a server domain", () => {
    expect(findViolations(edges)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(findCycles(edges)).toEqual([]);
  });

  it("reads no form in a server domain: services take parsed values", () => {
    expect(files.flatMap(({ file, source }) => findFormReading(file, source))).toEqual([]);
  });

  it("catches a form read in a server domain, not at the edge", () => {
    const source = [
      "export function readIds(form: FormData) {",
      "  const body = await request.formData();",
      "// a FormData is parsed at the edge",
    ].join("\n");
    expect(findFormReading("server/employees/x.ts", source)).toHaveLength(2);
    expect(findFormReading("server/http/form-submission.ts", source)).toEqual([]);
  });

  it("keeps no state in a global object", () => {
    expect(files.flatMap(({ file, source }) => findGlobalWrites(file, source))).toEqual([]);
  });

  it("catches each kind of forbidden import, however it is written", () => {
    const source = [
      'import type { StaffUser } from "../../app/features/auth/auth-schema.ts";',
      'const page = await import("#app/routes/site/home.tsx");',
    ].join("\n");
    expect(findViolations(readImports("server/auth/x.ts", source))).toHaveLength(2);
    expect(
      findViolations(readImports("contracts/x.ts", 'export { a } from "../server/db/client.ts";')),
    ).toHaveLength(1);
    expect(
      findViolations(
        readImports("app/features/articles/x.tsx", 'import { Badge } from "../admin/admin-ui";'),
      ),
    ).toEqual([
      "app/features/articles/x.tsx imports ../admin/admin-ui (feature articles must not import feature admin)",
    ]);
    expect(
      findViolations(
        readImports(
          "app/routes/admin/x.tsx",
          'import { a } from "../../features/admin/a";\nimport { b } from "../../../server/b.ts";',
        ),
      ),
    ).toEqual([]);
  });

  it("catches lib or components importing a feature or a route, even for a type", () => {
    const source = [
      'import type { loader } from "../routes/site/site-layout";',
      'import { Badge } from "../../features/admin/admin-ui";',
      'import { cn } from "./cn";',
    ].join("\n");
    expect(findViolations(readImports("app/lib/x.ts", source))).toHaveLength(1);
    expect(findViolations(readImports("app/components/ui/x.tsx", source))).toHaveLength(1);
    expect(
      findViolations(
        readImports("app/routes/site/x.tsx", 'import { F } from "../../features/site/f";'),
      ),
    ).toEqual([]);
  });

  it("catches React Router in a server domain, not at the edge", () => {
    const source = [
      'import { data } from "react-router";',
      'import type { MetaDescriptor } from "react-router";',
      'import { createRequestHandler } from "@react-router/node";',
    ].join("\n");
    expect(findViolations(readImports("server/auth/x.ts", source))).toHaveLength(3);
    expect(findViolations(readImports("server/site/x.test.ts", source))).toHaveLength(3);
    expect(findViolations(readImports("server/http/x.ts", source))).toEqual([]);
    expect(findViolations(readImports("server/test/x.ts", source))).toEqual([]);
    expect(findViolations(readImports("server/app.ts", source))).toEqual([]);
  });

  it("catches an import cycle, through extensionless and index specifiers", () => {
    const files = new Set([
      "app/lib/a.ts",
      "app/features/b/index.ts",
      "app/routes/c.tsx",
      "app/d.ts",
    ]);
    const exists = (path: string) => files.has(path);
    const edges = [
      ...readImports("app/lib/a.ts", 'import type { B } from "../features/b";', exists),
      ...readImports("app/features/b/index.ts", 'import { c } from "../../routes/c";', exists),
      ...readImports("app/routes/c.tsx", 'export { a } from "../lib/a.ts";', exists),
      ...readImports("app/d.ts", 'import { a } from "./lib/a";', exists),
    ];
    expect(findCycles(edges)).toEqual([
      "app/features/b/index.ts -> app/routes/c.tsx -> app/lib/a.ts -> app/features/b/index.ts",
    ]);
    expect(findCycles(edges.slice(0, 2))).toEqual([]);
  });

  it("catches state put on a global object, not a mention of one", () => {
    const source = [
      "(globalThis as { __locale?: () => string }).__locale = () => store.getStore();",
      "window.__staffLocale = 'id';",
      'globalThis["cache"] ??= new Map();',
      "Object.assign(globalThis, { reader });",
      "const storage = globalThis.localStorage;",
      "if (window.location.hash === '#x') go();",
      "const fixture = `window.__reactRouterRouteModules = {};`;",
      "// globalThis.x = 1 is what this forbids",
    ].join("\n");
    expect(findGlobalWrites("x.ts", source).map((line) => line.split(":")[1])).toEqual([
      "1",
      "2",
      "3",
      "4",
    ]);
  });
});
