/**
 * The site's own content (team, clients, services, company texts): what the spec fixes (the
 * ten service slugs and their layouts, the thirteen team roles) and the records as the public
 * pages read them. No zod here: the public pages import this; the input schemas are in
 * contracts/site-content-schemas.ts.
 */

export const SERVICE_SLUGS = [
  "digital-ads",
  "affiliator-management",
  "content-creation",
  "livestreaming",
  "kol-management",
  "brand-activation",
  "tvc-photo-production",
  "apps-development",
  "web-development",
  "ecommerce-enabler",
] as const;
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];

/**
 * The spec's names of the services: how staff screens, lead emails and chat texts name a
 * service (the public pages show the names staff edit, in the page's language).
 */
export const SERVICE_NAMES: Record<ServiceSlug, string> = {
  "digital-ads": "Digital Ads",
  "affiliator-management": "Affiliator Management",
  "content-creation": "Content Creation",
  livestreaming: "Live Streaming",
  "kol-management": "KOL & KOC Management",
  "brand-activation": "Brand Activation",
  "tvc-photo-production": "TVC & Photo Production",
  "apps-development": "Apps Development",
  "web-development": "Website Development",
  "ecommerce-enabler": "E-Commerce Enabler",
};

export const isServiceSlug = (value: unknown): value is ServiceSlug =>
  typeof value === "string" && (SERVICE_SLUGS as readonly string[]).includes(value);

export type ServiceLayout = "carousel" | "grid" | "web";

/** The spec's layout of each service page and how many images it takes. */
export const SERVICE_LAYOUTS: Record<ServiceSlug, ServiceLayout> = {
  "digital-ads": "grid",
  "affiliator-management": "grid",
  "content-creation": "grid",
  livestreaming: "grid",
  "kol-management": "carousel",
  "brand-activation": "grid",
  "tvc-photo-production": "grid",
  "apps-development": "grid",
  "web-development": "web",
  "ecommerce-enabler": "grid",
};

/**
 * KOL: a carousel of 5; web development: 3 screenshots; TVC and live streaming: 3 images (the
 * spec's "Live Streaming: 3 images"); the others 2-4.
 */
export function serviceImageCount(slug: ServiceSlug): { min: number; max: number } {
  if (slug === "kol-management") return { min: 5, max: 5 };
  if (slug === "web-development" || slug === "tvc-photo-production" || slug === "livestreaming") {
    return { min: 3, max: 3 };
  }
  return { min: 2, max: 4 };
}

export const TEAM_ROLES = [
  "BOD",
  "Digital Specialist",
  "Account Executive",
  "Business Development",
  "KOL & KOC Specialist",
  "Live Streamer",
  "Social Media Specialist",
  "Design Graphic",
  "Content Creator",
  "Front End Developer",
  "Back End Developer",
  "UI UX Designer",
  "Marketplace Specialist",
] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const LOGO_SHAPES = ["circle", "square", "leaf", "bolt", "wave", "diamond"] as const;
export const SOCIAL_NETWORKS = [
  "Instagram",
  "TikTok",
  "LinkedIn",
  "YouTube",
  "Facebook",
  "X",
] as const;

/** A stored image of the site: an upload (/media/...) or a shipped one (/images/...). */
export type SiteImage = { url: string; width: number; height: number };

/** A member as the public pages show them, in one language. */
export type TeamMember = {
  id: number;
  name: string;
  position: string;
  role: TeamRole;
  img: SiteImage;
  alt: string;
};

export type ClientLogoStyle = {
  color: string;
  accent: string;
  shape: (typeof LOGO_SHAPES)[number];
  weight: 700 | 800;
  tracking: number;
  uppercase?: boolean;
};

/** A client and its case study as the public pages show them, in one language. */
export type Client = {
  slug: string;
  name: string;
  industry: string;
  logo: ClientLogoStyle;
  logoImage: SiteImage | null;
  summary: string;
  challenge: string;
  approach: string;
  results: { value: number; suffix?: string; label: string }[];
  services: ServiceSlug[];
  quote?: { text: string; author: string; position: string };
};

/** A client as its logo shows it. */
export type ClientMark = Pick<Client, "slug" | "name" | "logo" | "logoImage">;

export type ServiceImage = SiteImage & { alt: string };

/** A service page as the public site shows it, in one language. */
export type Service = {
  /** Display name. */
  service: string;
  path: ServiceSlug;
  title: string;
  highlight: string;
  summary: string;
  description?: string;
  points: string[];
  layout: ServiceLayout;
  images: ServiceImage[];
  work: (SiteImage & { caption: string })[];
};

/** A service as a card shows it: name, slug and one line. */
export type ServiceSummary = Pick<Service, "service" | "path" | "summary">;

/** The company's details and texts as the public pages show them, in one language. */
export type Company = {
  name: string;
  legalName: string;
  founded: number;
  email: string;
  address: {
    street: string;
    city: string;
    region: string;
    postalCode: string;
    countryName: string;
    country: "ID";
  };
  socials: { name: (typeof SOCIAL_NETWORKS)[number]; url: string }[];
  hero: { eyebrow: string; title: string; highlight: string; body: string };
  figures: { value: number; suffix?: string; label: string }[];
  about: { title: string; body: string; points: string[] }[];
};

/** What every page shows of the company (footer, contact page): its contact details. */
export type CompanyContact = Pick<Company, "legalName" | "email" | "address" | "socials">;

/** The brand's name: the logo's word, fixed. */
export const COMPANY_NAME = "Projingga";
