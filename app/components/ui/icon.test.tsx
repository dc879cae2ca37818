import { ArrowRight, Menu } from "lucide-react";
// @ts-expect-error: lucide ships no types for its per-icon files
import { __iconData as arrowRightData } from "lucide-react/icons/arrow-right";
// @ts-expect-error: lucide ships no types for its per-icon files
import { __iconData as menuData } from "lucide-react/icons/menu";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createIcon } from "./icon.ts";

const OwnArrowRight = createIcon(arrowRightData);
const OwnMenu = createIcon(menuData);

describe("createIcon", () => {
  it.each([
    ["a decorative icon", {}],
    ["an icon with classes", { className: "size-4 text-brand-yellow" }],
    ["a labelled icon", { "aria-label": "Next", role: "img" }],
    ["an icon of another size and stroke", { size: 16, strokeWidth: 3 }],
  ])("draws %s as lucide-react does", (_, props) => {
    expect(renderToStaticMarkup(createElement(OwnArrowRight, props))).toBe(
      renderToStaticMarkup(createElement(ArrowRight, props)),
    );
    expect(renderToStaticMarkup(createElement(OwnMenu, props))).toBe(
      renderToStaticMarkup(createElement(Menu, props)),
    );
  });
});
