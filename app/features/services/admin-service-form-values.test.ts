import { describe, expect, it } from "vitest";
import { errorText } from "#contracts/messages/error-text.ts";
import { msg } from "#contracts/messages/message.ts";
import { type ServiceRecord, serviceInputSchema } from "#contracts/site-content-schemas.ts";
import { toFormValues, toPreviewService } from "./admin-service-form-values.ts";

const record: ServiceRecord = {
  slug: "tvc-photo-production",
  images: [1, 2, 3].map((index) => ({
    url: `/images/services/tvc-photo-production/${index}`,
    width: 1200,
    height: 800,
    alt: { en: `Shot ${index}`, id: `Foto ${index}` },
  })),
  work: [
    {
      url: "/media/covers/abc-1200.webp",
      width: 1200,
      height: 675,
      caption: { en: "Launch film", id: "Film peluncuran" },
    },
  ],
  versions: {
    en: {
      name: "TVC & Photo Production",
      title: "Films that",
      highlight: "sell",
      summary: "TVC and photo shoots.",
      description: undefined,
      points: ["Script", "Shoot"],
    },
    id: {
      name: "Produksi TVC & Foto",
      title: "Film yang",
      highlight: "menjual",
      summary: "TVC dan foto.",
      description: "Dari naskah sampai tayang.",
      points: ["Naskah"],
    },
  },
  version: 7,
};

describe("the service form's values", () => {
  it("are the stored record as text fields, and parse back into the same record", () => {
    const values = toFormValues(record);
    expect(values.versions.en.points).toBe("Script\nShoot");
    expect(values.images[0]).toEqual({
      url: "/images/services/tvc-photo-production/1",
      width: "1200",
      height: "800",
      alt: { en: "Shot 1", id: "Foto 1" },
    });
    // An empty description comes back empty (the form's pipeline sends none at all).
    expect(serviceInputSchema.parse(values)).toEqual({
      ...record,
      versions: { ...record.versions, en: { ...record.versions.en, description: "" } },
    });
  });

  it("preview the page in one language, leaving out items without an image", () => {
    const values = toFormValues(record);
    values.images.push({ url: "", width: "", height: "", alt: { en: "New", id: "Baru" } });
    values.versions.id.points = "Naskah\n\n  Syuting  ";
    const page = toPreviewService(values, "tvc-photo-production", "id");
    expect(page).toMatchObject({
      service: "Produksi TVC & Foto",
      title: "Film yang",
      highlight: "menjual",
      description: "Dari naskah sampai tayang.",
      points: ["Naskah", "Syuting"],
      layout: "grid",
      work: [{ url: "/media/covers/abc-1200.webp", caption: "Film peluncuran" }],
    });
    expect(page.images.map((image) => image.alt)).toEqual(["Foto 1", "Foto 2", "Foto 3"]);
    expect(toPreviewService(values, "tvc-photo-production", "en").description).toBeUndefined();
    // Only the site's own stored images, never an address typed elsewhere.
    values.work[0].url = "https://evil.example/x.png";
    expect(toPreviewService(values, "tvc-photo-production", "en").work).toEqual([]);
  });

  it("get every reason of the service schema in Indonesian", () => {
    const values = toFormValues(record);
    const broken = {
      ...values,
      version: "",
      images: [{ ...values.images[0], url: "https://evil.example/x.png", alt: { en: "", id: "" } }],
      work: [{ ...values.work[0], caption: { en: "", id: "" } }],
      versions: {
        en: { ...values.versions.en, highlight: "", summary: "", points: "a\nb\nc\nd\ne\nf\ng" },
        id: { ...values.versions.id, name: "", title: "", points: "" },
      },
    };
    const messagesOf = (input: unknown) => {
      const result = serviceInputSchema.safeParse(input);
      return result.success
        ? []
        : result.error.issues.map((issue) => errorText(issue.message, "en"));
    };
    // The page's count is checked once every item is valid.
    const counted = messagesOf({ ...values, images: values.images.slice(0, 2) });
    expect(counted).toEqual(["This page shows exactly 3 images"]);
    const keys = (input: unknown) => {
      const result = serviceInputSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    const reasons = [msg("serviceImagesExact", 3), ...keys(broken)];
    expect(reasons.map((reason) => errorText(reason, "en"))).toEqual(
      expect.arrayContaining([
        "This page shows exactly 3 images",
        "Choose an image from the uploads",
        "Alt text is required",
        "Caption is required",
        "Highlight is required",
        "Summary is required",
        "At most 6 lines",
        "Reload the page and try again",
      ]),
    );
    for (const reason of reasons) {
      expect(errorText(reason, "id"), reason).not.toBe(errorText(reason, "en"));
    }
    expect(errorText(msg("serviceImagesRange", 2, 4), "id")).toBe(
      "Halaman ini menampilkan 2 sampai 4 gambar",
    );
    expect(errorText(msg("staleVersion", "service"), "id")).toBe(
      "Orang lain sudah menyimpan layanan ini saat Anda mengedit. Muat ulang untuk melihat versi mereka.",
    );
  });
});
