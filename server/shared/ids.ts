import { createHash, randomBytes } from "node:crypto";

export const createUid = () => randomBytes(9).toString("base64url");

/** The shape of every article and category uid: anything else names no row, without a query. */
export const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const isUid = (value: string) => UID_PATTERN.test(value);

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}
