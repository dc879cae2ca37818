const COVER_PATTERN = /^(\/media\/covers\/[\w-]+)-(?:480|800|1200)\.(?:webp|avif)$/;
const WIDTHS = [480, 800, 1200] as const;

export function coverVariantBase(url: string | null | undefined): string | null {
  return url ? (COVER_PATTERN.exec(url)?.[1] ?? null) : null;
}

export function coverSrcSet(base: string, ext: "avif" | "webp") {
  return WIDTHS.map((width) => `${base}-${width}.${ext} ${width}w`).join(", ");
}

type CoverPictureProps = {
  src: string | null;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
};

/** A cover as <picture> with AVIF and WebP sizes; width and height keep the layout stable. */
export function CoverPicture({
  src,
  alt,
  sizes,
  className = "",
  priority = false,
}: CoverPictureProps) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={`bg-[radial-gradient(circle_at_20%_20%,#fdd12a,transparent_55%),linear-gradient(135deg,#f68724,#0f0f10)] ${className}`}
      />
    );
  }
  const base = coverVariantBase(src);
  const image = (url: string) => (
    <img
      src={url}
      alt={alt}
      width={1200}
      height={630}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
  if (!base) return image(src);
  return (
    <picture>
      <source type="image/avif" srcSet={coverSrcSet(base, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={coverSrcSet(base, "webp")} sizes={sizes} />
      {image(`${base}-1200.webp`)}
    </picture>
  );
}
