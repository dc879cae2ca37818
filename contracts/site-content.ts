import { z } from "zod";
import { optionalText, requiredText } from "./schema-helpers.ts";
import { hasUnstorableCharacters } from "./text-guards.ts";

/**
 * The site's own content as staff edit it (team, clients, services, company texts): what the
 * spec fixes (the ten service slugs and their layouts, the thirteen team roles) and one input
 * schema per record, shared by the staff forms and the API.
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

const SITE_IMAGE_PATH = /^\/(?:media|images)(?:\/[\w~-][\w.~-]*)+$/;
const IMAGE_MESSAGE = "Choose an image from the uploads";

/** Form text or JSON: digits become a number, anything else NaN so the schema answers in words. */
function readNumber(value: unknown) {
  if (typeof value !== "string") return value;
  const text = value.trim().replace(/,/g, ".");
  if (text === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const wholeNumber = (missing: string, min: number, max: number) =>
  z.preprocess(
    readNumber,
    z
      .number({ error: missing })
      .int("Enter a whole number")
      .min(min, `Must be ${min} or more`)
      .max(max, `Must be at most ${max}`),
  );

/** A figure shown on the site (2.4 billion, 4.2x): any number, in digits. */
const figureValue = z.preprocess(
  readNumber,
  z
    .number({ error: "Enter the figure in digits, for example 350 or 4.2" })
    .min(0, "The figure cannot be negative")
    .max(1e15, "This figure is too large"),
);

/**
 * What follows a client's figure ("x", "%", " IDR"), as typed: a leading space parts a word
 * from the figure ("2,4B IDR"), so only trailing spaces go.
 */
const figureSuffix = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z
      .string({ error: "Must be text" })
      .max(max, `Must be at most ${max} characters`)
      .refine(
        (value) => !hasUnstorableCharacters(value),
        "Contains characters that cannot be stored",
      )
      .transform((value) => value.trimEnd())
      .optional(),
  );

/** A checkbox: present ("on") is true, absent is false; JSON sends a boolean. */
const checkbox = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.boolean(),
);

export const siteImageSchema = z.object(
  {
    url: z
      .string({ error: IMAGE_MESSAGE })
      .trim()
      .max(500, IMAGE_MESSAGE)
      .regex(SITE_IMAGE_PATH, IMAGE_MESSAGE),
    width: wholeNumber(IMAGE_MESSAGE, 1, 10_000),
    height: wholeNumber(IMAGE_MESSAGE, 1, 10_000),
  },
  { error: IMAGE_MESSAGE },
);

const optionalImage = z.preprocess(
  (value) =>
    value === null ||
    value === "" ||
    (typeof value === "object" && value !== null && !(value as { url?: unknown }).url)
      ? undefined
      : value,
  siteImageSchema.optional(),
);

/** Lines of a textarea (one item per line) or a JSON array; blank lines dropped. */
const lines = (label: string, maxItems: number, maxLength: number) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : (value ?? []),
    z
      .array(requiredText(maxLength, label), { error: `${label}: one per line` })
      .max(maxItems, `At most ${maxItems} lines`),
  );

/** A list sent by a form may skip a removed row; JSON sends an array. */
const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(item, { error: `${label}: a list` }).max(max, `At most ${max} ${label}`),
  );

const bothLanguages = <T extends z.ZodType>(schema: T) => z.object({ en: schema, id: schema });

const STALE_START = "Someone else saved this ";
const STALE_END = " while you were editing. Reload to see their version.";

/**
 * Why a save of an older version is refused (a colleague saved first), as the services word it:
 * the staff screens recognise the refusal by it and offer to reload.
 */
export const staleVersionMessage = (what: string) => `${STALE_START}${what}${STALE_END}`;

/** Whether a refusal is staleVersionMessage's, of whatever record. */
export const isStaleVersionMessage = (message: string | undefined): message is string =>
  Boolean(message?.startsWith(STALE_START) && message.endsWith(STALE_END));

/** The record's version as the form loaded it: a save of an older version is refused. */
const version = wholeNumber("Reload the page and try again", 0, 2_147_483_647);

const slug = requiredText(60, "Address").refine(
  (value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
  "Use lowercase letters, digits and dashes, for example kopi-senja",
);

const hexColour = requiredText(7, "Colour").refine(
  (value) => /^#[0-9a-fA-F]{6}$/.test(value),
  "Use a colour like #F68724",
);

// ---------------------------------------------------------------- team

export const teamMemberInputSchema = z.object({
  employeeId: wholeNumber("Choose an employee", 1, 2_147_483_647),
  visible: checkbox,
  role: z.enum(TEAM_ROLES, { error: "Choose a role from the list" }),
  order: wholeNumber("Enter the position in digits", 0, 9_999).default(0),
  portrait: siteImageSchema,
  versions: bothLanguages(
    z.object({
      jobTitle: requiredText(80, "Job title"),
      portraitAlt: optionalText(200),
    }),
  ),
  version,
});
export type TeamMemberInput = z.output<typeof teamMemberInputSchema>;

/** The staff list's quick show/hide of one member, at the version the list loaded. */
export const teamMemberVisibilitySchema = teamMemberInputSchema.pick({
  employeeId: true,
  visible: true,
  version: true,
});
export type TeamMemberVisibility = z.output<typeof teamMemberVisibilitySchema>;

/** Taking one member off the website (the employee record stays). */
export const teamMemberRemoveSchema = teamMemberInputSchema.pick({ employeeId: true });

/** A member as the public pages show them, in one language. */
export type TeamMember = {
  id: number;
  name: string;
  position: string;
  role: TeamRole;
  img: SiteImage;
  alt: string;
};

/** A member as the staff screen edits them: both languages, the version. */
export type TeamMemberRecord = Omit<TeamMemberInput, "versions"> & {
  name: string;
  versions: Record<"en" | "id", { jobTitle: string; portraitAlt: string }>;
};

// ---------------------------------------------------------------- clients

const clientText = z.object({
  industry: requiredText(60, "Industry"),
  summary: requiredText(200, "Summary"),
  challenge: requiredText(600, "Challenge"),
  approach: requiredText(1200, "Approach"),
  quoteText: optionalText(400),
  quotePosition: optionalText(80),
});

export const clientInputSchema = z.object({
  slug,
  name: requiredText(60, "Name"),
  logo: z.object({
    color: hexColour,
    accent: hexColour,
    shape: z.enum(LOGO_SHAPES, { error: "Choose a shape" }),
  }),
  logoImage: optionalImage,
  results: list(
    z.object({
      value: figureValue,
      suffix: figureSuffix(12),
      label: bothLanguages(requiredText(80, "Label")),
    }),
    4,
    "results",
  ),
  services: list(z.enum(SERVICE_SLUGS, { error: "Choose services from the list" }), 10, "services"),
  quoteAuthor: optionalText(80),
  order: wholeNumber("Enter the position in digits", 0, 9_999).default(0),
  published: checkbox,
  versions: bothLanguages(clientText),
  version,
});
export type ClientInput = z.output<typeof clientInputSchema>;

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

/** A client as the staff screen edits it. */
export type ClientRecord = ClientInput & { id: number };

// ---------------------------------------------------------------- services

export const serviceInputSchema = z
  .object({
    slug: z.enum(SERVICE_SLUGS, { error: "Unknown service" }),
    images: list(
      siteImageSchema.extend({ alt: bothLanguages(requiredText(200, "Alt text")) }),
      5,
      "images",
    ),
    work: list(
      siteImageSchema.extend({ caption: bothLanguages(requiredText(160, "Caption")) }),
      12,
      "works",
    ),
    versions: bothLanguages(
      z.object({
        name: requiredText(60, "Name"),
        title: requiredText(80, "Title"),
        highlight: requiredText(60, "Highlight"),
        summary: requiredText(200, "Summary"),
        description: optionalText(1200),
        points: lines("Point", 6, 80),
      }),
    ),
    version,
  })
  .superRefine((input, ctx) => {
    const { min, max } = serviceImageCount(input.slug);
    const count = input.images.length;
    if (count < min || count > max) {
      ctx.addIssue({
        code: "custom",
        path: ["images"],
        message:
          min === max
            ? `This page shows exactly ${min} images`
            : `This page shows ${min} to ${max} images`,
      });
    }
  });
export type ServiceInput = z.output<typeof serviceInputSchema>;

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

export type ServiceRecord = ServiceInput;

// ---------------------------------------------------------------- company

export const companyInputSchema = z.object({
  legalName: requiredText(120, "Legal name"),
  founded: wholeNumber("Enter the year the company was founded", 1900, 2100),
  email: requiredText(200, "Email").pipe(z.email("Enter an email address like hello@example.id")),
  address: z.object({
    street: requiredText(160, "Street"),
    city: requiredText(80, "City"),
    region: requiredText(80, "Province"),
    postalCode: requiredText(10, "Postal code"),
    countryName: requiredText(60, "Country"),
  }),
  socials: list(
    z.object({
      name: z.enum(SOCIAL_NETWORKS, { error: "Choose a network" }),
      url: requiredText(300, "Link").refine(
        (value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
        "Paste the full address, starting with https://",
      ),
    }),
    8,
    "links",
  ),
  figures: z
    .array(
      z.object({
        value: figureValue,
        suffix: optionalText(8),
        label: bothLanguages(requiredText(60, "Label")),
      }),
    )
    .length(3, "The hero shows three figures"),
  versions: bothLanguages(
    z.object({
      heroEyebrow: requiredText(80, "Eyebrow"),
      heroTitle: requiredText(60, "Title"),
      heroHighlight: requiredText(60, "Highlight"),
      heroBody: requiredText(300, "Introduction"),
      about: z
        .array(
          z.object({
            title: requiredText(80, "Title"),
            body: requiredText(400, "Text"),
            points: lines("Point", 3, 60),
          }),
        )
        .length(3, "Our Value, Our Vision and Our Mission"),
    }),
  ),
  version,
});
export type CompanyInput = z.output<typeof companyInputSchema>;

/** The company's details and texts as the public pages show them, in one language. */
export type Company = {
  name: string;
  legalName: string;
  founded: number;
  email: string;
  address: CompanyInput["address"] & { country: "ID" };
  socials: CompanyInput["socials"];
  hero: { eyebrow: string; title: string; highlight: string; body: string };
  figures: { value: number; suffix?: string; label: string }[];
  about: { title: string; body: string; points: string[] }[];
};

export type CompanyRecord = CompanyInput;

/** What every page shows of the company (footer, contact page): its contact details. */
export type CompanyContact = Pick<Company, "legalName" | "email" | "address" | "socials">;

/** The brand's name: the logo's word, fixed. */
export const COMPANY_NAME = "Projingga";
