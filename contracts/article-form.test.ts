import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { articleFormSchema, fromStudioDateTime, toStudioDateTime } from "./article-schema.ts";
import { formatIssues } from "./messages/error-text.ts";

/** The staff editor's fields as a browser posts them (an empty field is an empty string). */
const post = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const each of [value].flat()) form.append(name, each);
  }
  return parseWithZod(form, { schema: articleFormSchema, formatError: formatIssues("en") });
};

const emptyVersion = (language: "en" | "id") => ({
  [`versions.${language}.title`]: "",
  [`versions.${language}.excerpt`]: "",
  [`versions.${language}.coverAlt`]: "",
  [`versions.${language}.content`]: "<p></p>",
});

describe("the article form's schema", () => {
  it("reads the fields straight into the service's shape; an empty version is removed", () => {
    const submission = post({
      ...emptyVersion("id"),
      "versions.en.title": " Live selling in Bandung ",
      "versions.en.excerpt": "Short",
      "versions.en.content": "<p>Body</p>",
      "versions.en.coverAlt": "",
      status: "published",
      publishedAt: "2026-04-01T09:30",
      coverImage: "",
      "categories[0]": "Live Streaming",
      "categories[1]": "Commerce",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      versions: {
        en: {
          title: "Live selling in Bandung",
          excerpt: "Short",
          content: "<p>Body</p>",
          coverAlt: "",
          metaTitle: "",
          metaDescription: "",
        },
        id: null,
      },
      status: "published",
      // Typed in Jakarta time (UTC+7), with or without JavaScript.
      publishedAt: "2026-04-01T02:30:00.000Z",
      categories: ["Live Streaming", "Commerce"],
    });
  });

  it("asks for the English title when both versions are empty", () => {
    const submission = post({ ...emptyVersion("en"), ...emptyVersion("id"), status: "draft" });
    expect(submission.reply().error).toEqual({ "versions.en.title": ["Title is required"] });
  });

  it("asks for a version's title where that version has text, under its own path", () => {
    const submission = post({
      "versions.en.title": "Fine",
      "versions.id.content": "<p>Isi tanpa judul</p>",
      "categories[0]": "",
      publishedAt: "yesterday",
      coverImage: "/api/v1/admin/leads/export",
    });
    expect(submission.reply().error).toEqual({
      "versions.id.title": ["Title is required"],
      "categories[0]": ["Category is required"],
      publishedAt: ["Pick a date and time, or leave it empty to publish now"],
      coverImage: [expect.stringMatching(/^Must be an https:\/\/ address/)],
    });
  });

  it("takes an article written in Indonesian only", () => {
    const submission = post({ ...emptyVersion("en"), "versions.id.title": "Hanya Indonesia" });
    expect(submission.status === "success" && submission.value.versions).toMatchObject({
      en: null,
      id: { title: "Hanya Indonesia" },
    });
  });
});

describe("the publish time in Jakarta", () => {
  it("shows a stored moment as a datetime-local value and reads it back", () => {
    expect(toStudioDateTime("2025-12-31T17:00:00.000Z")).toBe("2026-01-01T00:00");
    expect(fromStudioDateTime("2026-01-01T00:00")).toBe("2025-12-31T17:00:00.000Z");
    expect(fromStudioDateTime("2026-01-01T00:00:00.000Z")).toBe("2026-01-01T00:00:00.000Z");
    expect(toStudioDateTime(null)).toBe("");
  });
});
