import { formatNumber } from "#contracts/agency-clock.ts";

const LEVELS = [
  { unit: "", size: 1 },
  { unit: "K", size: 1e3 },
  { unit: "M", size: 1e6 },
  { unit: "B", size: 1e9 },
] as const;

export type NumberUnit = "K" | "M" | "B";

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The spec's separators whatever the edition: dots between thousands, a decimal comma. */
const formatPlain = (magnitude: number) => formatNumber(round2(magnitude), "id");

/**
 * Shortens a number as spec section 9 says: B from 1e9, M from 1e6, K from 1e3, never above
 * the chosen maximum unit (default B). A value that rounds up to 1000 of a unit moves to the
 * next unit when allowed (999 999 shows as 1M, not 1.000K).
 */
export function formatShortNumber(value: number, maxUnit: NumberUnit = "B"): string {
  if (!Number.isFinite(value)) return String(value);
  const levels = LEVELS.slice(0, LEVELS.findIndex((level) => level.unit === maxUnit) + 1);
  const magnitude = Math.abs(value);
  let index = 0;
  for (let i = levels.length - 1; i >= 0; i -= 1) {
    if (magnitude >= levels[i].size) {
      index = i;
      break;
    }
  }
  if (round2(magnitude / levels[index].size) >= 1000 && index + 1 < levels.length) index += 1;
  const { unit, size } = levels[index];
  const text = formatPlain(magnitude / size);
  const sign = value < 0 && text !== "0" ? "-" : "";
  return `${sign}${text}${unit}`;
}

const INDONESIAN_LEVELS = [
  { word: "", size: 1 },
  { word: " rb", size: 1e3 },
  { word: " juta", size: 1e6 },
  { word: " miliar", size: 1e9 },
  { word: " triliun", size: 1e12 },
] as const;

/**
 * A short figure the Indonesian way: "14,3 rb", "4,8 juta", "1,25 miliar". The spec's M and B
 * cannot be used there: an Indonesian reads "4,8M" as 4.8 miliar (billion).
 */
export function formatIndonesianShortNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  let index = 0;
  for (let i = INDONESIAN_LEVELS.length - 1; i >= 0; i -= 1) {
    if (magnitude >= INDONESIAN_LEVELS[i].size) {
      index = i;
      break;
    }
  }
  const top = INDONESIAN_LEVELS.length - 1;
  if (round2(magnitude / INDONESIAN_LEVELS[index].size) >= 1000 && index < top) index += 1;
  const { word, size } = INDONESIAN_LEVELS[index];
  const text = formatPlain(magnitude / size);
  const sign = value < 0 && text !== "0" ? "-" : "";
  return `${sign}${text}${word}`;
}

/**
 * A figure with its unit as an edition shows it. English keeps the spec's K/M/B helper and the
 * suffix as stored ("2,4B IDR"); Indonesian writes the words and puts rupiah first
 * ("Rp2,4 miliar").
 */
export function formatFigure(value: number, locale: "en" | "id", suffix = ""): string {
  if (locale === "en") return `${formatShortNumber(value)}${suffix}`;
  const figure = formatIndonesianShortNumber(value);
  return suffix.trim() === "IDR" ? `Rp${figure}` : `${figure}${suffix}`;
}
