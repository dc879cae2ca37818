import { useEffect, useRef } from "react";
import type { TeamMember } from "../../../content/team";
import { cx } from "../../components/ui/cx";
import { useReducedMotion } from "../../components/ui/use-reduced-motion";
import { TeamPortrait } from "./team-portrait";

/** Spec section 9: left-moving rows 1 px per frame, right-moving rows 0.5 px per frame. */
export const MARQUEE_SPEED = { left: 1, right: 0.5 } as const;

function MemberTile({ member, duplicate }: { member: TeamMember; duplicate?: boolean }) {
  return (
    <li
      className="w-40 shrink-0 sm:w-48"
      aria-hidden={duplicate ? true : undefined}
      data-member={duplicate ? undefined : member.name}
      data-duplicate={duplicate ? "true" : undefined}
    >
      <figure className="rounded-2xl bg-white/5 p-3 ring-1 ring-white/10">
        <TeamPortrait member={member} decorative={duplicate} className="aspect-square w-full" />
        <figcaption className="mt-3 px-1">
          <span className="block truncate text-sm font-extrabold text-white">{member.name}</span>
          <span className="block truncate text-xs text-white/65">{member.position}</span>
        </figcaption>
      </figure>
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
  const trackRef = useRef<HTMLUListElement>(null);
  const pausedRef = useRef(false);
  const reduced = useReducedMotion();

  useEffect(() => {
    const track = trackRef.current;
    if (!track || reduced) {
      if (track) track.style.transform = "";
      return;
    }
    let frame = 0;
    let offset = 0;
    let initialised = false;
    const step = () => {
      const setWidth = track.scrollWidth / 2;
      if (setWidth > 0) {
        if (!initialised) {
          offset = direction === "right" ? -setWidth : 0;
          initialised = true;
        }
        if (!pausedRef.current) {
          offset += direction === "left" ? -MARQUEE_SPEED.left : MARQUEE_SPEED.right;
          if (direction === "left" && offset <= -setWidth) offset += setWidth;
          if (direction === "right" && offset >= 0) offset -= setWidth;
        }
        track.style.transform = `translate3d(${offset}px,0,0)`;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [direction, reduced]);

  const pause = () => {
    pausedRef.current = true;
  };
  const resume = () => {
    pausedRef.current = false;
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of one marquee row
    <div
      className={cx("group/row", reduced ? "overflow-x-auto" : "overflow-hidden")}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      data-marquee-row={direction}
      tabIndex={reduced ? 0 : undefined}
      role="group"
      aria-label={label}
    >
      <ul ref={trackRef} className="flex w-max gap-4 py-2 will-change-transform">
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
