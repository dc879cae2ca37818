import { describe, expect, it } from "vitest";
import { readIconModules, rewriteIconImports, writeIconModule } from "./lucide-icon-imports.ts";

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
    expect(rewritten).toContain('import ArrowRight from "virtual:lucide-icon/arrow-right";');
    expect(rewritten).toContain('import Burger from "virtual:lucide-icon/menu";');
    expect(rewritten).toContain(
      'import { type LucideProps, createLucideIcon } from "lucide-react";',
    );
    expect(rewritten).toContain("use(ArrowRight, Burger);");
  });

  it("leaves files without icon imports untouched", () => {
    const code = 'import type { LucideProps } from "lucide-react";';
    expect(rewriteIconImports(code, modules)).toBe(code);
  });

  it("writes an icon module from lucide's data, drawn by the site's icon runtime", () => {
    const lucide = [
      "import createLucideIcon from '../createLucideIcon.mjs';",
      "",
      "const __iconData = {",
      '  name: "menu",',
      "  size: 24,",
      '  node: [["path", { d: "M4 5h16", key: "1tepv9" }]]',
      "};",
      "const Menu = createLucideIcon(__iconData);",
    ].join("\n");
    const written = writeIconModule("menu", lucide);
    expect(written).toMatch(/^import \{ createIcon \} from ".*app\/components\/ui\/icon\.ts";/);
    expect(written).toContain('node: [["path", { d: "M4 5h16", key: "1tepv9" }]]\n};');
    expect(written).toContain("export default /* @__PURE__ */ createIcon(__iconData);");
    expect(written).not.toContain("createLucideIcon");
  });

  it("re-exports an icon file that has no data of its own", () => {
    expect(
      writeIconModule("alarm-check", "export { default } from './alarm-clock-check.mjs';"),
    ).toBe('export { default } from "lucide-react/icons/alarm-check";');
  });
});
