import { createHash, randomBytes } from "node:crypto";
import { UID_PATTERN } from "#contracts/row-keys.ts";

export const createUid = () => randomBytes(9).toString("base64url");

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
