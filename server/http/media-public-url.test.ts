import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { setupTestContext } from "#server/test/test-app.ts";
import { pointMediaAt } from "./media-public-url.ts";

describe("pointMediaAt", () => {
  const cdn = "https://cdn.example.com";

  it("points image addresses, srcsets and preloads at the CDN", () => {
    const html =
      '<link rel="preload" as="image" imagesrcset="/media/covers/a-480.avif 480w, /media/covers/a-800.avif 800w" href="/media/covers/a-1200.webp">' +
      '<picture><source srcset="/media/covers/a-480.webp 480w,/media/covers/a-1200.webp 1200w"><img src="/media/covers/a-1200.webp" alt="A /media/ path in words"></picture>';
    const out = pointMediaAt(html, cdn);
    expect(out).toContain(
      `imagesrcset="${cdn}/media/covers/a-480.avif 480w, ${cdn}/media/covers/a-800.avif 800w"`,
    );
    expect(out).toContain(`href="${cdn}/media/covers/a-1200.webp"`);
    expect(out).toContain(
      `srcset="${cdn}/media/covers/a-480.webp 480w,${cdn}/media/covers/a-1200.webp 1200w"`,
    );
    expect(out).toContain(`src="${cdn}/media/covers/a-1200.webp"`);
    // Text is not an address.
    expect(out).toContain('alt="A /media/ path in words"');
  });

  it("leaves other addresses alone", () => {
    const html =
      '<a href="/blog/media/x">x</a><img src="/images/a.webp"><img src="https://x.test/media/a.webp">';
    expect(pointMediaAt(html, cdn)).toBe(html);
  });
});

describe("media behind a CDN", () => {
  const ctx = setupTestContext({ MEDIA_PUBLIC_URL: "https://cdn.example.com" });

  it("lets the CDN's pages use the variants cross-origin, typed and cached for good", async () => {
    const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .webp()
      .toBuffer();
    await ctx.services.media.put("covers/cdn-test-480.webp", webp);
    const response = await ctx.app.request("/media/covers/cdn-test-480.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
