import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ICON_PREFIX = "virtual:lucide-icon/";
/** The resolved id of an icon module (the \0 keeps other plugins off it). */
export const ICON_MODULE_ID = "\0lucide-icon:";
const ICON_RUNTIME = fileURLToPath(new URL("../../app/components/ui/icon.ts", import.meta.url));

const BARREL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g;

/** Each icon's export names (ArrowRight, ArrowRightIcon, LucideArrowRight) mapped to its module. */
export function readIconModules(barrelSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const match of barrelSource.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const name of match[1].matchAll(/default as (\w+)/g)) modules.set(name[1], match[2]);
  }
  return modules;
}

/**
 * Rewrites `import { Menu as Burger, type LucideProps } from "lucide-react"` to one import per
 * icon module. Through the barrel, every icon looks reachable from every page that imports one,
 * and the chunk grouping would put the staff area's icons into the public pages' chunk.
 */
export function rewriteIconImports(code: string, modules: Map<string, string>): string {
  return code.replace(BARREL_IMPORT, (whole, list: string) => {
    const rest: string[] = [];
    const direct: string[] = [];
    for (const raw of list
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const [name, alias = name] = raw.replace(/^type\s+/, "").split(/\s+as\s+/);
      const file = raw.startsWith("type ") ? undefined : modules.get(name);
      if (file) direct.push(`import ${alias} from "${ICON_PREFIX}${file}";`);
      else rest.push(raw);
    }
    if (direct.length === 0) return whole;
    const remaining = rest.length ? `import { ${rest.join(", ")} } from "lucide-react";` : "";
    return [...direct, remaining].join("\n");
  });
}

/**
 * An icon module: lucide's data for the icon, drawn by app/components/ui/icon.ts. An icon file
 * without its own data (an alias of another) is re-exported as lucide ships it.
 */
export function writeIconModule(file: string, lucideSource: string): string {
  const data = /^const __iconData = \{[\s\S]*?^\};$/m.exec(lucideSource)?.[0];
  if (!data) return `export { default } from "lucide-react/icons/${file}";`;
  return [
    `import { createIcon } from ${JSON.stringify(ICON_RUNTIME)};`,
    data,
    "export default /* @__PURE__ */ createIcon(__iconData);",
  ].join("\n");
}

export function lucideIconImports(): Plugin {
  let modules: Map<string, string> | undefined;
  const require = createRequire(import.meta.url);
  return {
    name: "projingga:lucide-icon-imports",
    enforce: "pre",
    resolveId(id) {
      return id.startsWith(ICON_PREFIX) ? ICON_MODULE_ID + id.slice(ICON_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(ICON_MODULE_ID)) return null;
      const file = id.slice(ICON_MODULE_ID.length);
      const source = require
        .resolve("lucide-react")
        .replace(/cjs[\\/]lucide-react\.js$/, `esm/icons/${file}.mjs`);
      return writeIconModule(file, readFileSync(source, "utf8"));
    },
    transform(code, id) {
      const file = id.split("?")[0];
      if (
        !/\.(tsx?|jsx?)$/.test(file) ||
        file.includes("node_modules") ||
        !code.includes("lucide-react")
      )
        return null;
      if (!modules) {
        const barrel = require
          .resolve("lucide-react")
          .replace(/cjs[\\/]lucide-react\.js$/, "esm/lucide-react.mjs");
        modules = readIconModules(readFileSync(barrel, "utf8"));
      }
      const rewritten = rewriteIconImports(code, modules);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
