import { describe, expect, it } from "vitest";
import { buildSnippet, isSearchedWord } from "./search-snippet.ts";

describe("isSearchedWord", () => {
  it("marks English words by their stems, endings and all", () => {
    expect(isSearchedWord("Brands", ["brand"], "en")).toBe(true);
    expect(isSearchedWord("creative", ["creativ"], "en")).toBe(true);
    expect(isSearchedWord("strategy", ["strategi"], "en")).toBe(true);
    expect(isSearchedWord("strategies", ["strategi"], "en")).toBe(true);
    expect(isSearchedWord("running", ["run"], "en")).toBe(true);
    expect(isSearchedWord("brandishing", ["brand"], "en")).toBe(false);
    expect(isSearchedWord("rebrand", ["brand"], "en")).toBe(false);
  });

  it("marks Indonesian words holding the stem, its first letter changed by a prefix", () => {
    expect(isSearchedWord("penjualan", ["jual"], "id")).toBe(true);
    expect(isSearchedWord("memasarkan", ["pasar"], "id")).toBe(true);
    expect(isSearchedWord("pemasaran", ["pasar"], "id")).toBe(true);
    expect(isSearchedWord("pelanggan", ["langgan"], "id")).toBe(true);
    expect(isSearchedWord("dan", ["da"], "id")).toBe(false);
  });
});

describe("buildSnippet", () => {
  const words = (count: number, word = "filler") => Array(count).fill(word).join(" ");

  it("shows the opening words when no searched word is in the text", () => {
    const snippet = buildSnippet(`Opening thoughts ${words(40)}`, ["wombat"], "en");
    expect(snippet).toMatch(/^Opening thoughts filler/);
    expect(snippet.split(" ")).toHaveLength(28);
    expect(snippet).not.toContain("<mark>");
  });

  it("cuts a fragment around the searched words, a second one for those further on", () => {
    const text = `${words(50)} sell on live today ${words(60)} live again ${words(5)}`;
    const snippet = buildSnippet(text, ["sell", "live"], "en");
    const [first, second] = snippet.split(" … ");
    expect(first).toMatch(/^filler filler filler filler <mark>sell<\/mark> on <mark>live<\/mark>/);
    expect(second).toContain("<mark>live</mark> again");
    expect(snippet.split(" … ")).toHaveLength(2);
  });

  it("escapes the text: only its own <mark> tags are HTML", () => {
    const snippet = buildSnippet(
      `<img src=x onerror=alert(1)> zebra "quoted" & more`,
      ["zebra"],
      "en",
    );
    expect(snippet).toBe(
      "&lt;img src=x onerror=alert(1)&gt; <mark>zebra</mark> &quot;quoted&quot; &amp; more",
    );
  });
});
