import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { combineCrc32, crc32ShiftFor } from "./crc32-combine.ts";

describe("combineCrc32", () => {
  it("gives zlib's CRC of the concatenation for parts of many lengths", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 1],
      [5, 24],
      [1000, 3],
      [65_537, 24],
      [3, 200_000],
    ]) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      const combined = combineCrc32(crc32(first), crc32(second), crc32ShiftFor(b));
      expect(combined).toBe(crc32(Buffer.concat([first, second])));
    }
  });

  it("chains over a page split around several nonces", () => {
    const parts = [randomBytes(7_000), randomBytes(300), randomBytes(0), randomBytes(12_345)];
    const nonce = Buffer.from("n0nceN0nceN0nceN0nce==");
    let crc = crc32(parts[0]);
    for (const part of parts.slice(1)) {
      crc = combineCrc32(crc, crc32(nonce), crc32ShiftFor(nonce.length));
      crc = combineCrc32(crc, crc32(part), crc32ShiftFor(part.length));
    }
    const whole = Buffer.concat(parts.flatMap((part, index) => (index ? [nonce, part] : [part])));
    expect(crc).toBe(crc32(whole));
  });
});
