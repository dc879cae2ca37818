import { describe, expect, it } from "vitest";
import { guessLanguage, readsAsOtherLanguage } from "./language-guess.ts";

describe("guessLanguage", () => {
  it("reads English and Indonesian running text", () => {
    expect(
      guessLanguage("Tell creators what they may change and what the brand will not accept."),
    ).toBe("en");
    expect(
      guessLanguage(
        "Banyak pemilik UMKM bilang ke kami bahwa TikTok itu untuk anak muda yang jago joget.",
      ),
    ).toBe("id");
  });

  it("says nothing about a text too short or too mixed to tell", () => {
    expect(guessLanguage("Live selling 101")).toBeNull();
    expect(guessLanguage("the and of yang dan di")).toBeNull();
  });

  it("is not fooled by English marketing words in Indonesian copy", () => {
    expect(
      guessLanguage(
        "Kami menjalankan live selling, affiliate dan KOL untuk brand yang ingin naik kelas, dan kami melaporkan hasilnya.",
      ),
    ).toBe("id");
  });
});

describe("readsAsOtherLanguage", () => {
  it("flags Indonesian typed into the English version, ignoring tags", () => {
    const indonesian = {
      title: "Strategi Konten TikTok",
      excerpt: "",
      content:
        "<p>Yang dibutuhkan bukan peralatan mahal, tapi konsistensi dan pemahaman tentang apa yang ingin ditonton pembeli.</p>",
    };
    expect(readsAsOtherLanguage("en", indonesian)).toBe(true);
    expect(readsAsOtherLanguage("id", indonesian)).toBe(false);
  });
});
