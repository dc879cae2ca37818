import { asc, eq, sql } from "drizzle-orm";
import { type Message, msg } from "#contracts/messages/message.ts";
import {
  type RedirectInput,
  type RedirectRule,
  redirectInputSchema,
} from "#contracts/redirect-schema.ts";
import { SERVICE_SLUGS } from "#contracts/site-content.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { type ChangeServices, commitChange, type Tx } from "#server/audit/commit-change.ts";
import type { AppConfig } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { redirects } from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { type HostConfig, listAllowedHosts } from "#server/shared/allowed-hosts.ts";
import { ConflictError, invalidFields, notFound } from "#server/shared/domain-errors.ts";

/** The pages the site serves at fixed addresses, in each edition: a redirect never starts there. */
const FIXED_PAGES = [
  "/",
  "/clients",
  "/clients/detail",
  "/service",
  ...SERVICE_SLUGS.map((slug) => `/service/${slug}`),
  "/team",
  "/contact-us",
  "/article",
  "/article/all",
];
const RESERVED_PREFIXES = [
  "/admin",
  "/api",
  "/media",
  "/assets",
  "/images",
  "/fonts",
  "/login",
  "/logout",
  "/setup",
  "/overview",
  "/preview",
  "/healthz",
];
const RESERVED_FILES = ["/rss.xml", "/id/rss.xml", "/sitemap.xml", "/robots.txt", "/favicon.ico"];
const SERVED_EXACT = new Set([
  ...FIXED_PAGES,
  ...FIXED_PAGES.map((page) => (page === "/" ? "/id" : `/id${page}`)),
  ...RESERVED_FILES,
]);

const pathOf = (target: string) => target.split("?")[0];
const isUnder = (path: string, prefix: string) =>
  path === prefix || path.startsWith(prefix === "/" ? "/" : `${prefix}/`);

/** Whether the site answers `from` (or, for a prefix rule, anything under it) by itself. */
export function isServedBySite(from: string, match: RedirectInput["match"]) {
  const path = pathOf(from);
  if (RESERVED_PREFIXES.some((prefix) => isUnder(path, prefix) || isUnder(path, `/id${prefix}`))) {
    return true;
  }
  // An exact rule with a query ("/clients/detail?client=old") names a page the path alone does not.
  if (match === "exact") return from === path && SERVED_EXACT.has(path);
  return [...SERVED_EXACT].some((page) => isUnder(page, path));
}

/** The local path a target leads to, or null when it leads to another site. */
function localTarget(to: string, ownHosts: readonly string[]) {
  if (to.startsWith("/")) return to;
  const url = new URL(to);
  return ownHosts.includes(url.hostname.toLowerCase()) ? `${url.pathname}${url.search}` : null;
}

type Rule = Pick<RedirectRule, "id" | "from" | "to" | "match">;

/** Whether `rule` sends a request for `target` somewhere (what the request-time table does). */
function catches(rule: Rule, target: string) {
  if (rule.match === "exact") return rule.from === target || rule.from === pathOf(target);
  return isUnder(pathOf(target), rule.from);
}

type RedirectSettings = {
  /** This site's own host names (a target there is a local one). */
  ownHosts: readonly string[];
  /** Other sites a redirect may lead to. */
  allowedHosts: readonly string[];
};

type RedirectConfig = HostConfig & Pick<AppConfig, "REDIRECT_HOSTS">;

const readSettings = (config: RedirectConfig): RedirectSettings => ({
  ownHosts: listAllowedHosts(config),
  allowedHosts: (config.REDIRECT_HOSTS ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean),
});

/**
 * Why a rule cannot be saved beside the others, by field: a page the site serves, another
 * site that is not allowed, a loop, or a chain (a redirect to a redirect, either way round).
 */
function findProblems(
  rule: RedirectInput,
  others: Rule[],
  settings: RedirectSettings,
): Record<string, Message> | null {
  if (isServedBySite(rule.from, rule.match)) return { from: msg("redirectServed") };
  const self: Rule = { id: 0, ...rule };
  const local = localTarget(rule.to, settings.ownHosts);
  if (local === null) {
    const host = new URL(rule.to).hostname.toLowerCase();
    if (!settings.allowedHosts.includes(host)) return { to: msg("redirectForeignHost", host) };
  } else {
    if (catches(self, local)) return { to: msg("redirectLoop") };
    const onward = others.find((other) => catches(other, local));
    if (onward) return { to: msg("redirectChain", pathOf(local)) };
  }
  const into = others.find((other) => {
    const target = localTarget(other.to, settings.ownHosts);
    return target !== null && catches(self, target);
  });
  if (into) return { from: msg("redirectChained", rule.from) };
  if (others.some((other) => other.from === rule.from)) return { from: msg("redirectExists") };
  return null;
}

const toRule = (row: typeof redirects.$inferSelect): RedirectRule => ({
  id: row.id,
  from: row.from,
  to: row.to,
  status: row.status === 302 ? 302 : 301,
  match: row.match,
  hits: row.hits,
  lastHitAt: row.lastHitAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listRedirects(db: Database): Promise<RedirectRule[]> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.from));
  return rows.map(toRule);
}

async function checkAgainstOthers(
  tx: Tx,
  rule: RedirectInput,
  settings: RedirectSettings,
  id?: number,
) {
  // One rule set at a time: two saves that would chain into each other cannot both pass.
  await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
  const others = (
    await tx
      .select({ id: redirects.id, from: redirects.from, to: redirects.to, match: redirects.match })
      .from(redirects)
  ).filter((other) => other.id !== id);
  const problems = findProblems(rule, others, settings);
  if (problems) throw invalidFields(problems);
}

const duplicate = () =>
  new ConflictError("duplicate_redirect", msg("redirectExists"), {
    fields: { from: msg("redirectExists") },
  });

async function withUniqueFrom<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }
}

type RedirectServices = ChangeServices & { config: RedirectConfig };

export async function createRedirect(
  services: RedirectServices,
  input: RedirectInput,
  actor: AuditActor = null,
) {
  const rule = redirectInputSchema.parse(input);
  return withUniqueFrom(() =>
    commitChange(services, "site.changed", async (tx) => {
      await checkAgainstOthers(tx, rule, readSettings(services.config));
      const [row] = await tx.insert(redirects).values(rule).returning();
      const change = { actor, kind: "redirect" as const, change: "created" as const };
      return [toRule(row), { ...change, key: String(row.id), name: `${rule.from} → ${rule.to}` }];
    }),
  );
}

export async function updateRedirect(
  services: RedirectServices,
  id: number,
  input: RedirectInput,
  actor: AuditActor = null,
) {
  const rule = redirectInputSchema.parse(input);
  return withUniqueFrom(() =>
    commitChange(services, "site.changed", async (tx) => {
      await checkAgainstOthers(tx, rule, readSettings(services.config), id);
      const [row] = await tx
        .update(redirects)
        .set({ ...rule, updatedAt: new Date() })
        .where(eq(redirects.id, id))
        .returning();
      if (!row) throw notFound("Redirect");
      const change = { actor, kind: "redirect" as const, change: "updated" as const };
      return [toRule(row), { ...change, key: String(id), name: `${rule.from} → ${rule.to}` }];
    }),
  );
}

export async function deleteRedirect(
  services: ChangeServices,
  id: number,
  actor: AuditActor = null,
) {
  await commitChange(services, "site.changed", async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!row) throw notFound("Redirect");
    const change = { actor, kind: "redirect" as const, change: "deleted" as const };
    return [undefined, { ...change, key: String(id), name: `${row.from} → ${row.to}` }];
  });
}
