import { beforeEach, describe, expect, it, vi } from "vitest";
import { readViewedArticles, recordViewOnce, VIEWED_ARTICLES_KEY } from "./viewed-articles";

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
  it("posts once and stores the id on a 200", async () => {
    const fetcher = vi.fn(async () => new Response("{}", { status: 200 }));
    expect(await recordViewOnce("abc", storage, fetcher)).toBe("recorded");
    expect(fetcher).toHaveBeenCalledWith(
      "/api/v1/article/abc/views",
      expect.objectContaining({ method: "POST" }),
    );
    expect(readViewedArticles(storage)).toEqual(["abc"]);
    expect(await recordViewOnce("abc", storage, fetcher)).toBe("skipped");
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("does not store the id when the answer is not 200 or the call fails", async () => {
    expect(await recordViewOnce("a", storage, async () => new Response("", { status: 500 }))).toBe(
      "failed",
    );
    expect(await recordViewOnce("a", storage, async () => new Response("", { status: 201 }))).toBe(
      "failed",
    );
    expect(
      await recordViewOnce("a", storage, async () => {
        throw new TypeError("offline");
      }),
    ).toBe("failed");
    expect(readViewedArticles(storage)).toEqual([]);
  });

  it("survives a corrupt stored value", async () => {
    storage.setItem(VIEWED_ARTICLES_KEY, "{not json");
    expect(readViewedArticles(storage)).toEqual([]);
    expect(await recordViewOnce("x", storage, async () => new Response("", { status: 200 }))).toBe(
      "recorded",
    );
    expect(readViewedArticles(storage)).toEqual(["x"]);
  });
});
