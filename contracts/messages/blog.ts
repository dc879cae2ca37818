import { formatNumber } from "#contracts/agency-clock.ts";
import type { Catalogue } from "./catalogue-type.ts";
import { plural } from "./plural.ts";

/** Texts of the blog's reader pages (English edition, the source of the other languages). */
export const blog = {
  // Reader side
  listTitle: "Articles",
  listMetaTitle: "Articles on digital marketing in Indonesia | Projingga",
  listMetaDescription:
    "Playbooks on digital ads, TikTok and Shopee live selling, KOL campaigns and websites that convert, written by the Projingga team in Jakarta.",
  listHeading: "Field notes from the people running your campaigns",
  listIntro:
    "Playbooks on ads, affiliators, live commerce and web, written by the team that ships them every week.",
  searchLabel: "Search articles",
  searchPlaceholder: "TikTok, Ramadan, Shopee…",
  searchSubmit: "Search",
  searchClear: "Clear search",
  tagsLabel: "Filter by topic",
  tagAll: "All topics",
  bestTitle: "Best articles",
  bestIntro: "What readers opened most this month.",
  newsfeedTitle: "Newsfeed",
  newsfeedIntro: "Fresh from the desk.",
  recommendationsTitle: "Recommended for you",
  recommendationsIntro: "Worth a second look.",
  allArticlesTitle: "Every article",
  viewAll: "View all articles",
  allPageTitle: "All articles",
  allPageMetaTitle: "All articles | Projingga",
  allPageIntro: "Every published piece, newest first.",
  articleCount: (count: number) =>
    `${formatNumber(count, "en")} ${plural("en-US", count, { one: "article", other: "articles" })}`,
  resultCount: (count: number, search: string, tag: string) => {
    const noun = plural("en-US", count, { one: "article", other: "articles" });
    const parts = [search ? `for “${search}”` : "", tag ? `in ${tag}` : ""].filter(Boolean);
    return `${formatNumber(count, "en")} ${noun} ${parts.join(" ")}`.trim();
  },
  searchTooLong: (words: number, characters: number) =>
    `Search with at most ${words} words and ${characters} characters`,
  emptyTitle: "Nothing matches that yet",
  emptyBody: "Try a shorter word, check the spelling, or browse one of these topics:",
  emptyReset: "Show all articles",
  emptySuggestions: "Suggested topics",
  pageEmpty: "There are no articles on this page.",
  pageFirst: "Go to the first page",
  loading: "Loading articles…",
  loadingArticle: "Loading article…",
  fetchFailed: "Failed to fetch Article",
  retry: "Retry",
  pagination: "Pagination",
  previousPage: "Previous",
  nextPage: "Next",
  pageLabel: (page: number) => `Page ${page}`,
  pageOf: (page: number, last: number) => `Page ${page} of ${last}`,
  // Detail
  back: "Back",
  share: "Share",
  shareCopied: "Share Link Copied",
  shareFailed: "Could not copy the link",
  views: (formatted: string) => `${formatted} views`,
  publishedOn: "Published on",
  scheduledFor: (when: string) => `Scheduled for ${when}`,
  byAuthor: (name: string) => `By ${name}`,
  relatedTitle: "Keep reading",
  otherLanguageNote:
    "This article is only available in Indonesian, so you are reading it in Indonesian.",
  notFoundTitle: "We couldn't find that article",
  previewGoneTitle: "This preview link has expired or was withdrawn",
  previewGoneBody:
    "Preview links work for a limited time and can be withdrawn. Ask whoever shared it for a new one.",
  notFoundBody: "It may have been moved or unpublished. The rest of the journal is one click away.",
  notFoundAction: "Browse articles",
  breadcrumbHome: "Home",
  breadcrumbArticles: "Articles",
  rssTitle: "Projingga Journal",
  rssDescription: "Digital marketing playbooks from Projingga, Jakarta.",
  rssLink: "RSS feed",
  previewBand:
    "Preview: this is how the article will look. It is not public, and this link expires.",
} as const;

export type BlogMessages = Catalogue<typeof blog>;
