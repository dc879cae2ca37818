import { cx } from "./cx.ts";

export type ImageSource = {
  /** Base path without width and extension, e.g. /images/services/digital-ads/1 */
  base: string;
  widths: readonly number[];
  formats?: readonly ("avif" | "webp")[];
};

/** The srcset of one format for a base path: `{base}-{w}.{ext} {w}w`. */
export function buildSrcSet(base: string, widths: readonly number[], ext: string): string {
  return widths.map((width) => `${base}-${width}.${ext} ${width}w`).join(", ");
}

type Props = {
  source: ImageSource;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  className?: string;
  imgClassName?: string;
  priority?: boolean;
};

/** A responsive image in AVIF and WebP with its intrinsic size set (no layout shift). */
export function Picture({
  source,
  alt,
  width,
  height,
  sizes,
  className,
  imgClassName,
  priority,
}: Props) {
  const formats = source.formats ?? ["avif", "webp"];
  const largest = source.widths[source.widths.length - 1];
  const fallbackExt = formats.includes("webp") ? "webp" : formats[0];
  return (
    <picture className={cx("block", className)}>
      {formats.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          srcSet={buildSrcSet(source.base, source.widths, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={`${source.base}-${largest}.${fallbackExt}`}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
      />
    </picture>
  );
}
