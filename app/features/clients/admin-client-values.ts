import { readImageValue, toImageValue } from "#app/components/admin/site-image-value.ts";
import type { Locale } from "#contracts/locale.ts";
import {
  type Client,
  type ClientLogoStyle,
  isServiceSlug,
  LOGO_SHAPES,
} from "#contracts/site-content.ts";
import type { ClientRecord } from "#contracts/site-content-schemas.ts";

/** How a client's generated word-mark is set beyond its colours and shape (kept from the seed). */
export type LogoLettering = Pick<ClientLogoStyle, "weight" | "tracking" | "uppercase">;

export const DEFAULT_LETTERING: LogoLettering = { weight: 800, tracking: -0.5 };
const DEFAULT_COLOUR = "#0F0F10";
const DEFAULT_ACCENT = "#F68724";
export const MAX_RESULTS = 4;

const emptyTexts = () => ({
  industry: "",
  summary: "",
  challenge: "",
  approach: "",
  quoteText: "",
  quotePosition: "",
});

export const emptyResult = () => ({ value: "", suffix: "", label: { en: "", id: "" } });

/**
 * The form's fields of a stored client, or of a new one (placed last, a draft, one empty
 * result for the card's headline). Only the form's fields: the unsaved-changes check compares
 * them with what the form holds.
 */
export function toClientFormValues(client: ClientRecord | null, nextOrder: number) {
  if (!client) {
    return {
      name: "",
      slug: "",
      order: String(nextOrder),
      published: false,
      logo: { color: DEFAULT_COLOUR, accent: DEFAULT_ACCENT, shape: "circle" },
      logoImage: toImageValue(null),
      results: [emptyResult()],
      services: [] as string[],
      quoteAuthor: "",
      versions: { en: emptyTexts(), id: emptyTexts() },
      version: "0",
    };
  }
  const texts = (locale: Locale) => {
    const text = client.versions[locale];
    return { ...text, quoteText: text.quoteText ?? "", quotePosition: text.quotePosition ?? "" };
  };
  return {
    name: client.name,
    slug: client.slug,
    order: String(client.order),
    published: client.published,
    logo: { ...client.logo },
    logoImage: toImageValue(client.logoImage),
    results: client.results.map((result) => ({
      value: String(result.value),
      suffix: result.suffix ?? "",
      label: { ...result.label },
    })),
    services: [...client.services] as string[],
    quoteAuthor: client.quoteAuthor ?? "",
    versions: { en: texts("en"), id: texts("id") },
    version: String(client.version),
  };
}

/** The address a name suggests: "Kopi Senja & Co." -> "kopi-senja-and-co". */
export function suggestSlug(name: string) {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** A figure as the schema reads it (digits, a dot or a comma before decimals), else null. */
export function readFigure(text: string): number | null {
  const value = text.trim().replace(/,/g, ".");
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : null;
}

export const isHexColour = (value: unknown): value is string =>
  typeof value === "string" && /^#[0-9a-fA-F]{6}$/.test(value);

type Loose = Record<string, unknown>;
const asRecord = (value: unknown): Loose =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Loose) : {};
/** A list as a form holds it: one ticked box arrives as a string, none as nothing. */
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
const asText = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The client as the public pages would show it in `locale`, from what the form holds now
 * (typed, unsaved, possibly not valid yet): what cannot be read yet is left out, never guessed.
 */
export function toPreviewClient(
  value: unknown,
  locale: Locale,
  lettering: LogoLettering,
  placeholderName: string,
): Client {
  const form = asRecord(value);
  const logo = asRecord(form.logo);
  const text = asRecord(asRecord(form.versions)[locale]);
  const shape = LOGO_SHAPES.find((each) => each === logo.shape) ?? "circle";
  const results = asList(form.results).flatMap((row) => {
    const result = asRecord(row);
    const figure = readFigure(asText(result.value));
    if (figure === null) return [];
    const suffix = asText(result.suffix).trimEnd();
    return [
      {
        value: figure,
        ...(suffix ? { suffix } : {}),
        label: asText(asRecord(result.label)[locale]),
      },
    ];
  });
  const quoteText = asText(text.quoteText).trim();
  return {
    slug: asText(form.slug),
    name: asText(form.name).trim() || placeholderName,
    industry: asText(text.industry),
    logo: {
      ...DEFAULT_LETTERING,
      ...lettering,
      color: isHexColour(logo.color) ? logo.color : DEFAULT_COLOUR,
      accent: isHexColour(logo.accent) ? logo.accent : DEFAULT_ACCENT,
      shape,
    },
    logoImage: readImageValue(form.logoImage),
    summary: asText(text.summary),
    challenge: asText(text.challenge),
    approach: asText(text.approach),
    results,
    services: asList(form.services).filter(isServiceSlug),
    ...(quoteText
      ? {
          quote: {
            text: quoteText,
            author: asText(form.quoteAuthor),
            position: asText(text.quotePosition),
          },
        }
      : {}),
  };
}

/**
 * A form value as a browser would post it: text as it is, numbers as text, a ticked box "on",
 * empty text, lists and groups left out, a list of one text as that text (as Conform holds it).
 */
function toPosted(value: unknown): unknown {
  if (value === null || value === undefined || value === "" || value === false) return undefined;
  if (value === true) return "on";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    const items = value.map(toPosted);
    if (items.every((item) => item === undefined)) return undefined;
    return items.length === 1 && typeof items[0] === "string" ? items[0] : items;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, toPosted(item)] as const)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/**
 * Whether the form holds what it started with, whatever the order of its fields (Conform's own
 * check compares them in the page's order, which a form with rows and groups does not keep).
 */
export const isSameFormValue = (current: unknown, initial: unknown) =>
  JSON.stringify(toPosted(current)) === JSON.stringify(toPosted(initial));
