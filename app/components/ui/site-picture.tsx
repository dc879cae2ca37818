import type { SiteImage } from "#contracts/site-content.ts";
import { variantsOf } from "#contracts/site-image.ts";
import { cx } from "./cx.ts";
import { Picture } from "./picture.tsx";

type Props = {
  image: SiteImage;
  alt: string;
  sizes: string;
  className?: string;
  imgClassName?: string;
  priority?: boolean;
};

/** A stored image of the site: its AVIF and WebP widths when it has them, else the one file. */
export function SitePicture({ image, alt, sizes, className, imgClassName, priority }: Props) {
  const variants = variantsOf(image);
  if (variants) {
    return (
      <Picture
        source={variants}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        className={className}
        imgClassName={imgClassName}
        priority={priority}
      />
    );
  }
  return (
    <img
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className={cx(className, imgClassName)}
    />
  );
}
