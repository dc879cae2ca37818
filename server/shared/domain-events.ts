import { AsyncLocalStorage } from "node:async_hooks";
import type { EmployeeImportReport } from "#contracts/employee-csv.ts";
import type { EmployeeFieldChange } from "#contracts/employee-schema.ts";
import type { AuditActor } from "#server/audit/audit-service.ts";

/** actor: who made the change, for the audit log (absent or null: seeding and test factories). */
type ArticleChange = { uids: string[]; actor?: AuditActor };
type ArticleWrite = ArticleChange & { title: string; status: string };
type CategoryChange = { uid: string; actor?: AuditActor };
type EmployeeChange = { actor: AuditActor; id: number; name?: string; number?: number };
type EmployeeBatch = { actor: AuditActor; count: number; details: Record<string, unknown> };
type EmployeeImport = {
  actor: AuditActor;
  summary: EmployeeImportReport["summary"];
  rows: number;
  file?: string;
};

/** The site's own content records (ADR 0016). */
export type SiteContentKind = "team" | "client" | "service" | "company" | "redirect";
type SiteChange = {
  actor: AuditActor;
  kind: SiteContentKind;
  change: "created" | "updated" | "deleted";
  /** The record: an employee id, a client id, a service slug or "company". */
  key: string;
  name: string;
};

/** The changes the services audit and announce, and what each one carries. */
export type DomainEvents = {
  "article.created": ArticleWrite;
  "article.updated": ArticleWrite;
  "article.published": ArticleChange;
  "article.unpublished": ArticleChange;
  /** bulk: the list's "delete selected" (one audit entry for all), else one article's delete. */
  "article.deleted": ArticleChange & { titles: string[]; bulk: boolean };
  /** Stored bodies that passed a newer sanitizer at start and came out different (no actor). */
  "article.resanitized": ArticleChange;
  /** A revision of one language version was saved back as the current text. */
  "article.revision_restored": ArticleChange & {
    title: string;
    language: string;
    revision: number;
  };
  "article.preview_link_created": ArticleChange & {
    title: string;
    language: string;
    hours: number;
  };
  "article.preview_link_revoked": ArticleChange & { title: string; language: string };
  "category.renamed": CategoryChange & { from: string; to: string };
  "category.deleted": CategoryChange & { name: string; articles: number };
  "employee.created": EmployeeChange;
  /** changes: each field the update changed (masked ones without their values). */
  "employee.updated": EmployeeChange & { changes: EmployeeFieldChange[] };
  "employee.deleted": EmployeeChange;
  "employee.bulk_deleted": EmployeeBatch;
  /** An Undo brought back the rows of one delete (single or bulk). */
  "employee.restored": EmployeeBatch;
  "employee.status_changed": EmployeeBatch;
  "employee.imported": EmployeeImport;
  "site.changed": SiteChange;
};
export type DomainEventName = keyof DomainEvents;

type Listener<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

/** Set while `commitChange` writes: an announcement there would purge before the commit. */
export const writingChange = new AsyncLocalStorage<true>();

/** The process's listeners (the public cache's purge); `createAppServices` makes one. */
export type EventBus = ReturnType<typeof createEventBus>;

export function createEventBus() {
  const bus = new Map<DomainEventName, Set<Listener<DomainEventName>>>();
  return {
    /** Called after a change and its audit entry have committed (`commitChange`), never inside. */
    async announce<K extends DomainEventName>(name: K, payload: DomainEvents[K]) {
      if (writingChange.getStore()) throw new Error(`${name} announced before its commit`);
      const listeners = [...(bus.get(name) ?? [])] as Listener<K>[];
      for (const listener of listeners) await listener(payload);
    },
    /** Listens to the named changes; returns the way to stop. */
    listen<K extends DomainEventName>(names: readonly K[], listener: Listener<K>): () => void {
      for (const name of names) {
        const set = bus.get(name) ?? new Set();
        set.add(listener as Listener<DomainEventName>);
        bus.set(name, set);
      }
      return () => {
        for (const name of names) bus.get(name)?.delete(listener as Listener<DomainEventName>);
      };
    },
  };
}

/**
 * The changes that alter what anonymous visitors see: articles, their categories, the site's
 * content, and employees (a team member's name, or their removal with the employee).
 */
export const PUBLIC_CONTENT_CHANGES = [
  "article.created",
  "article.updated",
  "article.published",
  "article.unpublished",
  "article.deleted",
  "article.resanitized",
  "article.revision_restored",
  "category.renamed",
  "category.deleted",
  "site.changed",
  "employee.updated",
  "employee.deleted",
  "employee.bulk_deleted",
  // An import may update existing employees (a team member's name among them).
  "employee.imported",
  "employee.restored",
] as const satisfies readonly DomainEventName[];
