import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cx } from "./cx.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "dark" | "outline-light";
export type ButtonSize = "sm" | "md" | "lg";

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    "bg-brand-yellow text-ink hover:bg-[#ffdb4d] active:bg-[#f2c40f] shadow-[0_8px_24px_-12px_rgba(246,135,36,0.8)]",
  secondary: "bg-white text-ink ring-1 ring-ink/15 hover:ring-ink/40 hover:bg-paper",
  ghost: "bg-transparent text-ink hover:bg-ink/5",
  dark: "bg-ink text-white hover:bg-ink-soft",
  "outline-light":
    "bg-transparent text-white ring-1 ring-white/40 hover:ring-white hover:bg-white/10",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-[0.95rem]",
  lg: "h-13 px-7 text-base",
};

/** Class names of a button, for elements that are not <button> (links, summary). */
export function buttonClass(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
) {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-full font-bold tracking-tight whitespace-nowrap",
    "transition-[background-color,box-shadow,color,transform] duration-200 motion-safe:active:scale-[0.98]",
    "disabled:cursor-not-allowed disabled:opacity-50",
    VARIANTS[options.variant ?? "primary"],
    SIZES[options.size ?? "md"],
    options.className,
  );
}

type Variant = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & Variant) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** An in-app link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & Variant) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}

/** A plain <a> that looks like a button: external links and server redirects. */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: ComponentProps<"a"> & Variant) {
  return <a className={buttonClass({ variant, size, className })} {...props} />;
}
