import type { ReactNode } from "react";
import { cx } from "./cx.ts";

type Props = {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  as?: "h1" | "h2";
  id?: string;
  tone?: "light" | "dark";
  align?: "left" | "center";
  className?: string;
};

/** Eyebrow, large heading and an optional intro: the opening of every section. */
export function SectionHeading({
  eyebrow,
  title,
  intro,
  as: Heading = "h2",
  id,
  tone = "light",
  align = "left",
  className,
}: Props) {
  const dark = tone === "dark";
  return (
    <div className={cx("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p
          className={cx(
            "mb-3 inline-flex items-center gap-2 text-xs font-extrabold uppercase tracking-[0.2em]",
            dark ? "text-brand-yellow" : "text-[#8a4300]",
          )}
        >
          <span aria-hidden="true" className="h-0.5 w-6 rounded bg-current" />
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cx(
          "text-balance font-extrabold tracking-tight",
          Heading === "h1"
            ? "text-4xl sm:text-5xl md:text-6xl"
            : "text-3xl sm:text-4xl md:text-5xl",
          dark ? "text-white" : "text-ink",
        )}
      >
        {title}
      </Heading>
      {intro ? (
        <p className={cx("mt-4 text-lg leading-relaxed", dark ? "text-white/75" : "text-muted")}>
          {intro}
        </p>
      ) : null}
    </div>
  );
}

/** The yellow highlighted part of a heading. */
export function Highlight({
  children,
  tone = "dark",
}: {
  children: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <span
      className={cx(
        tone === "dark"
          ? "text-brand-yellow"
          : "bg-[linear-gradient(transparent_62%,#FDD12A_62%)] px-1 [box-decoration-break:clone]",
      )}
    >
      {children}
    </span>
  );
}
