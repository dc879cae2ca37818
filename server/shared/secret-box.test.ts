import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox, isSealed, parseSecretsKey } from "./secret-box.ts";

const newKey = () => randomBytes(32).toString("hex");

describe("secret box", () => {
  it("seals a secret into text that does not contain it, and opens it again", () => {
    const box = createSecretBox(newKey());
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "staff_totp:1");
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(box.open(sealed, "staff_totp:1")).toEqual({ plain: "JBSWY3DPEHPK3PXP", stale: false });
  });

  it("uses a fresh IV for each seal", () => {
    const box = createSecretBox(newKey());
    expect(box.seal("same", "c")).not.toBe(box.seal("same", "c"));
  });

  it("refuses a value moved to another context, altered, or sealed under an unknown key", () => {
    const box = createSecretBox(newKey());
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "staff_totp:1");
    expect(box.open(sealed, "staff_totp:2")).toBeNull();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3], "base64url");
    body[0] ^= 1;
    parts[3] = body.toString("base64url");
    expect(box.open(parts.join("."), "staff_totp:1")).toBeNull();
    expect(createSecretBox(newKey()).open(sealed, "staff_totp:1")).toBeNull();
    expect(box.open("JBSWY3DPEHPK3PXP", "staff_totp:1")).toBeNull();
    expect(box.open("v1.x.y", "staff_totp:1")).toBeNull();
    expect(box.open(`${sealed}.extra`, "staff_totp:1")).toBeNull();
  });

  it("opens values sealed under a previous key, marked stale, and seals under the current one", () => {
    const oldKey = newKey();
    const sealedOld = createSecretBox(oldKey).seal("secret", "c");
    const rotated = createSecretBox(newKey(), ` ${newKey()}, ${oldKey} `);
    expect(rotated.open(sealedOld, "c")).toEqual({ plain: "secret", stale: true });
    const resealed = rotated.seal("secret", "c");
    expect(rotated.open(resealed, "c")).toEqual({ plain: "secret", stale: false });
    expect(createSecretBox(oldKey).open(resealed, "c")).toBeNull();
  });

  it("reads a key as 64 hex characters or base64, and nothing shorter", () => {
    const bytes = randomBytes(32);
    expect(parseSecretsKey(bytes.toString("hex"))).toEqual(bytes);
    expect(parseSecretsKey(bytes.toString("base64"))).toEqual(bytes);
    expect(parseSecretsKey(bytes.toString("base64url"))).toEqual(bytes);
    expect(parseSecretsKey(randomBytes(16).toString("hex"))).toBeNull();
    expect(parseSecretsKey("correct horse battery staple, thirty-two+")).toBeNull();
    expect(() => createSecretBox("short")).toThrow(/32 bytes/);
  });
});
