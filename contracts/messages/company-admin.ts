import type { Catalogue } from "./catalogue-type.ts";

/** Staff texts of the website's company screens (/admin/company), English. */
export const companyAdmin = {
  metaTitle: "Company",
  title: "Company",
  intro:
    "What the public site says about the company: the home page's hero, figures and About tabs, and the details in the footer, on the contact page and for search engines.",
  newTab: "(opens in a new tab)",
  texts: {
    title: "Texts of the home page",
    intro: "Write both languages: they are saved together.",
    needsAttention: (count: number) => (count === 1 ? "1 to fix" : `${count} to fix`),
    otherTab: (shown: string, other: string) =>
      `You are editing the ${shown} texts. The ${other} texts are on the “${other}” tab above.`,
  },
  hero: {
    title: "Home hero",
    intro: "The dark block at the top of the home page.",
    eyebrow: "Eyebrow",
    eyebrowHint: "The small line above the title.",
    heroTitle: "Title",
    highlight: "Highlight",
    highlightHint: "Shown in yellow right after the title.",
    body: "Introduction",
  },
  about: {
    title: "About us",
    intro: "The three tabs of the About section on the home page.",
    tabsLabel: "About tabs",
    tabs: ["Our Value", "Our Vision", "Our Mission"],
    tabTitle: "Title",
    body: "Text",
    points: "Points",
    pointsHint: "One per line, at most 3.",
    needsAttention: "needs attention",
  },
  figures: {
    title: "Figures",
    intro:
      "The three numbers under the hero's introduction. Large numbers are shortened on the site (1250000000 shows as 1,25B in English and 1,25 miliar in Indonesian).",
    row: (position: number) => `Figure ${position}`,
    value: "Figure",
    valueHint: "Digits only, for example 350 or 4.2.",
    suffix: "Suffix",
    suffixHint: "Optional, for example + or x.",
    labelEnglish: "Label in English",
    labelIndonesian: "Label in Bahasa Indonesia",
  },
  details: {
    title: "Company details",
    intro: "Shown in the footer, on the contact page and to search engines.",
    legalName: "Legal name",
    founded: "Founded in",
    foundedHint: "The year, for example 2019.",
    email: "Email",
    street: "Street",
    city: "City",
    region: "Province",
    postalCode: "Postal code",
    country: "Country",
    whatsapp: "The WhatsApp number is part of the server's configuration: it is not edited here.",
  },
  socials: {
    title: "Social links",
    intro: "The Follow us links in the footer, in this order.",
    row: (position: number) => `Link ${position}`,
    network: "Network",
    networkPlaceholder: "Choose a network",
    link: "Link",
    linkHint: "The full address, starting with https://",
    add: "Add a link",
    remove: (position: number) => `Remove link ${position}`,
    empty: "No links yet: the footer shows none.",
    full: (max: number) => `The footer shows at most ${max} links.`,
  },
  preview: {
    hero: "Home hero",
    about: "About us",
    frame: "Preview of the home page",
  },
  save: {
    unsaved: "Unsaved changes",
    fixErrors: "Check the fields marked in red.",
    staleText:
      "Your text is still in the form: copy what you want to keep, then load their version. Loading it replaces your unsaved changes.",
    staleReload: "Load their version",
  },
  unsavedTitle: "Leave without saving?",
  unsavedText: "Your changes to the company's details and texts will be lost.",
  unsavedLeave: "Leave page",
  unsavedStay: "Keep editing",
} as const;

export type CompanyAdminMessages = Catalogue<typeof companyAdmin>;
