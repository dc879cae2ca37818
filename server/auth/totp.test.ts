import { describe, expect, it } from "vitest";
import {
  buildOtpauthUri,
  computeTotpCode,
  decodeBase32,
  encodeBase32,
  generateTotpSecret,
  matchTotpStep,
  totpStep,
} from "./totp.ts";

// RFC 6238 appendix B (SHA-1 key "12345678901234567890"), the last 6 of its 8 digits.
const RFC_SECRET = encodeBase32(Buffer.from("12345678901234567890"));
const VECTORS: [number, string][] = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
  [20000000000, "353130"],
];

describe("TOTP", () => {
  it("matches the RFC 6238 test vectors", () => {
    for (const [seconds, code] of VECTORS) {
      expect(computeTotpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(code);
    }
  });

  it("accepts the step before and after, nothing further, and says which step matched", () => {
    const now = new Date(1_700_000_000_000);
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchTotpStep(RFC_SECRET, computeTotpCode(RFC_SECRET, step + offset), now)).toBe(
        step + offset,
      );
    }
    for (const offset of [-2, 2]) {
      expect(matchTotpStep(RFC_SECRET, computeTotpCode(RFC_SECRET, step + offset), now)).toBeNull();
    }
    expect(matchTotpStep(RFC_SECRET, "12345", now)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, "abcdef", now)).toBeNull();
  });

  it("reads a typed key in any case, with spaces", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const typed = secret.toLowerCase().replace(/(.{4})/g, "$1 ");
    expect(decodeBase32(typed)).toEqual(decodeBase32(secret));
    expect(decodeBase32("not base32!")).toBeNull();
  });

  it("puts the key, issuer and parameters in the QR code's address", () => {
    const uri = new URL(
      buildOtpauthUri("JBSWY3DPEHPK3PXP", "ayu@projingga.test", "Projingga Studio"),
    );
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(uri.searchParams.get("issuer")).toBe("Projingga Studio");
    expect(uri.searchParams.get("period")).toBe("30");
  });
});
