import { cx } from "#app/components/admin/admin-ui.tsx";

const PALETTE = ["#FDD12A", "#F68724", "#FBE38A", "#F9B77A", "#E9E4D4"];

function initialsOf(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    (parts[0]?.[0] ?? "?") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

/** The employee's photo, or their initials on a brand-coloured disc chosen from the name. */
export function EmployeeAvatar({
  name,
  photo,
  size = "md",
}: {
  name: string;
  photo: string | null | undefined;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-20 text-2xl" : "size-9 text-xs";
  if (photo) {
    return (
      <img
        src={photo}
        alt=""
        loading="lazy"
        decoding="async"
        width={size === "lg" ? 80 : 36}
        height={size === "lg" ? 80 : 36}
        className={cx(box, "rounded-full bg-(--admin-surface-2) object-cover")}
      />
    );
  }
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (
    <span
      aria-hidden="true"
      style={{ backgroundColor: PALETTE[hash % PALETTE.length] }}
      className={cx(box, "inline-grid place-items-center rounded-full font-bold text-ink")}
    >
      {initialsOf(name)}
    </span>
  );
}
