import { describe, expect, it } from "vitest";
import { clearDraft, draftKey, formatDraftTime, readDraft, writeDraft } from "./article-draft.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe("article drafts", () => {
  it("keeps one draft per article (and one for a new article) until it is cleared", () => {
    const storage = memoryStorage();
    const at = new Date("2026-03-02T07:05:00Z");
    expect(writeDraft(draftKey("abc"), { title: "Half" }, at, storage)).toBe(true);
    expect(readDraft(draftKey(null), storage)).toBeNull();
    expect(readDraft(draftKey("abc"), storage)).toEqual({
      values: { title: "Half" },
      savedAt: at.toISOString(),
    });
    clearDraft(draftKey("abc"), storage);
    expect(readDraft(draftKey("abc"), storage)).toBeNull();
  });

  it("ignores broken entries and a storage that refuses writes", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey("x"), "{not json");
    expect(readDraft(draftKey("x"), storage)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(writeDraft(draftKey("x"), { title: "A" }, new Date(), full as Storage)).toBe(false);
  });

  it("shows the time in Jakarta", () => {
    expect(formatDraftTime("2026-03-02T07:05:00Z")).toBe("14:05 WIB");
  });
});
