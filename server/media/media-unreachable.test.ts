import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer } from "#server/test/s3-test-server.ts";
import { createTestContext, type TestContext } from "#server/test/test-app.ts";

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let ctx: TestContext;

beforeAll(async () => {
  s3 = await startS3TestServer();
  ctx = await createTestContext(s3.env);
  // The bucket's server goes away: its port now refuses connections.
  await s3.close();
});
afterAll(async () => {
  await ctx?.close();
});

describe("media while the S3 endpoint refuses connections", () => {
  it("answers every /media file 503 with Retry-After: 30 and no-store, never a 500", async () => {
    const answers = await Promise.all(
      ["covers/a1b2c3-1600.webp", "inline/x9-800.avif", "covers/other-400.jpg"].flatMap((key) =>
        ["GET", "HEAD"].map((method) => ctx.app.request(`/media/${key}`, { method })),
      ),
    );
    for (const response of answers) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(await answers[0].text()).not.toMatch(/\bat .+:\d+:\d+|ECONNREFUSED/);
  });

  it("still answers 404 at once for what can never be a stored file", async () => {
    const response = await ctx.app.request("/media/a/b/c.webp");
    expect(response.status).toBe(404);
  });
});
