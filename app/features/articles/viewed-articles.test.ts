import { beforeEach, describe, expect, it, vi } from "vitest";
import { readViewedArticles, recordViewOnce, VIEWED_ARTICLES_KEY } from "./viewed-articles.ts";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let storage: Storage;
beforeEach(() => {
  storage = new MemoryStorage() as unknown as Storage;
});

describe("recordViewOnce", () => {
  it("posts once, stores the id on a 200 and reads the new count from the body", async () => {
    const fetcher = vi.fn(async () => Response.json({ data: { views: 1234 } }, { status: 200 }));
    expect(await recordViewOnce("abc", storage, fetcher)).toEqual({
      status: "recorded",
      views: 1234,
    });
    expect(fetcher).toHaveBeenCalledWith(
      "/api/v1/article/abc/views",
      expect.objectContaining({ method: "POST" }),
    );
    expect(readViewedArticles(storage)).toEqual(["abc"]);
    expect(await recordViewOnce("abc", storage, fetcher)).toEqual({ status: "skipped" });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("does not store the id when the answer is not 200 or the call fails", async () => {
    const failed = { status: "failed" };
    expect(
      await recordViewOnce("a", storage, async () => new Response("", { status: 500 })),
    ).toEqual(failed);
    expect(
      await recordViewOnce("a", storage, async () => new Response("", { status: 201 })),
    ).toEqual(failed);
    expect(
      await recordViewOnce("a", storage, async () => {
        throw new TypeError("offline");
      }),
    ).toEqual(failed);
    expect(readViewedArticles(storage)).toEqual([]);
  });

  it("reads the body of every answer, so the request never stays open", async () => {
    const bodies = [200, 404, 500].map((status) =>
      Response.json({ data: { views: 1 } }, { status }),
    );
    for (const response of bodies) {
      await recordViewOnce(`id-${response.status}`, storage, async () => response);
      expect(response.bodyUsed).toBe(true);
    }
  });

  it("survives a corrupt stored value", async () => {
    storage.setItem(VIEWED_ARTICLES_KEY, "{not json");
    expect(readViewedArticles(storage)).toEqual([]);
    expect(
      await recordViewOnce("x", storage, async () => new Response("", { status: 200 })),
    ).toEqual({ status: "recorded", views: null });
    expect(readViewedArticles(storage)).toEqual(["x"]);
  });
});
