/** Phone photos are often 8-12 MB; the server resizes them to 256 and 512 px squares. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];
