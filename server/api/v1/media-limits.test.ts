import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, signedInAs, type TestContext } from "../../test/test-app.ts";

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await signedInAs(ctx, "admin")).cookie;
});
afterAll(() => ctx.close());

const upload = (bytes: Buffer, name: string) => {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), name);
  form.set("purpose", "photo");
  return ctx.app.request("/api/v1/media", { method: "POST", body: form, headers: { cookie } });
};

it("accepts an image over the 1 MB JSON limit and refuses a body over the 5 MB upload limit", async () => {
  const noisy = (width: number, height: number) =>
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
  const twoMb = await noisy(900, 800);
  expect(twoMb.length).toBeGreaterThan(2_000_000);
  const accepted = await upload(twoMb, "photo.png");
  expect(accepted.status).toBe(201);
  const sixMb = await noisy(1500, 1400);
  expect(sixMb.length).toBeGreaterThan(5_500_000);
  const refused = await upload(sixMb, "big.png");
  expect(refused.status).toBe(413);
  expect((await refused.json()).error.code).toBe("body_too_large");
});
