import type { TeamMember } from "../../../content/team";
import { cx } from "../../components/ui/cx";

/** The member's portrait: the same generated SVG wherever the member appears. */
export function TeamPortrait({
  member,
  className,
  decorative = false,
}: {
  member: TeamMember;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <img
      src={member.img.url}
      width={member.img.width}
      height={member.img.height}
      alt={decorative ? "" : member.name}
      loading="lazy"
      decoding="async"
      className={cx("rounded-2xl bg-brand-yellow/40 object-cover", className)}
    />
  );
}
