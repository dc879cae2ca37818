import type { Catalogue } from "./catalogue-type.ts";

/** Staff texts of the article editor's workflow: language check, revisions, preview links. */
export const editorial = {
  languageWarning: (version: string, other: string) =>
    `The ${version} version reads like ${other}. Check that the text is in the right language before you save.`,
  categoriesNameId: "Indonesian name",
  categoriesNameIdHint: "Empty: the Indonesian edition shows the English name.",
  seoTitle: (language: string) => `Search and sharing: ${language}`,
  seoMetaTitle: "Meta title",
  seoMetaTitleHint: "Empty: the article's title.",
  seoMetaDescription: "Meta description",
  seoMetaDescriptionHint: "Empty: the excerpt.",
  seoSocialImage: "Social image",
  seoSocialImageHint: "An image address; empty: the cover image.",
  seoCount: (count: number, shown: number) =>
    count > shown
      ? `${count} characters: Google shows about ${shown}, the rest is cut`
      : `${count} of about ${shown} characters Google shows`,
  seoSearchPreview: "In search results",
  seoSocialPreview: "When shared",
  historyLink: "Revisions and preview links",
  revisionsTitle: "Revisions",
  revisionsIntro:
    "Every save keeps a revision of each language. Compare one with the current text, or restore it: the restore is saved as a new revision.",
  revisionsEmpty: "No revisions yet. The first save keeps one.",
  revisionsShow: "Compare with current",
  revisionsHide: "Close comparison",
  revisionsRestore: "Restore this revision",
  revisionsRestored: "Revision restored",
  revisionsFailed: "Could not load or restore the revision",
  revisionsCurrent: "current",
  revisionsPublished: "published",
  revisionsBy: (author: string, when: string) => `${author || "Someone"}, ${when}`,
  revisionsNoChange: "Same as the current text.",
  revisionsAdded: "Added",
  revisionsRemoved: "Removed",
  revisionsFieldTitle: "Title",
  revisionsFieldExcerpt: "Excerpt",
  revisionsFieldBody: "Body",
  revisionsFieldCover: "Cover image",
  revisionsFieldCategories: "Categories",
  previewLinksTitle: "Share a preview",
  previewLinksIntro:
    "A link shows the article as the public page will, without signing in. It stops working when it expires or when you revoke it.",
  previewLinksLanguage: "Language",
  previewLinksExpiry: "Expires after",
  previewLinksCreate: "Create link",
  previewLinksCreated: "Preview link created. Copy it now: it is shown only once.",
  previewLinksCopy: "Copy link",
  previewLinksCopied: "Link copied",
  previewLinksNone: "No live preview links.",
  previewLinksExpires: (when: string) => `expires ${when}`,
  previewLinksRevoke: "Revoke",
  previewLinksRevoked: "Preview link revoked",
  previewLinksFailed: "Could not change the preview links",
  previewExpiry: {
    "1h": "1 hour",
    "1d": "1 day",
    "7d": "7 days",
    "30d": "30 days",
  },
} as const;

export type EditorialMessages = Catalogue<typeof editorial>;
