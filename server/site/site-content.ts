import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type Locale, localeFromPath } from "#contracts/locale.ts";
import {
  type Client,
  type ClientLogoStyle,
  type ClientMark,
  COMPANY_NAME,
  type Company,
  SERVICE_LAYOUTS,
  SERVICE_SLUGS,
  type Service,
  type ServiceSlug,
  type ServiceSummary,
  type TeamMember,
  type TeamRole,
} from "#contracts/site-content.ts";
import type {
  ClientRecord,
  CompanyRecord,
  ServiceRecord,
  TeamMemberRecord,
} from "#contracts/site-content-schemas.ts";
import type { Database } from "#server/db/client.ts";
import { containsPattern } from "#server/db/like-pattern.ts";
import {
  clients,
  clientTranslations,
  company,
  companyTranslations,
  employees,
  services,
  serviceTranslations,
  teamMembers,
  teamMemberTranslations,
} from "#server/db/schema.ts";
import { findMediaByUrls } from "#server/media/media-library.ts";
import { notFound } from "#server/shared/domain-errors.ts";

/**
 * The public site's content, read from the database for loaders (ADR 0016). A page reads its
 * edition's row of each translation table and falls back to English where a record has none.
 * Pages are cached and the cache is emptied by the same announcements as articles, so these
 * reads run once per page per change.
 */

/** The edition of a loader's request, from its path (/id/... is Indonesian). */
export const localeOfRequest = (request: Request) => localeFromPath(new URL(request.url).pathname);

/** The row of `locale`, else English, of rows keyed by record. */
function pickEdition<T extends { locale: string }>(rows: T[], locale: Locale): T | undefined {
  return rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === "en");
}

function groupBy<T, K>(rows: T[], key: (row: T) => K) {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

// ---------------------------------------------------------------- services

const serviceOrder = (slug: string) => SERVICE_SLUGS.indexOf(slug as ServiceSlug);

export async function listServices(db: Database, locale: Locale): Promise<Service[]> {
  const [rows, texts] = await Promise.all([
    db.select().from(services),
    db.select().from(serviceTranslations),
  ]);
  const textsBySlug = groupBy(texts, (text) => text.slug);
  return rows
    .flatMap((row) => {
      const text = pickEdition(textsBySlug.get(row.slug) ?? [], locale);
      if (!text) return [];
      const slug = row.slug as ServiceSlug;
      return [
        {
          service: text.name,
          path: slug,
          title: text.title,
          highlight: text.highlight,
          summary: text.summary,
          ...(text.description ? { description: text.description } : {}),
          points: text.points,
          layout: SERVICE_LAYOUTS[slug],
          images: row.images.map((image, index) => ({
            ...image,
            alt: text.imageAlts[index] ?? "",
          })),
          work: row.work.map((item, index) => ({
            ...item,
            caption: text.workCaptions[index] ?? "",
          })),
        } satisfies Service,
      ];
    })
    .sort((a, b) => serviceOrder(a.path) - serviceOrder(b.path));
}

/** The services' names and paths in one edition: the footer's menu, the contact form's choices. */
export async function listServiceNames(db: Database, locale: Locale) {
  return (await listServices(db, locale)).map(({ path, service }) => ({ path, service }));
}

export type ServiceName = { path: ServiceSlug; service: string };

export async function findService(
  db: Database,
  slug: string | null | undefined,
  locale: Locale,
): Promise<Service | undefined> {
  if (!slug || !SERVICE_SLUGS.includes(slug as ServiceSlug)) return undefined;
  return (await listServices(db, locale)).find((service) => service.path === slug);
}

export const summarizeService = ({ service, path, summary }: Service): ServiceSummary => ({
  service,
  path,
  summary,
});

/** A service as its staff form edits it: both languages and the version. */
export async function getServiceRecord(db: Database, slug: string): Promise<ServiceRecord> {
  const [row] = await db.select().from(services).where(eq(services.slug, slug));
  if (!row) throw notFound("Service");
  const texts = await db
    .select()
    .from(serviceTranslations)
    .where(eq(serviceTranslations.slug, slug));
  const text = (locale: Locale) => {
    const found = pickEdition(texts, locale);
    if (!found) throw notFound("Service");
    return found;
  };
  const [en, id] = [text("en"), text("id")];
  return {
    slug: slug as ServiceSlug,
    images: row.images.map((image, index) => ({
      ...image,
      alt: { en: en.imageAlts[index] ?? "", id: id.imageAlts[index] ?? "" },
    })),
    work: row.work.map((item, index) => ({
      ...item,
      caption: { en: en.workCaptions[index] ?? "", id: id.workCaptions[index] ?? "" },
    })),
    versions: {
      en: pickServiceText(en),
      id: pickServiceText(id),
    },
    version: row.version,
  };
}

const pickServiceText = (text: typeof serviceTranslations.$inferSelect) => ({
  name: text.name,
  title: text.title,
  highlight: text.highlight,
  summary: text.summary,
  description: text.description ?? undefined,
  points: text.points,
});

// ---------------------------------------------------------------- clients

const DEFAULT_LOGO = { weight: 800, tracking: -0.5 } as const;

function toClient(
  row: typeof clients.$inferSelect,
  text: typeof clientTranslations.$inferSelect,
): Client {
  return {
    slug: row.slug,
    name: row.name,
    industry: text.industry,
    logo: { ...DEFAULT_LOGO, ...row.logo } as ClientLogoStyle,
    logoImage: row.logoImage ?? null,
    summary: text.summary,
    challenge: text.challenge,
    approach: text.approach,
    results: row.results.map((result, index) => ({
      value: result.value,
      ...(result.suffix ? { suffix: result.suffix } : {}),
      label: text.resultLabels[index] ?? "",
    })),
    services: row.services as ServiceSlug[],
    ...(text.quoteText
      ? {
          quote: {
            text: text.quoteText,
            author: row.quoteAuthor ?? "",
            position: text.quotePosition ?? "",
          },
        }
      : {}),
  };
}

/** The published clients in their order, in one edition. */
export async function listClients(db: Database, locale: Locale): Promise<Client[]> {
  const [rows, texts] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(eq(clients.published, true))
      .orderBy(asc(clients.sortOrder), asc(clients.id)),
    db.select().from(clientTranslations),
  ]);
  const textsById = groupBy(texts, (text) => text.clientId);
  return rows.flatMap((row) => {
    const text = pickEdition(textsById.get(row.id) ?? [], locale);
    return text ? [toClient(row, text)] : [];
  });
}

export async function findClient(
  db: Database,
  slug: string | null | undefined,
  locale: Locale,
): Promise<Client | undefined> {
  if (!slug) return undefined;
  return (await listClients(db, locale)).find((client) => client.slug === slug);
}

export const markOfClient = ({ slug, name, logo, logoImage }: Client): ClientMark => ({
  slug,
  name,
  logo,
  logoImage,
});

/** Every client, published or not, for the staff list. */
export async function listClientRecords(db: Database) {
  return db
    .select({
      id: clients.id,
      slug: clients.slug,
      name: clients.name,
      published: clients.published,
      order: clients.sortOrder,
      logo: clients.logo,
      logoImage: clients.logoImage,
      industry: sql<string>`(select ${clientTranslations.industry} from ${clientTranslations}
        where ${clientTranslations.clientId} = ${clients.id} and ${clientTranslations.locale} = 'en')`,
      updatedAt: clients.updatedAt,
    })
    .from(clients)
    .orderBy(asc(clients.sortOrder), asc(clients.id));
}

export async function getClientRecord(db: Database, id: number): Promise<ClientRecord> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  if (!row) throw notFound("Client");
  const texts = await db
    .select()
    .from(clientTranslations)
    .where(eq(clientTranslations.clientId, id));
  const en = pickEdition(texts, "en");
  const idText = pickEdition(texts, "id");
  if (!en || !idText) throw notFound("Client");
  const version = (text: typeof en) => ({
    industry: text.industry,
    summary: text.summary,
    challenge: text.challenge,
    approach: text.approach,
    quoteText: text.quoteText ?? undefined,
    quotePosition: text.quotePosition ?? undefined,
  });
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    logo: {
      color: row.logo.color,
      accent: row.logo.accent,
      shape: row.logo.shape as ClientRecord["logo"]["shape"],
    },
    logoImage: row.logoImage ?? undefined,
    results: row.results.map((result, index) => ({
      value: result.value,
      suffix: result.suffix,
      label: { en: en.resultLabels[index] ?? "", id: idText.resultLabels[index] ?? "" },
    })),
    services: row.services as ServiceSlug[],
    quoteAuthor: row.quoteAuthor ?? undefined,
    order: row.sortOrder,
    published: row.published,
    versions: { en: version(en), id: version(idText) },
    version: row.version,
  };
}

// ---------------------------------------------------------------- team

/** The members shown on the site, in their order, in one edition. */
export async function listTeamMembers(db: Database, locale: Locale): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: teamMembers.employeeId,
      name: employees.name,
      role: teamMembers.role,
      portrait: teamMembers.portrait,
      locale: teamMemberTranslations.locale,
      jobTitle: teamMemberTranslations.jobTitle,
      portraitAlt: teamMemberTranslations.portraitAlt,
    })
    .from(teamMembers)
    .innerJoin(
      employees,
      and(eq(employees.id, teamMembers.employeeId), isNull(employees.deletedAt)),
    )
    .innerJoin(
      teamMemberTranslations,
      eq(teamMemberTranslations.employeeId, teamMembers.employeeId),
    )
    .where(eq(teamMembers.visible, true))
    .orderBy(asc(teamMembers.sortOrder), asc(employees.name), asc(teamMembers.employeeId));
  const library = await findMediaByUrls(
    db,
    rows.map((row) => row.portrait.url),
  );
  const libraryAlt = new Map(library.map((item) => [item.url, item.alt[locale]]));
  const members: TeamMember[] = [];
  for (const [id, texts] of groupBy(rows, (row) => row.id)) {
    const text = pickEdition(texts, locale);
    if (!text) continue;
    members.push({
      id,
      name: text.name,
      position: text.jobTitle,
      role: text.role as TeamRole,
      img: text.portrait,
      // The member's own alt text, else the library's in the page's language, else the name.
      alt: text.portraitAlt || libraryAlt.get(text.portrait.url) || text.name,
    });
  }
  return members;
}

/** Every member, shown or hidden, with both languages: the staff list. */
export async function listTeamMemberRecords(db: Database): Promise<TeamMemberRecord[]> {
  const rows = await db
    .select({ member: teamMembers, name: employees.name })
    .from(teamMembers)
    .innerJoin(
      employees,
      and(eq(employees.id, teamMembers.employeeId), isNull(employees.deletedAt)),
    )
    .orderBy(asc(teamMembers.sortOrder), asc(employees.name), asc(teamMembers.employeeId));
  const texts = groupBy(await db.select().from(teamMemberTranslations), (text) => text.employeeId);
  return rows.map(({ member, name }) =>
    toTeamMemberRecord(member, name, texts.get(member.employeeId) ?? []),
  );
}

function toTeamMemberRecord(
  member: typeof teamMembers.$inferSelect,
  name: string,
  texts: (typeof teamMemberTranslations.$inferSelect)[],
): TeamMemberRecord {
  const text = (locale: Locale) => {
    const found = pickEdition(texts, locale);
    return { jobTitle: found?.jobTitle ?? "", portraitAlt: found?.portraitAlt ?? "" };
  };
  return {
    employeeId: member.employeeId,
    name,
    visible: member.visible,
    role: member.role as TeamRole,
    order: member.sortOrder,
    portrait: member.portrait,
    versions: { en: text("en"), id: text("id") },
    version: member.version,
  };
}

/** One employee's team record, or null when they are not (yet) a member. */
export async function findTeamMemberRecord(
  db: Database,
  employeeId: number,
): Promise<TeamMemberRecord | null> {
  const [row] = await db
    .select({ member: teamMembers, name: employees.name })
    .from(teamMembers)
    .innerJoin(
      employees,
      and(eq(employees.id, teamMembers.employeeId), isNull(employees.deletedAt)),
    )
    .where(eq(teamMembers.employeeId, employeeId));
  if (!row) return null;
  const texts = await db
    .select()
    .from(teamMemberTranslations)
    .where(eq(teamMemberTranslations.employeeId, employeeId));
  return toTeamMemberRecord(row.member, row.name, texts);
}

/** Employees who are not on the team yet, by name: the "add a member" picker. */
export async function listEmployeesOffTeam(db: Database, search = "", limit = 20) {
  const term = search.trim();
  return db
    .select({ id: employees.id, name: employees.name, position: employees.position })
    .from(employees)
    .where(
      and(
        isNull(employees.deletedAt),
        sql`not exists (select 1 from ${teamMembers} where ${teamMembers.employeeId} = ${employees.id})`,
        term ? sql`${employees.name} ilike ${containsPattern(term)}` : undefined,
      ),
    )
    .orderBy(asc(employees.name))
    .limit(limit);
}

// ---------------------------------------------------------------- company

export async function getCompany(db: Database, locale: Locale): Promise<Company> {
  const [[row], texts] = await Promise.all([
    db.select().from(company).where(eq(company.id, 1)),
    db.select().from(companyTranslations),
  ]);
  const text = pickEdition(texts, locale);
  if (!row || !text) throw notFound("Company details");
  return {
    name: COMPANY_NAME,
    legalName: row.legalName,
    founded: row.founded,
    email: row.email,
    address: { ...row.address, country: "ID" },
    socials: row.socials as Company["socials"],
    hero: {
      eyebrow: text.heroEyebrow,
      title: text.heroTitle,
      highlight: text.heroHighlight,
      body: text.heroBody,
    },
    figures: row.figures.map((figure, index) => ({
      value: figure.value,
      ...(figure.suffix ? { suffix: figure.suffix } : {}),
      label: text.figureLabels[index] ?? "",
    })),
    about: text.about,
  };
}

export async function getCompanyRecord(db: Database): Promise<CompanyRecord> {
  const [[row], texts] = await Promise.all([
    db.select().from(company).where(eq(company.id, 1)),
    db.select().from(companyTranslations),
  ]);
  const en = pickEdition(texts, "en");
  const id = pickEdition(texts, "id");
  if (!row || !en || !id) throw notFound("Company details");
  const version = (text: typeof en) => ({
    heroEyebrow: text.heroEyebrow,
    heroTitle: text.heroTitle,
    heroHighlight: text.heroHighlight,
    heroBody: text.heroBody,
    about: text.about,
  });
  return {
    legalName: row.legalName,
    founded: row.founded,
    email: row.email,
    address: row.address,
    socials: row.socials as CompanyRecord["socials"],
    figures: row.figures.map((figure, index) => ({
      value: figure.value,
      suffix: figure.suffix,
      label: { en: en.figureLabels[index] ?? "", id: id.figureLabels[index] ?? "" },
    })),
    versions: { en: version(en), id: version(id) },
    version: row.version,
  };
}

// ---------------------------------------------------------------- sitemap

const day = (date: Date) => date.toISOString().slice(0, 10);

/** When each page's content last changed: the sitemap's lastmod follows the data. */
export async function listSitemapContent(db: Database) {
  const [serviceRows, clientRows, [team], [companyRow]] = await Promise.all([
    db.select({ slug: services.slug, updatedAt: services.updatedAt }).from(services),
    db
      .select({ slug: clients.slug, updatedAt: clients.updatedAt })
      .from(clients)
      .where(eq(clients.published, true))
      .orderBy(asc(clients.sortOrder), asc(clients.id)),
    db
      .select({ updatedAt: sql<Date | string | null>`max(${teamMembers.updatedAt})` })
      .from(teamMembers),
    db.select({ updatedAt: company.updatedAt }).from(company),
  ]);
  const teamDay = team?.updatedAt ? day(new Date(team.updatedAt)) : undefined;
  return {
    services: serviceRows
      .map((row) => ({ slug: row.slug, lastmod: day(row.updatedAt) }))
      .sort((a, b) => serviceOrder(a.slug) - serviceOrder(b.slug)),
    clients: clientRows.map((row) => ({ slug: row.slug, lastmod: day(row.updatedAt) })),
    team: teamDay,
    company: companyRow ? day(companyRow.updatedAt) : undefined,
  };
}
