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
 * The language of the pages around sign-in (login, setup, logout): the member's own when known,
 * else the `lang` cookie (set by the site's language switch or the sign-in page's), else English,
 * the spec's texts.
 */
export function pickSignInLocale(
  request: Request,
  user?: { locale?: StaffLocale } | null,
): StaffLocale {
  if (user?.locale) return user.locale;
  const chosen = LOCALE_COOKIE_PATTERN.exec(request.headers.get("cookie") ?? "")?.[1];
  return isLocale(chosen) ? chosen : "en";
}

/** Remembers a language chosen on the sign-in page, like the site's switch does (a year). */
export function buildLocaleCookie(locale: StaffLocale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}
