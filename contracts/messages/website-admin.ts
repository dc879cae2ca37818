import type { Catalogue } from "./catalogue-type.ts";

/** Staff texts shared by the website's screens (team, clients, services, company), English. */
export const websiteAdmin = {
  images: {
    none: "No image yet",
    upload: "Upload image",
    replace: "Replace image",
    uploading: "Uploading…",
    remove: "Remove",
    wrongType: "Use a JPG, PNG or WebP image.",
    tooLarge: "This image is larger than 15 MB. Choose a smaller one.",
    uploadFailed: "The image could not be uploaded.",
  },
  shared: {
    english: "English",
    indonesian: "Bahasa Indonesia",
    languages: "Language of the texts",
    preview: "Preview",
    previewNote: "How the public page will show it once saved.",
    previewLanguage: "Preview language",
    previewWidth: "Preview width",
    phone: "Phone",
    desk: "Desk",
    save: "Save changes",
    saving: "Saving…",
    saved: "Saved. The website shows it now.",
    cancel: "Cancel",
    back: "Back",
    viewOnSite: "View on the website",
    staleTitle: "Someone else saved this first",
  },
} as const;

export type WebsiteAdminMessages = Catalogue<typeof websiteAdmin>;
