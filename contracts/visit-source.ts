/**
 * Where a visit came from, grouped the way a marketer reads it (issue 39): search, the social
 * networks by name, WhatsApp, email, any other site (referral) or nothing at all (direct). One
 * classifier for the beacon, the rollups and the leads' attribution: utm_source and utm_medium
 * first (a tagged link says what it is), then the referrer's host.
 */
export const SOCIAL_NETWORKS = ["instagram", "tiktok", "facebook", "linkedin", "youtube"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const VISIT_SOURCES = [
  "search",
  ...SOCIAL_NETWORKS.map((network) => `social:${network}` as const),
  "whatsapp",
  "email",
  "referral",
  "direct",
] as const;
export type VisitSource = (typeof VISIT_SOURCES)[number];

const SEARCH_HOST =
  /(^|\.)(google\.[a-z.]+|bing\.com|duckduckgo\.com|yahoo\.com|search\.yahoo\.[a-z.]+|yandex\.[a-z.]+|baidu\.com|ecosia\.org|search\.brave\.com|startpage\.com)$/;
const EMAIL_HOST = /^(mail\.google\.com|outlook\.(live|office|office365)\.com|mail\.yahoo\.com)$/;
const NETWORK_HOSTS: [SocialNetwork, RegExp][] = [
  ["instagram", /(^|\.)instagram\.com$/],
  ["tiktok", /(^|\.)tiktok\.com$/],
  ["facebook", /(^|\.)(facebook\.com|fb\.com|fb\.me|messenger\.com)$/],
  ["linkedin", /(^|\.)(linkedin\.com|lnkd\.in)$/],
  ["youtube", /(^|\.)(youtube\.com|youtu\.be)$/],
];
const WHATSAPP_HOST = /(^|\.)(whatsapp\.com|wa\.me)$/;

const NETWORK_NAMES: Record<string, SocialNetwork> = {
  instagram: "instagram",
  ig: "instagram",
  tiktok: "tiktok",
  tt: "tiktok",
  facebook: "facebook",
  fb: "facebook",
  meta: "facebook",
  linkedin: "linkedin",
  youtube: "youtube",
  yt: "youtube",
};
const SEARCH_NAMES = new Set([
  "google",
  "bing",
  "duckduckgo",
  "yahoo",
  "yandex",
  "baidu",
  "ecosia",
]);

function classifyTag(source: string, medium: string): VisitSource | null {
  if (/^(e-?mail|newsletter)$/.test(medium) || /^(e-?mail|newsletter)$/.test(source)) {
    return "email";
  }
  if (source === "whatsapp" || source === "wa" || medium === "whatsapp") return "whatsapp";
  const network = NETWORK_NAMES[source];
  if (network) return `social:${network}`;
  if (SEARCH_NAMES.has(source) || /^(organic|cpc|ppc|paid-?search|sem)$/.test(medium)) {
    return "search";
  }
  return source || medium ? "referral" : null;
}

function classifyHost(host: string): VisitSource {
  if (EMAIL_HOST.test(host)) return "email";
  if (SEARCH_HOST.test(host)) return "search";
  if (WHATSAPP_HOST.test(host)) return "whatsapp";
  for (const [network, pattern] of NETWORK_HOSTS) {
    if (pattern.test(host)) return `social:${network}`;
  }
  return "referral";
}

export function classifyVisitSource(input: {
  referrerHost?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
}): VisitSource {
  const source = input.utmSource?.trim().toLowerCase() ?? "";
  const medium = input.utmMedium?.trim().toLowerCase() ?? "";
  const tagged = classifyTag(source, medium);
  if (tagged) return tagged;
  const host =
    input.referrerHost
      ?.trim()
      .toLowerCase()
      .replace(/^www\./, "") ?? "";
  return host ? classifyHost(host) : "direct";
}

/** A referrer URL or host as the host alone (referrer spam plants no URL); null when not one. */
export function toReferrerHost(value: string | null | undefined): string | null {
  if (!value) return null;
  let host = value.trim().toLowerCase();
  if (host.includes("/")) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/^www\./, "").replace(/\.$/, "");
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/.test(host) &&
    host.length <= 100
    ? host
    : null;
}
