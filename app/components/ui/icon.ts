import { createElement, type ReactNode, type SVGProps } from "react";

type IconData = {
  name: string;
  aliases?: readonly string[];
  node: readonly (readonly [string, Record<string, string | number>])[];
};

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };

const labels = (props: object) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

/**
 * Draws one of lucide's icons (scripts/vite/lucide-icon-imports.ts hands each icon's data here)
 * with the <svg> lucide-react renders, without its runtime of contexts and attribute builders:
 * a kilobyte less on every page. An icon without a label or children is aria-hidden, as there.
 */
export function createIcon({ name, aliases = [], node }: IconData) {
  const classes = ["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)];
  function Icon({ size = 24, className, children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: [...classes, className].filter(Boolean).join(" "),
        ...(children || labels(props) ? {} : { "aria-hidden": "true" }),
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  Icon.displayName = name;
  return Icon;
}
