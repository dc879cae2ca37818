import { cx } from "#app/components/ui/cx.ts";
import { SitePicture } from "#app/components/ui/site-picture.tsx";
import type { TeamMember } from "#contracts/site-content.ts";

/**
 * A member's portrait (the same generated SVG wherever the member appears) with name and
 * position below, as the dark team sections show them.
 */
export function TeamMemberFigure({
  member,
  decorative = false,
  truncate = true,
  className,
}: {
  member: TeamMember;
  /** A copy for the marquee's loop: the portrait's alt is empty. */
  decorative?: boolean;
  /** Long names and positions end in an ellipsis on one line (narrow tiles). */
  truncate?: boolean;
  className?: string;
}) {
  const line = cx("block", truncate ? "truncate" : "break-words");
  return (
    <figure className={cx("rounded-2xl bg-white/5 p-3 ring-1 ring-white/10", className)}>
      <SitePicture
        image={member.img}
        alt={decorative ? "" : member.alt}
        sizes="(min-width: 640px) 192px, 160px"
        imgClassName="aspect-square w-full rounded-2xl bg-brand-yellow/40 object-cover"
      />
      <figcaption className="mt-3 px-1">
        <span className={cx(line, "text-sm font-extrabold")}>{member.name}</span>
        <span className={cx(line, "text-xs text-white/65")}>{member.position}</span>
      </figcaption>
    </figure>
  );
}
