import { describe, expect, it } from "vitest";
import { readIconModules, rewriteIconImports } from "./lucide-icon-imports.ts";

const barrel = [
  "export { default as ArrowRight, default as ArrowRightIcon, default as LucideArrowRight } from './icons/arrow-right.mjs';",
  "export { default as LucideMenu, default as Menu, default as MenuIcon } from './icons/menu.mjs';",
  "export { default as createLucideIcon } from './createLucideIcon.mjs';",
].join("\n");

describe("lucide icon imports", () => {
  const modules = readIconModules(barrel);

  it("maps every export name of an icon to its module", () => {
    expect(modules.get("ArrowRight")).toBe("arrow-right");
    expect(modules.get("LucideMenu")).toBe("menu");
    expect(modules.get("MenuIcon")).toBe("menu");
    expect(modules.has("createLucideIcon")).toBe(false);
  });

  it("imports each icon from its own module, keeping aliases, types and non-icons", () => {
    const code = `import {\n  ArrowRight,\n  Menu as Burger,\n  type LucideProps,\n  createLucideIcon,\n} from "lucide-react";\nuse(ArrowRight, Burger);`;
    const rewritten = rewriteIconImports(code, modules);
    expect(rewritten).toContain('import ArrowRight from "lucide-react/icons/arrow-right";');
    expect(rewritten).toContain('import Burger from "lucide-react/icons/menu";');
    expect(rewritten).toContain(
      'import { type LucideProps, createLucideIcon } from "lucide-react";',
    );
    expect(rewritten).toContain("use(ArrowRight, Burger);");
  });

  it("leaves files without icon imports untouched", () => {
    const code = 'import type { LucideProps } from "lucide-react";';
    expect(rewriteIconImports(code, modules)).toBe(code);
  });
});
