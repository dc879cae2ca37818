import { describe, expect, it } from "vitest";
import { largestImageUrl, variantsOf } from "./site-image.ts";

describe("variantsOf", () => {
  it("reads the widths of uploads and shipped artwork from their address", () => {
    expect(variantsOf({ url: "/media/covers/uab-x1-1200.webp", width: 1200, height: 630 })).toEqual(
      { base: "/media/covers/uab-x1", widths: [480, 800, 1200] },
    );
    expect(variantsOf({ url: "/media/photos/u1-512.webp", width: 512, height: 512 })).toEqual({
      base: "/media/photos/u1",
      widths: [256, 512],
    });
    expect(
      variantsOf({ url: "/images/services/kol-management/3", width: 1200, height: 800 }),
    ).toEqual({ base: "/images/services/kol-management/3", widths: [640, 1200] });
  });

  it("shows any other image as one file", () => {
    const svg = { url: "/images/team/raka-pradipta.svg", width: 256, height: 256 };
    expect(variantsOf(svg)).toBeNull();
    expect(largestImageUrl(svg)).toBe(svg.url);
    expect(
      largestImageUrl({ url: "/images/services/web-development/1", width: 1, height: 1 }),
    ).toBe("/images/services/web-development/1-1200.webp");
  });
});
