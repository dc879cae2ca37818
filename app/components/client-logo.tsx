import type { ClientLogoStyle, ClientMark } from "#contracts/site-content.ts";
import { cx } from "./ui/cx.ts";

function Mark({
  shape,
  color,
  accent,
}: {
  shape: ClientLogoStyle["shape"];
  color: string;
  accent: string;
}) {
  switch (shape) {
    case "circle":
      return (
        <>
          <circle cx="18" cy="20" r="14" fill={color} />
          <circle cx="24" cy="14" r="6" fill={accent} />
        </>
      );
    case "square":
      return (
        <>
          <rect x="4" y="6" width="28" height="28" rx="6" fill={color} />
          <path d="M10 26 18 14l8 12Z" fill={accent} />
        </>
      );
    case "leaf":
      return (
        <path
          d="M6 32C6 16 16 6 32 6c0 16-10 26-26 26Z M10 28 26 12"
          fill={color}
          stroke={accent}
          strokeWidth="3"
        />
      );
    case "bolt":
      return (
        <path
          d="M20 4 6 22h10l-2 14 16-20H20l2-12Z"
          fill={color}
          stroke={accent}
          strokeWidth="2"
          strokeLinejoin="round"
        />
      );
    case "wave":
      return (
        <>
          <path
            d="M4 16c5-6 9-6 14 0s9 6 14 0"
            fill="none"
            stroke={color}
            strokeWidth="5"
            strokeLinecap="round"
          />
          <path
            d="M4 27c5-6 9-6 14 0s9 6 14 0"
            fill="none"
            stroke={accent}
            strokeWidth="5"
            strokeLinecap="round"
          />
        </>
      );
    default:
      return (
        <>
          <path d="M18 4 32 20 18 36 4 20Z" fill={color} />
          <path d="M18 12 25 20 18 28 11 20Z" fill={accent} />
        </>
      );
  }
}

/** A generated word-mark for a fictional client: a small mark and the name. */
export function ClientLogo({
  client,
  className,
  mono = false,
}: {
  client: ClientMark;
  className?: string;
  mono?: boolean;
}) {
  const { logo } = client;
  if (client.logoImage && !mono) {
    return (
      <img
        src={client.logoImage.url}
        alt={client.name}
        width={client.logoImage.width}
        height={client.logoImage.height}
        loading="lazy"
        decoding="async"
        className={cx("h-10 w-auto object-contain", className)}
      />
    );
  }
  const label = logo.uppercase ? client.name.toUpperCase() : client.name;
  const width = 48 + label.length * 13.5;
  return (
    <svg
      role="img"
      aria-label={client.name}
      viewBox={`0 0 ${width} 40`}
      overflow="visible"
      className={cx("h-10 w-auto", className)}
    >
      <Mark
        shape={logo.shape}
        color={mono ? "currentColor" : logo.color}
        accent={mono ? "currentColor" : logo.accent}
      />
      <text
        x="42"
        y="27"
        fontFamily="Plus Jakarta Sans, sans-serif"
        fontSize="21"
        fontWeight={logo.weight}
        letterSpacing={logo.tracking}
        fill={mono ? "currentColor" : logo.color}
      >
        {label}
      </text>
    </svg>
  );
}
