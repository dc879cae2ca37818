import type { Catalogue } from "./catalogue-type.ts";

/** Texts shared by every part of the site. Other catalogues sit beside this file, one per area. */
export const common = {
  brandName: "Projingga",
  tagline: "Digital growth, made in Indonesia.",
  productTitle: "Projingga Studio",
  skipToContent: "Skip to content",
  notFoundTitle: "We couldn't find that page",
  notFoundBody: "The link may be old or mistyped. Let's get you back to something useful.",
  notFoundHome: "Back to home",
  errorLabel: "Error",
  errorTitle: "Something went wrong",
  errorBody: "We hit an unexpected problem. Please try again in a moment.",
  loading: "Loading…",
  unavailableTitle: "We'll be right back",
  unavailableBody:
    "Our site is catching its breath for a moment. Please try again in a minute, or message us on WhatsApp in the meantime.",
  unavailableRetry: "Try again",
  unavailableChat: "Chat on WhatsApp",
  journalName: "The Projingga Journal",
  /** On an article card: the article is in the other edition's language. */
  articleInOtherLanguage: "In Indonesian",
  articleViews: "views",
} as const;

export type CommonMessages = Catalogue<typeof common>;
