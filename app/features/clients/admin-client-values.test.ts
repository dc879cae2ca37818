import { describe, expect, it } from "vitest";
import type { ClientRecord } from "#contracts/site-content-schemas.ts";
import {
  DEFAULT_LETTERING,
  isSameFormValue,
  readFigure,
  suggestSlug,
  toClientFormValues,
  toPreviewClient,
} from "./admin-client-values.ts";

const record: ClientRecord = {
  id: 7,
  slug: "kopi-senja",
  name: "Kopi Senja",
  logo: { color: "#5B3A1E", accent: "#F68724", shape: "circle" },
  logoImage: undefined,
  results: [
    { value: 2_400_000_000, suffix: " IDR", label: { en: "online sales", id: "penjualan online" } },
    { value: 4.2, suffix: "x", label: { en: "return on ad spend", id: "imbal hasil iklan" } },
  ],
  services: ["livestreaming"],
  quoteAuthor: "Sari Hartono",
  order: 3,
  published: true,
  versions: {
    en: {
      industry: "Food & Beverage",
      summary: "A coffee chain.",
      challenge: "No online sales.",
      approach: "Live selling.",
      quoteText: "Like their own shop.",
      quotePosition: "Founder",
    },
    id: {
      industry: "Makanan & Minuman",
      summary: "Jaringan kedai kopi.",
      challenge: "Belum ada penjualan online.",
      approach: "Live selling.",
      quoteText: undefined,
      quotePosition: undefined,
    },
  },
  version: 5,
};

describe("suggestSlug", () => {
  it("makes an address from a name", () => {
    expect(suggestSlug("Kopi Senja")).toBe("kopi-senja");
    expect(suggestSlug("  Café Ñusantara & Co.  ")).toBe("cafe-nusantara-and-co");
    expect(suggestSlug("!!!")).toBe("");
    expect(suggestSlug(`${"a".repeat(59)} b c`)).toBe("a".repeat(59));
  });
});

describe("readFigure", () => {
  it("reads digits as the schema does, a comma as the decimal point", () => {
    expect(readFigure("350")).toBe(350);
    expect(readFigure(" 4,2 ")).toBe(4.2);
    expect(readFigure("abc")).toBeNull();
    expect(readFigure("-3")).toBeNull();
    expect(readFigure("")).toBeNull();
  });
});

describe("the form's values", () => {
  it("hold a stored client as text, a new one placed last as an unpublished draft", () => {
    const values = toClientFormValues(record, 0);
    expect(values).toMatchObject({
      order: "3",
      version: "5",
      published: true,
      results: [
        { value: "2400000000", suffix: " IDR" },
        { value: "4.2", suffix: "x" },
      ],
      versions: { id: { quoteText: "", quotePosition: "" } },
      logoImage: { url: "" },
    });
    expect(toClientFormValues(null, 12)).toMatchObject({
      order: "12",
      published: false,
      version: "0",
      results: [{ value: "" }],
    });
  });

  it("are the same whatever the order of their fields, and as Conform holds a list of one", () => {
    const initial = toClientFormValues(record, 0);
    // As Conform reads the page: text, empty fields left out, one ticked box as a string.
    const posted = {
      version: "5",
      versions: {
        id: {
          approach: "Live selling.",
          challenge: "Belum ada penjualan online.",
          summary: "Jaringan kedai kopi.",
          industry: "Makanan & Minuman",
        },
        en: { ...initial.versions.en },
      },
      services: "livestreaming",
      published: "on",
      quoteAuthor: "Sari Hartono",
      results: initial.results,
      logo: { shape: "circle", accent: "#F68724", color: "#5B3A1E" },
      order: "3",
      slug: "kopi-senja",
      name: "Kopi Senja",
    };
    expect(isSameFormValue(posted, initial)).toBe(true);
    expect(isSameFormValue({ ...posted, published: undefined }, initial)).toBe(false);
    expect(isSameFormValue({ ...posted, name: "Kopi Fajar" }, initial)).toBe(false);
  });
});

describe("the preview", () => {
  it("shows the typed values in the chosen language, leaving out figures not readable yet", () => {
    const values = toClientFormValues(record, 0);
    values.results.push({ value: "abc", suffix: "", label: { en: "typo", id: "salah" } });
    const client = toPreviewClient(values, "id", { ...DEFAULT_LETTERING, weight: 700 }, "Client");
    expect(client).toMatchObject({
      name: "Kopi Senja",
      industry: "Makanan & Minuman",
      logo: { color: "#5B3A1E", shape: "circle", weight: 700 },
      logoImage: null,
      results: [
        { value: 2_400_000_000, suffix: " IDR", label: "penjualan online" },
        { value: 4.2, suffix: "x", label: "imbal hasil iklan" },
      ],
      services: ["livestreaming"],
    });
    expect(client.quote).toBeUndefined();
    expect(toPreviewClient(values, "en", DEFAULT_LETTERING, "Client").quote).toEqual({
      text: "Like their own shop.",
      author: "Sari Hartono",
      position: "Founder",
    });
  });

  it("stands in for what is missing or not valid yet", () => {
    const client = toPreviewClient(
      {
        name: " ",
        logo: { color: "#12", shape: "star" },
        services: ["seo", "web-development"],
        logoImage: { url: "/media/logo.webp", width: "320", height: "120" },
      },
      "en",
      DEFAULT_LETTERING,
      "Client name",
    );
    expect(client).toMatchObject({
      name: "Client name",
      logo: { color: "#0F0F10", accent: "#F68724", shape: "circle" },
      services: ["web-development"],
      logoImage: { url: "/media/logo.webp", width: 320, height: 120 },
      results: [],
    });
  });
});
