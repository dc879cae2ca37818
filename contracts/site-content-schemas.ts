import { z } from "zod";
import type { FieldLabel } from "./messages/errors.ts";
import { msg } from "./messages/message.ts";
import { MAX_ROW_ID } from "./row-keys.ts";
import { optionalText, requiredText } from "./schema-helpers.ts";
import {
  LOGO_SHAPES,
  SERVICE_SLUGS,
  SOCIAL_NETWORKS,
  serviceImageCount,
  TEAM_ROLES,
} from "./site-content.ts";
import { hasUnstorableCharacters } from "./text-guards.ts";

/**
 * One input schema per record of the site's own content (ADR 0016), shared by the staff forms
 * and the API; kept apart from contracts/site-content.ts so the public pages, which read only
 * its constants and types, never load zod.
 */
const SITE_IMAGE_PATH = /^\/(?:media|images)(?:\/[\w~-][\w.~-]*)+$/;

const IMAGE_MESSAGE = msg("siteImage");

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
      .int(msg("enterWholeNumber"))
      .min(min, msg("atLeast", min))
      .max(max, msg("atMost", max)),
  );

/** A figure shown on the site (2.4 billion, 4.2x): any number, in digits. */
const figureValue = z.preprocess(
  readNumber,
  z
    .number({ error: msg("figure") })
    .min(0, msg("figureNegative"))
    .max(1e15, msg("figureTooLarge")),
);

/**
 * What follows a client's figure ("x", "%", " IDR"), as typed: a leading space parts a word
 * from the figure ("2,4B IDR"), so only trailing spaces go.
 */
const figureSuffix = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z
      .string({ error: msg("mustBeText") })
      .max(max, msg("maxLength", max))
      .refine((value) => !hasUnstorableCharacters(value), msg("unstorable"))
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
const lines = (label: FieldLabel, maxItems: number, maxLength: number) =>
  z.preprocess(
    (value) =>
      typeof value === "string"
        ? value
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter(Boolean)
        : (value ?? []),
    z
      .array(requiredText(maxLength, label), { error: msg("linesList", label) })
      .max(maxItems, msg("atMostItems", maxItems, "lines")),
  );

/** A list sent by a form may skip a removed row; JSON sends an array. */
const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : value),
    z.array(item, { error: msg("linesList", label) }).max(max, msg("atMostItems", max, label)),
  );

const bothLanguages = <T extends z.ZodType>(schema: T) => z.object({ en: schema, id: schema });

/** The record's version as the form loaded it: a save of an older version is refused. */
const version = wholeNumber(msg("reloadAndRetry"), 0, MAX_ROW_ID);

const slug = requiredText(60, "Page web address").refine(
  (value) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
  msg("slugFormat"),
);

const hexColour = requiredText(7, "Colour").refine(
  (value) => /^#[0-9a-fA-F]{6}$/.test(value),
  msg("colour"),
);

export const teamMemberInputSchema = z.object({
  employeeId: wholeNumber(msg("chooseEmployee"), 1, MAX_ROW_ID),
  visible: checkbox,
  role: z.enum(TEAM_ROLES, { error: msg("teamRole") }),
  order: wholeNumber(msg("teamOrder"), 0, 9_999).default(0),
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

/** A member as the staff screen edits them: both languages, the version. */
export type TeamMemberRecord = Omit<TeamMemberInput, "versions"> & {
  name: string;
  versions: Record<"en" | "id", { jobTitle: string; portraitAlt: string }>;
};

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
    shape: z.enum(LOGO_SHAPES, { error: msg("logoShape") }),
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
  services: list(z.enum(SERVICE_SLUGS, { error: msg("serviceFromList") }), 10, "services"),
  quoteAuthor: optionalText(80),
  order: wholeNumber(msg("teamOrder"), 0, 9_999).default(0),
  published: checkbox,
  versions: bothLanguages(clientText),
  version,
});

export type ClientInput = z.output<typeof clientInputSchema>;

/** A client as the staff screen edits it. */
export type ClientRecord = ClientInput & { id: number };

export const serviceInputSchema = z
  .object({
    slug: z.enum(SERVICE_SLUGS, { error: msg("unknownService") }),
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
        message: min === max ? msg("serviceImagesExact", min) : msg("serviceImagesRange", min, max),
      });
    }
  });

export type ServiceInput = z.output<typeof serviceInputSchema>;

export type ServiceRecord = ServiceInput;

export const companyInputSchema = z.object({
  legalName: requiredText(120, "Legal name"),
  founded: wholeNumber(msg("foundedYear"), 1900, 2100),
  email: requiredText(200, "Email").pipe(z.email(msg("companyEmail"))),
  address: z.object({
    street: requiredText(160, "Street"),
    city: requiredText(80, "City"),
    region: requiredText(80, "Province"),
    postalCode: requiredText(10, "Postal code"),
    countryName: requiredText(60, "Country"),
  }),
  socials: list(
    z.object({
      name: z.enum(SOCIAL_NETWORKS, { error: msg("socialNetwork") }),
      url: requiredText(300, "Link").refine(
        (value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
        msg("httpsLink"),
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
    .length(3, msg("heroFigures")),
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
        .length(3, msg("aboutTabs")),
    }),
  ),
  version,
});

export type CompanyInput = z.output<typeof companyInputSchema>;

export type CompanyRecord = CompanyInput;
