import type { Catalogue } from "./catalogue-type.ts";
import { deleteDialogTexts } from "./delete-dialog.ts";

/** The redirects and not-found screen (/admin/redirects), English. */
export const redirectsAdmin = {
  title: "Redirects",
  metaTitle: "Redirects · Projingga Studio",
  intro:
    "Send old addresses to their new pages, so links from search results, ads and other sites keep working. The not-found log below shows which addresses people and search engines still ask for.",
  addTitle: "Add a redirect",
  from: "Old address",
  fromHint: "A path on this site, like /2019/05/old-post or /?p=123",
  to: "New address",
  toHint: "A page here, like /article/new-post, or a full https:// address",
  status: "Kind",
  permanent: "Permanent (301)",
  statusHint: "Permanent moves the old address's place in search results to the new one.",
  temporary: "Temporary (302)",
  match: "Matches",
  exact: "This address only",
  prefix: "This address and everything under it",
  add: "Add redirect",
  adding: "Adding…",
  added: "Redirect added. The old address leads to the new one now.",
  failed: "The redirect could not be saved. Please try again.",
  exportCsv: "Export CSV",
  importCsv: "Import CSV",
  importing: "Importing…",
  importHint: "Columns from and to; status (301 or 302) and match (exact or prefix) are optional.",
  imported: (added: number, refused: number) =>
    refused ? `${added} redirects added, ${refused} refused.` : `${added} redirects added.`,
  refusedRows: "Rows not added",
  line: (line: number) => `Line ${line}`,
  rulesTitle: "All redirects",
  rulesEmpty: "No redirects yet.",
  columns: ["Old address", "New address", "Kind", "Hits", "Last used", "Actions"],
  kind: (status: number, prefix: boolean) =>
    `${status === 301 ? "Permanent" : "Temporary"}${prefix ? ", and below" : ""}`,
  never: "Never",
  delete: (from: string) => `Delete the redirect from ${from}`,
  deleteDialog: deleteDialogTexts(
    "The redirect has been deleted. The old address answers “page not found” again.",
  ),
  notFoundTitle: "Addresses not found",
  notFoundIntro:
    "Requests that ended on “page not found”, most asked first. Turn a real one into a redirect; bots probing for other software are counted apart.",
  visitorsTab: (count: number) => `Broken links (${count})`,
  probesTab: (count: number) => `Bots and probes (${count})`,
  notFoundEmpty: "Nothing here yet.",
  notFoundColumns: ["Address", "Hits", "First seen", "Last seen", "Linked from", "Actions"],
  direct: "Typed or bookmarked",
  createShort: "Redirect it",
} as const;

export type RedirectsAdminMessages = Catalogue<typeof redirectsAdmin>;
