import { useId } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useMessages } from "#app/lib/messages.ts";

/** The word-mark: a sun-orange disc (jingga) and the name. */
export function Logo({
  tone = "dark",
  className,
}: {
  tone?: "light" | "dark";
  className?: string;
}) {
  const { common } = useMessages();
  // The header, the footer and the mobile menu each draw the logo: one gradient id apiece.
  const gradient = `${useId()}logo-sun`;
  return (
    <span
      className={cx("inline-flex items-center gap-2.5 font-extrabold tracking-tight", className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#FDD12A" />
            <stop offset="1" stopColor="#F68724" />
          </linearGradient>
        </defs>
        <circle cx="16" cy="16" r="15" fill={`url(#${gradient})`} />
        <path
          d="M11 23V9h6.2a4.6 4.6 0 0 1 0 9.2H11"
          fill="none"
          stroke="#0F0F10"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={cx("text-xl", tone === "dark" ? "text-white" : "text-ink")}>
        {common.brandName}
      </span>
    </span>
  );
}
