import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SCANNED = ["app", "server", "contracts"];

/** Every module specifier: static, type-only, re-exported, side-effect and dynamic imports. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.mock\s*\(\s*)["']([^"']+)["']/g;

type ImportEdge = { file: string; specifier: string; target: string };

function listSourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith(".") ? [] : listSourceFiles(path);
    return /\.(ts|tsx|mts|js|jsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Imports of one file, with relative specifiers resolved to a root-relative path. */
function readImports(file: string, source: string): ImportEdge[] {
  return [...source.matchAll(SPECIFIER)].map(([, specifier]) => ({
    file,
    specifier,
    target: specifier.startsWith(".")
      ? relative(ROOT, resolve(ROOT, dirname(file), specifier))
          .split(sep)
          .join("/")
      : specifier,
  }));
}

const area = (path: string) => path.split("/")[0];
const featureOf = (path: string) => /^app\/features\/([^/]+)\//.exec(path)?.[1];

/** The one-way rules of ARCHITECTURE.md's layout; returns what breaks them. */
function findViolations(edges: ImportEdge[]): string[] {
  return edges.flatMap(({ file, specifier, target }) => {
    const from = area(file);
    const to = area(target);
    const line = `${file} imports ${specifier}`;
    if (from === "server" && to === "app") return [`${line} (server must not import app)`];
    if (from === "contracts" && (to === "app" || to === "server")) {
      return [`${line} (contracts must import neither app nor server)`];
    }
    const fromFeature = featureOf(file);
    const toFeature = featureOf(target);
    if (fromFeature && toFeature && fromFeature !== toFeature) {
      return [`${line} (feature ${fromFeature} must not import feature ${toFeature})`];
    }
    return [];
  });
}

describe("import boundaries", () => {
  const edges = SCANNED.flatMap((dir) =>
    listSourceFiles(join(ROOT, dir)).flatMap((path) =>
      readImports(relative(ROOT, path).split(sep).join("/"), readFileSync(path, "utf8")),
    ),
  );

  it("reads the imports of app, server and contracts", () => {
    expect(edges.filter((edge) => edge.file.startsWith("server/")).length).toBeGreaterThan(300);
    expect(edges.filter((edge) => edge.file.startsWith("app/")).length).toBeGreaterThan(300);
    expect(edges.filter((edge) => edge.file.startsWith("contracts/")).length).toBeGreaterThan(10);
  });

  it("has no server -> app, contracts -> app/server or cross-feature import", () => {
    expect(findViolations(edges)).toEqual([]);
  });

  it("catches each kind of forbidden import, however it is written", () => {
    const source = [
      'import type { StaffUser } from "../../app/features/auth/auth-schema.ts";',
      'const page = await import("../../app/routes/site/home.tsx");',
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
});
