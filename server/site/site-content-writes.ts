import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { LOCALES, type Locale } from "#contracts/locale.ts";
import { msg } from "#contracts/messages/message.ts";
import type {
  ClientInput,
  CompanyInput,
  ServiceInput,
  TeamMemberInput,
  TeamMemberVisibility,
} from "#contracts/site-content-schemas.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";
import { type ChangeServices, commitChange, type Tx } from "#server/audit/commit-change.ts";
import {
  clients,
  clientTranslations,
  company,
  companyTranslations,
  employees,
  redirects,
  services,
  serviceTranslations,
  teamMembers,
  teamMemberTranslations,
} from "#server/db/schema.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { ConflictError, notFound } from "#server/shared/domain-errors.ts";
import type { SiteContentKind } from "#server/shared/domain-events.ts";

/**
 * Saves of the site's content (ADR 0016). Each save sends the version it was loaded at; the
 * row's version moves on with every save, so a save of an older version is refused with a 409
 * instead of silently overwriting a colleague's change. Every change is announced: the audit
 * log records it and the public cache is emptied on every instance.
 */

const staleVersion = (what: string) =>
  new ConflictError("stale_version", msg("staleVersion", what));

/** Bumps the row's version when it is still at `version`; a stale or missing row throws. */
async function claimVersion(
  bump: () => Promise<unknown[]>,
  exists: () => Promise<boolean>,
  what: string,
) {
  const claimed = await bump();
  if (claimed.length > 0) return;
  if (!(await exists())) throw notFound(what[0].toUpperCase() + what.slice(1));
  throw staleVersion(what);
}

/** Whether `table` has a row where `where` holds (any row, without it). */
const hasRow = async (tx: Tx, table: PgTable, where?: SQL) =>
  (await tx.select({ one: sql`1` }).from(table).where(where)).length > 0;

const changed = (
  kind: SiteContentKind,
  change: "created" | "updated" | "deleted",
  key: string,
  name: string,
  actor: AuditActor,
) => ({ actor, kind, change, key, name });

// ---------------------------------------------------------------- services

export async function saveService(
  effects: ChangeServices,
  input: ServiceInput,
  actor: AuditActor = null,
) {
  await commitChange(effects, "site.changed", async (tx) => {
    await claimVersion(
      () =>
        tx
          .update(services)
          .set({
            images: input.images.map(({ url, width, height }) => ({ url, width, height })),
            work: input.work.map(({ url, width, height }) => ({ url, width, height })),
            version: sql`${services.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(services.slug, input.slug), eq(services.version, input.version)))
          .returning({ slug: services.slug }),
      () => hasRow(tx, services, eq(services.slug, input.slug)),
      "service",
    );
    for (const locale of LOCALES) {
      const text = input.versions[locale];
      const row = {
        name: text.name,
        title: text.title,
        highlight: text.highlight,
        summary: text.summary,
        description: text.description ?? null,
        points: text.points,
        imageAlts: input.images.map((image) => image.alt[locale]),
        workCaptions: input.work.map((item) => item.caption[locale]),
      };
      await tx
        .insert(serviceTranslations)
        .values({ slug: input.slug, locale, ...row })
        .onConflictDoUpdate({
          target: [serviceTranslations.slug, serviceTranslations.locale],
          set: row,
        });
    }
    return [undefined, changed("service", "updated", input.slug, input.versions.en.name, actor)];
  });
}

// ---------------------------------------------------------------- clients

const duplicateSlug = (slug: string) =>
  new ConflictError("duplicate_slug", msg("clientSlugTaken", slug), {
    fields: { slug: msg("clientSlugTaken", slug) },
  });

function clientRow(input: ClientInput) {
  return {
    slug: input.slug,
    name: input.name,
    logo: { weight: 800, tracking: -0.5, ...input.logo },
    logoImage: input.logoImage ?? null,
    results: input.results.map(({ value, suffix }) => ({ value, ...(suffix ? { suffix } : {}) })),
    services: [...new Set(input.services)],
    quoteAuthor: input.quoteAuthor ?? null,
    sortOrder: input.order,
    published: input.published,
  };
}

async function writeClientTexts(tx: Tx, clientId: number, input: ClientInput) {
  for (const locale of LOCALES) {
    const text = input.versions[locale];
    const row = {
      industry: text.industry,
      summary: text.summary,
      challenge: text.challenge,
      approach: text.approach,
      resultLabels: input.results.map((result) => result.label[locale]),
      quoteText: text.quoteText ?? null,
      quotePosition: text.quotePosition ?? null,
    };
    await tx
      .insert(clientTranslations)
      .values({ clientId, locale, ...row })
      .onConflictDoUpdate({
        target: [clientTranslations.clientId, clientTranslations.locale],
        set: row,
      });
  }
}

const clientAddress = (slug: string) => `/clients/detail?client=${slug}`;

/**
 * A client's new address: the old one redirects to it (and rules that led to the old one lead
 * straight there, no chain); a rule that started at the new one gives it back to the client.
 */
async function redirectClientAddress(tx: Tx, from: string, to: string) {
  const [oldAddress, newAddress] = [clientAddress(from), clientAddress(to)];
  await tx.delete(redirects).where(eq(redirects.from, newAddress));
  await tx.update(redirects).set({ to: newAddress }).where(eq(redirects.to, oldAddress));
  await tx
    .insert(redirects)
    .values({ from: oldAddress, to: newAddress, status: 301, match: "exact" })
    .onConflictDoUpdate({ target: redirects.from, set: { to: newAddress, updatedAt: new Date() } });
}

async function withUniqueSlug<T>(slug: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug(slug);
    throw error;
  }
}

export async function createClient(
  effects: ChangeServices,
  input: ClientInput,
  actor: AuditActor = null,
) {
  return withUniqueSlug(input.slug, () =>
    commitChange(effects, "site.changed", async (tx) => {
      const [{ id }] = await tx
        .insert(clients)
        .values(clientRow(input))
        .returning({ id: clients.id });
      await writeClientTexts(tx, id, input);
      await tx.delete(redirects).where(eq(redirects.from, clientAddress(input.slug)));
      return [{ id }, changed("client", "created", String(id), input.name, actor)];
    }),
  );
}

export async function updateClient(
  effects: ChangeServices,
  id: number,
  input: ClientInput,
  actor: AuditActor = null,
) {
  return withUniqueSlug(input.slug, () =>
    commitChange(effects, "site.changed", async (tx) => {
      const [before] = await tx
        .select({ slug: clients.slug })
        .from(clients)
        .where(eq(clients.id, id));
      await claimVersion(
        () =>
          tx
            .update(clients)
            .set({
              ...clientRow(input),
              // The seed's letter weight and spacing stay; the form edits colours and shape.
              logo: sql`${clients.logo} || ${JSON.stringify(input.logo)}::jsonb`,
              version: sql`${clients.version} + 1`,
              updatedAt: new Date(),
            })
            .where(and(eq(clients.id, id), eq(clients.version, input.version)))
            .returning({ id: clients.id }),
        () => hasRow(tx, clients, eq(clients.id, id)),
        "client",
      );
      await writeClientTexts(tx, id, input);
      if (before && before.slug !== input.slug)
        await redirectClientAddress(tx, before.slug, input.slug);
      return [{ id }, changed("client", "updated", String(id), input.name, actor)];
    }),
  );
}

/**
 * The list's quick publish switch: shows or hides a client without touching its texts. The
 * version moves on, so a form opened before cannot save the old state back over it.
 */
export async function setClientPublished(
  effects: ChangeServices,
  id: number,
  published: boolean,
  actor: AuditActor = null,
) {
  return commitChange(effects, "site.changed", async (tx) => {
    const [row] = await tx
      .update(clients)
      .set({ published, version: sql`${clients.version} + 1`, updatedAt: new Date() })
      .where(eq(clients.id, id))
      .returning({ name: clients.name });
    if (!row) throw notFound("Client");
    const { name } = row;
    return [{ id, name, published }, changed("client", "updated", String(id), name, actor)];
  });
}

export async function deleteClient(effects: ChangeServices, id: number, actor: AuditActor = null) {
  await commitChange(effects, "site.changed", async (tx) => {
    const [deleted] = await tx
      .delete(clients)
      .where(eq(clients.id, id))
      .returning({ name: clients.name });
    if (!deleted) throw notFound("Client");
    return [undefined, changed("client", "deleted", String(id), deleted.name, actor)];
  });
}

// ---------------------------------------------------------------- team

/**
 * Adds an employee to the public team (version 0: not a member yet) or saves their member
 * record. Hiding keeps the record; removing deletes it.
 */
export async function saveTeamMember(
  effects: ChangeServices,
  input: TeamMemberInput,
  actor: AuditActor = null,
) {
  const [employee] = await effects.db
    .select({ name: employees.name })
    .from(employees)
    .where(and(eq(employees.id, input.employeeId), isNull(employees.deletedAt)));
  if (!employee) {
    throw new ConflictError("unknown_employee", msg("employeeGone"), {
      fields: { employeeId: msg("employeeGone") },
    });
  }
  const row = {
    visible: input.visible,
    role: input.role,
    sortOrder: input.order,
    portrait: input.portrait,
  };
  const created = input.version === 0;
  await commitChange(effects, "site.changed", async (tx) => {
    if (created) {
      const inserted = await tx
        .insert(teamMembers)
        .values({ employeeId: input.employeeId, ...row })
        .onConflictDoNothing()
        .returning({ id: teamMembers.employeeId });
      if (inserted.length === 0) throw staleVersion("team member");
    } else {
      await claimVersion(
        () =>
          tx
            .update(teamMembers)
            .set({ ...row, version: sql`${teamMembers.version} + 1`, updatedAt: new Date() })
            .where(
              and(
                eq(teamMembers.employeeId, input.employeeId),
                eq(teamMembers.version, input.version),
              ),
            )
            .returning({ id: teamMembers.employeeId }),
        () => hasRow(tx, teamMembers, eq(teamMembers.employeeId, input.employeeId)),
        "team member",
      );
    }
    for (const locale of LOCALES) {
      const text = {
        jobTitle: input.versions[locale].jobTitle,
        portraitAlt: input.versions[locale].portraitAlt ?? "",
      };
      await tx
        .insert(teamMemberTranslations)
        .values({ employeeId: input.employeeId, locale, ...text })
        .onConflictDoUpdate({
          target: [teamMemberTranslations.employeeId, teamMemberTranslations.locale],
          set: text,
        });
    }
    const key = String(input.employeeId);
    return [undefined, changed("team", created ? "created" : "updated", key, employee.name, actor)];
  });
}

/** Shows or hides a member on the site, at the version the staff list loaded. */
export async function setTeamMemberVisibility(
  effects: ChangeServices,
  { employeeId, visible, version }: TeamMemberVisibility,
  actor: AuditActor = null,
) {
  return commitChange(effects, "site.changed", async (tx) => {
    await claimVersion(
      () =>
        tx
          .update(teamMembers)
          .set({ visible, version: sql`${teamMembers.version} + 1`, updatedAt: new Date() })
          .where(and(eq(teamMembers.employeeId, employeeId), eq(teamMembers.version, version)))
          .returning({ id: teamMembers.employeeId }),
      () => hasRow(tx, teamMembers, eq(teamMembers.employeeId, employeeId)),
      "team member",
    );
    const name = await nameOfEmployee(tx, employeeId);
    return [{ name, visible }, changed("team", "updated", String(employeeId), name, actor)];
  });
}

async function nameOfEmployee(tx: Tx, employeeId: number) {
  const [employee] = await tx
    .select({ name: employees.name })
    .from(employees)
    .where(eq(employees.id, employeeId));
  return employee?.name ?? "";
}

/** Takes an employee off the public team (the employee record stays). */
export async function removeTeamMember(
  effects: ChangeServices,
  employeeId: number,
  actor: AuditActor = null,
) {
  await commitChange(effects, "site.changed", async (tx) => {
    const [removed] = await tx
      .delete(teamMembers)
      .where(eq(teamMembers.employeeId, employeeId))
      .returning({ id: teamMembers.employeeId });
    if (!removed) throw notFound("Team member");
    const name = await nameOfEmployee(tx, employeeId);
    return [undefined, changed("team", "deleted", String(employeeId), name, actor)];
  });
}

// ---------------------------------------------------------------- company

export async function saveCompany(
  effects: ChangeServices,
  input: CompanyInput,
  actor: AuditActor = null,
) {
  await commitChange(effects, "site.changed", async (tx) => {
    await claimVersion(
      () =>
        tx
          .update(company)
          .set({
            legalName: input.legalName,
            founded: input.founded,
            email: input.email,
            address: input.address,
            socials: input.socials,
            figures: input.figures.map(({ value, suffix }) => ({
              value,
              ...(suffix ? { suffix } : {}),
            })),
            version: sql`${company.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(company.id, 1), eq(company.version, input.version)))
          .returning({ id: company.id }),
      () => hasRow(tx, company),
      "page",
    );
    for (const locale of LOCALES) {
      const text = companyText(input, locale);
      await tx
        .insert(companyTranslations)
        .values({ locale, ...text })
        .onConflictDoUpdate({ target: companyTranslations.locale, set: text });
    }
    return [undefined, changed("company", "updated", "company", input.legalName, actor)];
  });
}

function companyText(input: CompanyInput, locale: Locale) {
  const text = input.versions[locale];
  return {
    heroEyebrow: text.heroEyebrow,
    heroTitle: text.heroTitle,
    heroHighlight: text.heroHighlight,
    heroBody: text.heroBody,
    figureLabels: input.figures.map((figure) => figure.label[locale]),
    about: text.about,
  };
}
