import { eq } from "drizzle-orm";
import type { StaffLocale } from "#contracts/auth-schema.ts";
import { isLocale, LOCALE_COOKIE } from "#contracts/locale.ts";
import type { Database } from "#server/db/client.ts";
import { staffUsers } from "#server/db/schema.ts";
import { notFound } from "#server/shared/domain-errors.ts";

/** Sets the language of one member's staff area (their own choice in the account menu). */
export async function setStaffLocale(db: Database, userId: number, locale: StaffLocale) {
  const updated = await db
    .update(staffUsers)
    .set({ locale, updatedAt: new Date() })
    .where(eq(staffUsers.id, userId))
    .returning({ locale: staffUsers.locale });
  if (updated.length === 0) throw notFound("Staff member");
  return updated[0].locale;
}

const LOCALE_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * The browser's first choice between the two languages in an Accept-Language header
 * ("id-ID,id;q=0.9,en;q=0.8" -> id), null when it names neither.
 */
export function pickAcceptedLocale(header: string | null): StaffLocale | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => isLocale(entry.language) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.language;
  return isLocale(first) ? first : null;
}

/**
 * The language of the pages around sign-in (login, setup, logout): the member's own when known,
 * else the `lang` cookie (set by the site's language switch or the sign-in page's), else the
 * browser's (Accept-Language), else English, the spec's texts.
 */
export function pickSignInLocale(
  request: Request,
  user?: { locale?: StaffLocale } | null,
): StaffLocale {
  if (user?.locale) return user.locale;
  return pickRequestedLocale(request) ?? "en";
}

/** The language a request names (the `lang` cookie, else Accept-Language), null when none. */
export function pickRequestedLocale(request: Request): StaffLocale | null {
  const chosen = LOCALE_COOKIE_PATTERN.exec(request.headers.get("cookie") ?? "")?.[1];
  if (isLocale(chosen)) return chosen;
  return pickAcceptedLocale(request.headers.get("accept-language"));
}

/** Remembers a language chosen on the sign-in page, like the site's switch does (a year). */
export function buildLocaleCookie(locale: StaffLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}
