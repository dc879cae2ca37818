import Papa from "papaparse";
import { toCsv, unguardCsvFormulas } from "#contracts/csv-cells.ts";
import type { Locale } from "#contracts/locale.ts";
import { errorTexts, toFieldMessages } from "#contracts/messages/error-text.ts";
import { msg } from "#contracts/messages/message.ts";
import {
  type RedirectImportRow,
  type RedirectRule,
  redirectInputSchema,
} from "#contracts/redirect-schema.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { DomainError, invalidFields } from "#server/shared/domain-errors.ts";
import { createRedirect } from "./redirect-rules.ts";

/** The columns of an export, which an import reads back (extra columns are ignored). */
export const REDIRECT_CSV_COLUMNS = ["from", "to", "status", "match", "hits", "last_hit"] as const;
/** Rows one import takes: a WordPress site's old links fit many times over. */
export const MAX_REDIRECT_IMPORT_ROWS = 5_000;

export function redirectsToCsv(rules: RedirectRule[]) {
  return `\uFEFF${toCsv(
    REDIRECT_CSV_COLUMNS,
    rules.map((rule) => [rule.from, rule.to, rule.status, rule.match, rule.hits, rule.lastHitAt]),
  )}`;
}

/**
 * Adds the rules of a CSV file, one by one and each through the same checks as the screen
 * (a row that would loop, chain or repeat another is refused with its reasons; the others stay
 * added). `from` and `to` are required columns; `status` and `match` default to 301 and exact.
 */
export async function importRedirects(
  services: Parameters<typeof createRedirect>[0],
  text: string,
  actor: AuditActor,
  locale: Locale,
): Promise<RedirectImportRow[]> {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t"],
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = ["from", "to"].filter((column) => !headers.includes(column));
  if (missing.length > 0)
    throw invalidFields({ csv: msg("csvMissingColumns", missing.join(", ")) });
  if (parsed.data.length > MAX_REDIRECT_IMPORT_ROWS) {
    throw invalidFields({ csv: msg("sendAtMostRows", MAX_REDIRECT_IMPORT_ROWS) });
  }
  const results: RedirectImportRow[] = [];
  for (const [index, row] of parsed.data.entries()) {
    const cells = Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        unguardCsvFormulas(String(value ?? "").trim()),
      ]),
    );
    const line = index + 2;
    const input = redirectInputSchema.safeParse({
      from: cells.from,
      to: cells.to,
      status: cells.status || undefined,
      match: cells.match || undefined,
    });
    if (!input.success) {
      const reasons = errorTexts(toFieldMessages(input.error), locale);
      results.push({ line, from: cells.from ?? "", outcome: "refused", reasons });
      continue;
    }
    try {
      await createRedirect(services, input.data, actor);
      results.push({ line, from: input.data.from, outcome: "created" });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const reasons = errorTexts(error.fieldReasons ?? { _: error.reason }, locale);
      results.push({ line, from: input.data.from, outcome: "refused", reasons });
    }
  }
  return results;
}
