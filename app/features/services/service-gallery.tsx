import { ClientLogo } from "#app/components/client-logo.tsx";
import { Carousel } from "#app/components/ui/carousel.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { SitePicture } from "#app/components/ui/site-picture.tsx";
import { useMessages } from "#app/lib/messages.ts";
import type { ClientMark, Service } from "#contracts/site-content.ts";

const SIZES_FULL = "(min-width: 1200px) 1136px, 100vw";
const SIZES_GRID = "(min-width: 960px) 560px, 100vw";

function ServiceImage({
  image,
  sizes,
  className,
}: {
  image: Service["images"][number];
  sizes: string;
  className?: string;
}) {
  return (
    <SitePicture
      image={image}
      alt={image.alt}
      sizes={sizes}
      imgClassName={cx("h-auto w-full rounded-[var(--radius-card)] object-cover", className)}
    />
  );
}

/** The child content of a service page: carousel, grid, or the web-development layout. */
export function ServiceGallery({
  service,
  logos,
}: {
  service: Service;
  /** The client logos of the web layout. */
  logos: readonly ClientMark[];
}) {
  const t = useMessages().site;
  if (service.layout === "carousel") {
    return (
      <Carousel
        label={`${service.service}: ${t.services.gallery}`}
        texts={t.carousel}
        tone="dark"
        slides={service.images.map((image) => (
          <ServiceImage key={image.url} image={image} sizes={SIZES_FULL} />
        ))}
      />
    );
  }
  if (service.layout === "web") {
    return (
      <div className="flex flex-col gap-12">
        <div className="hidden md:block" data-testid="web-client-logos">
          <h3 className="mb-5 text-sm font-extrabold uppercase tracking-[0.2em] text-white/70">
            {t.services.clientsRow}
          </h3>
          <ul className="grid grid-cols-6 gap-4">
            {logos.map((client) => (
              <li
                key={client.slug}
                className="group flex h-24 items-center justify-center overflow-hidden rounded-2xl bg-white px-3"
              >
                <ClientLogo
                  client={client}
                  className="h-7 max-w-full transition-transform duration-300 motion-safe:group-hover:scale-110"
                />
              </li>
            ))}
          </ul>
        </div>
        <Carousel
          label={t.services.screenshots}
          texts={t.carousel}
          tone="dark"
          slides={service.images.map((image) => (
            <ServiceImage key={image.url} image={image} sizes={SIZES_FULL} />
          ))}
        />
      </div>
    );
  }
  const count = service.images.length;
  return (
    <ul
      className={cx(
        "grid gap-4 sm:gap-6",
        count === 3 ? "sm:grid-cols-2 md:grid-cols-3" : "sm:grid-cols-2",
      )}
      data-testid="service-images"
    >
      {service.images.map((image, index) => (
        <li
          key={image.url}
          className={cx(count === 3 && index === 0 && "sm:col-span-2 md:col-span-1")}
        >
          <ServiceImage
            image={image}
            sizes={
              count === 3 ? "(min-width: 960px) 380px, (min-width: 600px) 50vw, 100vw" : SIZES_GRID
            }
          />
        </li>
      ))}
    </ul>
  );
}
