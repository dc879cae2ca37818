import type { CSSProperties } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useReducedMotion } from "#app/components/ui/use-reduced-motion.ts";
import type { TeamMember } from "#contracts/site-content.ts";
import { TeamMemberFigure } from "./team-portrait.tsx";
import "./team-marquee.css";

function MemberTile({ member, duplicate }: { member: TeamMember; duplicate?: boolean }) {
  return (
    <li
      className="w-40 shrink-0 sm:w-48"
      aria-hidden={duplicate ? true : undefined}
      data-member={duplicate ? undefined : member.name}
      data-duplicate={duplicate ? "true" : undefined}
    >
      <TeamMemberFigure member={member} decorative={duplicate} />
    </li>
  );
}

function MarqueeRow({
  members,
  direction,
  label,
}: {
  members: readonly TeamMember[];
  direction: "left" | "right";
  label: string;
}) {
  // Under reduced motion the row does not move: no copies, and it scrolls by hand instead.
  const reduced = useReducedMotion();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of one marquee row
    <div
      className={cx("marquee-row", reduced ? "overflow-x-auto" : "overflow-hidden")}
      data-marquee-row={direction}
      tabIndex={reduced ? 0 : undefined}
      role="group"
      aria-label={label}
    >
      <ul
        className="marquee-track flex w-max gap-4 py-2"
        data-direction={direction}
        style={{ "--marquee-count": members.length } as CSSProperties}
      >
        {members.map((member) => (
          <MemberTile key={member.name} member={member} />
        ))}
        {reduced
          ? null
          : members.map((member) => (
              <MemberTile key={`${member.name}-copy`} member={member} duplicate />
            ))}
      </ul>
    </div>
  );
}

/** 'All': auto-scrolling rows alternating left and right, paused on hover and focus. */
export function TeamMarquee({
  rows,
  className,
  rowLabel,
}: {
  rows: readonly (readonly TeamMember[])[];
  className?: string;
  rowLabel: (index: number) => string;
}) {
  return (
    <div className={cx("flex flex-col gap-4", className)}>
      {rows.map((members, index) => (
        <MarqueeRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed
          key={index}
          members={members}
          direction={index % 2 === 0 ? "left" : "right"}
          label={rowLabel(index + 1)}
        />
      ))}
    </div>
  );
}
