import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Seals short secrets kept in the database (authenticator keys) with AES-256-GCM under a key
 * from the environment, so a copy of the database alone reveals none of them. Sealed text is
 * `v1.<key id>.<iv>.<ciphertext>.<tag>`: the key id (a hash prefix of the key) says which
 * key sealed it, so a value sealed under a previous key is read and can be sealed again.
 */
export type SecretBox = {
  /** `context` is bound to the value (GCM's associated data): a value moved to another row fails to open. */
  seal: (plain: string, context: string) => string;
  /** Null when no key of the box reads it (or it was never sealed); `stale`: sealed under a previous key. */
  open: (sealed: string, context: string) => { plain: string; stale: boolean } | null;
};

const VERSION = "v1";
const IV_BYTES = 12;

/** 32 bytes as 64 hex characters (`openssl rand -hex 32`) or as base64/base64url; null otherwise. */
export function parseSecretsKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : null;
}

const keyIdOf = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

export const isSealed = (value: string) => value.startsWith(`${VERSION}.`);

/** `previous`: the keys values may still be sealed under, comma-separated (rotation). */
export function createSecretBox(current: string, previous = ""): SecretBox {
  const parse = (text: string) => {
    const key = parseSecretsKey(text);
    if (!key) throw new Error("A secrets key must be 32 bytes, as 64 hex characters or base64");
    return key;
  };
  const currentKey = parse(current);
  const currentId = keyIdOf(currentKey);
  const keys = new Map<string, Buffer>([[currentId, currentKey]]);
  for (const text of previous.split(",").filter((part) => part.trim() !== "")) {
    const key = parse(text);
    if (!keys.has(keyIdOf(key))) keys.set(keyIdOf(key), key);
  }
  return {
    seal: (plain, context) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", currentKey, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, currentId, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open: (sealed, context) => {
      const [version, keyId, iv, body, tag, ...rest] = sealed.split(".");
      const key = keys.get(keyId ?? "");
      if (version !== VERSION || !key || tag === undefined || rest.length > 0) return null;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, "base64url")),
          decipher.final(),
        ]).toString("utf8");
        return { plain, stale: keyId !== currentId };
      } catch {
        return null;
      }
    },
  };
}
