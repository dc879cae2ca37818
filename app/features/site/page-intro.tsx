import { cx } from "#app/components/ui/cx.ts";
import { Highlight } from "#app/components/ui/section-heading.tsx";

export type PageIntroCopy = { eyebrow: string; title: string; highlight?: string; intro: string };

/** A page's opening on the dark band: eyebrow, the h1 (with its highlighted end) and intro. */
export function PageIntro({
  copy,
  titleClassName,
}: {
  copy: PageIntroCopy;
  titleClassName: string;
}) {
  return (
    <>
      <p className="text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow">
        {copy.eyebrow}
      </p>
      <h1 className={cx("mt-3 font-extrabold tracking-tight", titleClassName)}>
        {copy.title}
        {copy.highlight ? (
          <>
            {" "}
            <Highlight>{copy.highlight}</Highlight>
          </>
        ) : null}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-white/75">{copy.intro}</p>
    </>
  );
}
