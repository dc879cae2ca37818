import { count, inArray } from "drizzle-orm";
import { clients as clientSeeds } from "#content/clients.ts";
import { companySeed } from "#content/company.ts";
import { content as indonesian } from "#content/indonesian.ts";
import type { ClientCopy } from "#content/indonesian-type.ts";
import { services as serviceSeeds } from "#content/services.ts";
import { team as teamSeeds } from "#content/team.ts";
import type { TeamRole } from "#contracts/site-content.ts";
import { type ClientInput, clientInputSchema } from "#contracts/site-content-schemas.ts";
import type { Database } from "#server/db/client.ts";
import {
  clients,
  company,
  companyTranslations,
  employees,
  services,
  serviceTranslations,
  teamMembers,
  teamMemberTranslations,
} from "#server/db/schema.ts";
import { createEventBus } from "#server/shared/domain-events.ts";
import { createClient } from "#server/site/site-content-writes.ts";

/**
 * The site's first content, from the seed files in content/, once: while the company row is
 * missing (a new database, or one from before the site's content moved into it). The ten
 * service pages and the company's details are always written (the public site needs them);
 * the demo clients and the demo team (the spec's 34 members, as employees) when asked. After
 * that first time, staff own the content: nothing here runs again, even if they empty a list.
 * Several instances may start at once on one database: the services are written with
 * `on conflict do nothing`, and the instance whose insert of the company row goes through
 * (the others wait for it, then insert nothing) is the one that adds the demo content.
 */
export async function seedSiteContentOnce(db: Database, demo: { clients: boolean; team: boolean }) {
  const [{ total }] = await db.select({ total: count() }).from(company);
  if (Number(total) > 0) return null;
  await seedServices(db);
  if (!(await claimCompany(db))) return null;
  return {
    clients: demo.clients ? await seedDemoClientsIfEmpty(db) : 0,
    team: demo.team ? await seedDemoTeamIfEmpty(db) : 0,
  };
}

async function seedServices(db: Database) {
  await db.transaction(async (tx) => {
    await tx
      .insert(services)
      .values(
        serviceSeeds.map((seed) => ({
          slug: seed.path,
          images: seed.images.map(({ url, width, height }) => ({ url, width, height })),
          work: [],
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(serviceTranslations)
      .values(
        serviceSeeds.flatMap((seed) => {
          const id = indonesian.services[seed.path];
          const en = {
            name: seed.service,
            title: seed.title,
            highlight: seed.highlight,
            summary: seed.summary,
            description: seed.description ?? null,
            points: [...seed.points],
            imageAlts: seed.images.map((image) => image.alt),
            workCaptions: [],
          };
          return [
            { slug: seed.path, locale: "en" as const, ...en },
            {
              slug: seed.path,
              locale: "id" as const,
              ...en,
              name: id.service,
              title: id.title,
              highlight: id.highlight,
              summary: id.summary,
              description: id.description ?? en.description,
              points: [...id.points],
              imageAlts: seed.images.map((image, index) => id.alts[index] ?? image.alt),
            },
          ];
        }),
      )
      .onConflictDoNothing();
  });
}

/** Writes the company's first details; false when another instance wrote them first. */
async function claimCompany(db: Database) {
  const seed = companySeed;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(company)
      .values({
        id: 1,
        legalName: seed.legalName,
        founded: seed.founded,
        email: seed.email,
        address: seed.address,
        socials: seed.socials,
        figures: seed.figures.map(({ value, suffix }) => ({
          value,
          ...(suffix ? { suffix } : {}),
        })),
      })
      .onConflictDoNothing()
      .returning({ id: company.id });
    if (claimed.length === 0) return false;
    await tx.insert(companyTranslations).values(
      (["en", "id"] as const).map((locale) => ({
        locale,
        heroEyebrow: seed.versions[locale].heroEyebrow,
        heroTitle: seed.versions[locale].heroTitle,
        heroHighlight: seed.versions[locale].heroHighlight,
        heroBody: seed.versions[locale].heroBody,
        figureLabels: seed.figures.map((figure) => figure.label[locale]),
        about: seed.versions[locale].about,
      })),
    );
    return true;
  });
}

/** The demo clients as their staff form would save them (both languages). */
export function demoClientInputs(): ClientInput[] {
  return clientSeeds.map((seed, index) => {
    const id = (indonesian.clients as Record<string, ClientCopy | undefined>)[seed.slug];
    return clientInputSchema.parse({
      slug: seed.slug,
      name: seed.name,
      logo: { color: seed.logo.color, accent: seed.logo.accent, shape: seed.logo.shape },
      results: seed.results.map((result, row) => ({
        value: result.value,
        suffix: result.suffix,
        label: { en: result.label, id: id?.results[row] ?? result.label },
      })),
      services: seed.services,
      quoteAuthor: seed.quote?.author,
      order: index + 1,
      published: true,
      versions: {
        en: {
          industry: seed.industry,
          summary: seed.summary,
          challenge: seed.challenge,
          approach: seed.approach,
          quoteText: seed.quote?.text,
          quotePosition: seed.quote?.position,
        },
        id: {
          industry: id?.industry ?? seed.industry,
          summary: id?.summary ?? seed.summary,
          challenge: id?.challenge ?? seed.challenge,
          approach: id?.approach ?? seed.approach,
          quoteText: id?.quote?.text ?? seed.quote?.text,
          quotePosition: id?.quote?.position ?? seed.quote?.position,
        },
      },
      version: 0,
    });
  });
}

/** The demo clients, when there are none; the seed's word-mark letter styles are kept. */
async function seedDemoClientsIfEmpty(db: Database) {
  const [{ total }] = await db.select({ total: count() }).from(clients);
  if (Number(total) > 0) return 0;
  const inputs = demoClientInputs();
  // Seeding runs before anything listens, and without an actor nothing is audited.
  const unheard = { db, events: createEventBus() };
  for (const [index, input] of inputs.entries()) {
    const { id } = await createClient(unheard, input);
    const { weight, tracking, uppercase } = clientSeeds[index].logo;
    await db
      .update(clients)
      .set({ logo: { ...input.logo, weight, tracking, ...(uppercase ? { uppercase } : {}) } })
      .where(inArray(clients.id, [id]));
  }
  return inputs.length;
}

const DEPARTMENT_OF_ROLE: Record<TeamRole, string> = {
  BOD: "Management",
  "Digital Specialist": "Digital Marketing",
  "Account Executive": "Business",
  "Business Development": "Business",
  "KOL & KOC Specialist": "Talent & KOL",
  "Live Streamer": "Commerce",
  "Social Media Specialist": "Digital Marketing",
  "Design Graphic": "Creative",
  "Content Creator": "Creative",
  "Front End Developer": "Technology",
  "Back End Developer": "Technology",
  "UI UX Designer": "Technology",
  "Marketplace Specialist": "Commerce",
};

/**
 * The spec's 34 team members as employees shown on the website (numbers from 3001), when no
 * one is on the team yet. An employee of the same name is reused.
 */
async function seedDemoTeamIfEmpty(db: Database) {
  const [{ total }] = await db.select({ total: count() }).from(teamMembers);
  if (Number(total) > 0) return 0;
  const names = teamSeeds.map((seed) => seed.name);
  const existing = await db
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(inArray(employees.name, names));
  const idOf = new Map(existing.map((row) => [row.name, row.id]));
  const missing = teamSeeds.filter((seed) => !idOf.has(seed.name));
  if (missing.length) {
    const created = await db
      .insert(employees)
      .values(
        missing.map((seed, index) => ({
          name: seed.name,
          number: 3001 + index,
          position: seed.position,
          department: DEPARTMENT_OF_ROLE[seed.role],
          joinDate: `20${19 + (index % 7)}-0${1 + (index % 9)}-1${index % 10}`,
          status: "Active",
        })),
      )
      .returning({ id: employees.id, name: employees.name });
    for (const row of created) idOf.set(row.name, row.id);
  }
  await db.transaction(async (tx) => {
    await tx.insert(teamMembers).values(
      teamSeeds.map((seed, index) => ({
        employeeId: idOf.get(seed.name) as number,
        role: seed.role,
        sortOrder: index + 1,
        portrait: seed.img,
      })),
    );
    await tx.insert(teamMemberTranslations).values(
      teamSeeds.flatMap((seed) =>
        (["en", "id"] as const).map((locale) => ({
          employeeId: idOf.get(seed.name) as number,
          locale,
          jobTitle: seed.position,
          portraitAlt: "",
        })),
      ),
    );
  });
  return teamSeeds.length;
}
