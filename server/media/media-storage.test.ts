import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3TestServer } from "#server/test/s3-test-server.ts";
import {
  contentTypeOf,
  createLocalStorage,
  createS3Storage,
  isMediaKey,
  type MediaStorage,
} from "./media-storage.ts";

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3?.close());

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each([
  ["local", () => createLocalStorage(mkdtempSync(join(tmpdir(), "projingga-media-")))],
  ["s3", () => createS3Storage({ ...s3.env, S3_REGION: "us-east-1" })],
])("the %s media store", (_kind, create) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = create();
  });

  it("answers its health check", async () => {
    expect(await storage.check()).toBeNull();
  });

  it("stores, reads, lists and removes variants by key", async () => {
    await storage.put("covers/u1-abc-480.webp", bytes("small"));
    await storage.put("covers/u1-abc-1200.webp", bytes("large"));
    expect(
      new TextDecoder().decode((await storage.get("covers/u1-abc-480.webp")) ?? undefined),
    ).toBe("small");
    expect(await storage.list()).toEqual(
      expect.arrayContaining(["covers/u1-abc-1200.webp", "covers/u1-abc-480.webp"]),
    );
    await storage.remove(["covers/u1-abc-480.webp"]);
    expect(await storage.get("covers/u1-abc-480.webp")).toBeNull();
    expect(await storage.get("covers/u1-abc-1200.webp")).not.toBeNull();
  });

  it("never reads or writes outside the stored variants", async () => {
    expect(await storage.get("../session-secret")).toBeNull();
    expect(await storage.get("covers/../../x.webp")).toBeNull();
    await expect(storage.put("../escape.webp", bytes("x"))).rejects.toThrow(/Not a media key/);
    await expect(storage.put("covers/page.html", bytes("x"))).rejects.toThrow(/Not a media key/);
  });
});

describe("media keys", () => {
  it("accept one folder and an image name only", () => {
    expect(isMediaKey("photos/u1-x_y-512.avif")).toBe(true);
    for (const key of ["x.webp", "a/b/c.webp", "covers/.webp", "covers/a.svg", "covers/a b.webp"]) {
      expect(isMediaKey(key)).toBe(false);
    }
    expect(contentTypeOf("covers/a.avif")).toBe("image/avif");
    expect(contentTypeOf("covers/a.JPG")).toBe("image/jpeg");
  });
});

describe("an unreachable bucket", () => {
  it("is one line from the health check and a clear error from a put, never a hang", async () => {
    const storage = createS3Storage({
      S3_BUCKET: "nowhere",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(await storage.check()).toMatch(
      /^bucket nowhere at http:\/\/127\.0\.0\.1:9 is not reachable/,
    );
    await expect(storage.put("covers/a.webp", bytes("x"))).rejects.toThrow(
      /Could not store covers\/a\.webp/,
    );
  });

  it("a missing bucket on a live server is named", async () => {
    const storage = createS3Storage({
      ...s3.env,
      S3_BUCKET: "missing-bucket",
      S3_REGION: "us-east-1",
    });
    expect(await storage.check()).toMatch(/bucket missing-bucket .* not reachable: HTTP 404/);
  });
});

it("the local store leaves no temporary file behind", async () => {
  const root = mkdtempSync(join(tmpdir(), "projingga-media-"));
  const storage = createLocalStorage(root);
  await Promise.all(
    Array.from({ length: 20 }, (_, i) => storage.put(`inline/same.webp`, bytes(`v${i}`))),
  );
  expect(readdirSync(join(root, "inline"))).toEqual(["same.webp"]);
});
