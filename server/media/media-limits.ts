/** Phone photos run 4-12 MB (some 48 MP modes more); every upload is resized on the server. */
export const MAX_UPLOAD_MB = 15;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
/** Rejects decompression bombs (a small file that decodes to a huge bitmap); 48 MP phones pass. */
export const MAX_INPUT_PIXELS = 50_000_000;
