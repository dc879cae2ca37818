/**
 * The headers of a cross-site request, by how a browser sends them: each set alone must be
 * enough for a state-changing route or endpoint to refuse the request.
 */
export const CROSS_SITE_HEADERS: Record<string, Record<string, string>> = {
  "foreign Origin and Sec-Fetch-Site: cross-site": {
    origin: "https://evil.example",
    "sec-fetch-site": "cross-site",
  },
  "a foreign Origin alone (a browser without Fetch Metadata)": { origin: "https://evil.example" },
  "Sec-Fetch-Site: cross-site alone (Origin stripped)": { "sec-fetch-site": "cross-site" },
  'Origin "null" (sandboxed frame, data: page)': { origin: "null" },
};
