import sharp from "sharp";

/** A plain PNG in the brand orange, as a staff member would upload one. */
export function createPng(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#f68724" } })
    .png()
    .toBuffer();
}

/** A form with `png` as its file field, as the media upload sends it. */
export function pngUploadForm(png: Buffer, fileName: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), fileName);
  return form;
}
