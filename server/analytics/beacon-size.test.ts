import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

describe("the visit beacon script", () => {
  const source = readFileSync(join(import.meta.dirname, "../../public/beacon.js"));

  it("adds at most 1 KB of gzip JavaScript to a public page", () => {
    expect(gzipSync(source, { level: 9 }).byteLength).toBeLessThanOrEqual(1024);
  });

  it("sets no cookie, keeps no id and talks to this site only", () => {
    const text = source.toString();
    expect(text).not.toMatch(/cookie|localStorage|sessionStorage|indexedDB/i);
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).toContain('sendBeacon("/api/v1/beacon"');
  });
});
