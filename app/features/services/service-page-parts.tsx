import { Check } from "lucide-react";
import { Highlight } from "#app/components/ui/section-heading.tsx";
import { SitePicture } from "#app/components/ui/site-picture.tsx";
import type { Service } from "#contracts/site-content.ts";

/**
 * The parts of a service page that staff edit, shared by the public page and the staff
 * screen's preview so that both show the same thing.
 */

/** The name above the title, the title in white with its yellow highlight, the description. */
export function ServiceHeading({
  service,
}: {
  service: Pick<Service, "service" | "title" | "highlight" | "description">;
}) {
  return (
    <>
      <p className="text-xs font-extrabold uppercase tracking-[0.2em] text-brand-yellow">
        {service.service}
      </p>
      <h1
        className="mt-3 max-w-4xl text-4xl leading-[1.05] font-extrabold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl"
        data-testid="service-title"
      >
        {service.title} <Highlight>{service.highlight}</Highlight>
      </h1>
      {service.description ? (
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-white/75">
          {service.description}
        </p>
      ) : null}
    </>
  );
}

/** What the service gives, one card per point. */
export function ServicePoints({ points }: { points: readonly string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {points.map((point, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: stateless items; two may read the same while staff type them
          key={`${index}-${point}`}
          className="flex items-start gap-3 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10"
        >
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-yellow" />
          <span className="font-semibold">{point}</span>
        </li>
      ))}
    </ul>
  );
}

const WORK_SIZES = "(min-width: 960px) 380px, (min-width: 600px) 50vw, 100vw";

/** The "Our work" list: each project's image with its caption in the page's language. */
export function ServiceWork({ work }: { work: Service["work"] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 md:grid-cols-3" data-testid="service-work">
      {work.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stateless items; one image may show twice
        <li key={`${index}-${item.url}`}>
          <figure className="flex h-full flex-col gap-3">
            {/* The caption says what the project is: the image adds nothing to read out. */}
            <SitePicture
              image={item}
              alt=""
              sizes={WORK_SIZES}
              imgClassName="aspect-[3/2] h-auto w-full rounded-[var(--radius-card)] object-cover"
            />
            <figcaption className="font-semibold leading-snug text-white/85">
              {item.caption}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
