import type { ImageSource } from "../../components/ui/picture";

export const SERVICE_IMAGE_WIDTHS = [640, 1200] as const;

export const serviceImageSource = (src: string): ImageSource => ({
  base: src,
  widths: SERVICE_IMAGE_WIDTHS,
});
