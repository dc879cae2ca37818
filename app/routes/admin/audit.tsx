import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import {
  AdminPage,
  Badge,
  buttonStyles,
  Card,
  cx,
  inputStyles,
  Options,
} from "#app/components/admin/admin-ui.tsx";
import { AddressPager } from "#app/components/admin/list-toolbar.tsx";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { auditListQuerySchema } from "#contracts/audit-schema.ts";
import { describeAuditEvent } from "#contracts/audit-sentence.ts";
import { listAuditActions, listAuditActors, listAuditEvents } from "#server/dashboard/audit-log.ts";
import type { Route } from "./+types/audit";
import { requireStaffWithDb } from "./staff-route.ts";

const t = messages.admin.audit;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "audit:read");
  const parsed = auditListQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const query = parsed.success ? parsed.data : auditListQuerySchema.parse({});
  const [events, actions, actors] = await Promise.all([
    listAuditEvents(db, query),
    listAuditActions(db),
    listAuditActors(db),
  ]);
  const filters = {
    action: query.action,
    actor: query.actor ?? "",
    from: query.from ?? "",
    to: query.to ?? "",
  };
  return { ...events, actions, actors, filters };
}

function actionTone(action: string) {
  if (/delete|disable|failed|locked/.test(action)) return "danger" as const;
  if (/create|import|restore|login$/.test(action)) return "success" as const;
  return "neutral" as const;
}

const selectStyles = cx(inputStyles, "py-2");

/** The filters the address carries, for the export link (without the page). */
function exportHref(filters: Record<string, string>) {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  const query = params.toString();
  return `/api/v1/admin/audit/export${query ? `?${query}` : ""}`;
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { data: events, pagination, actions, actors, filters } = loaderData;
  const filtered = Object.values(filters).some((value) => value !== "");
  const locale = getStaffLocale();
  const actionLabel = (action: string) => t.actions[action] ?? action;
  return (
    <AdminPage
      title={t.title}
      intro={t.intro}
      actions={
        <a className={buttonStyles.secondary} href={exportHref(filters)} download>
          <Download aria-hidden="true" className="size-4" />
          {t.exportCsv}
        </a>
      }
    >
      <Card>
        <Form
          method="get"
          className="grid gap-3 border-b border-(--admin-border) p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.filterPerson}
            <select name="actor" defaultValue={filters.actor} className={selectStyles}>
              <option value="">{t.anyPerson}</option>
              {actors.map((actor) => (
                <option key={actor.value} value={actor.value}>
                  {actor.value === "system" ? t.system : actor.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.filterAction}
            <select name="action" defaultValue={filters.action} className={selectStyles}>
              <option value="">{t.anyAction}</option>
              <Options values={actions} label={actionLabel} />
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.filterFrom}
            <input type="date" name="from" defaultValue={filters.from} className={selectStyles} />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.filterTo}
            <input type="date" name="to" defaultValue={filters.to} className={selectStyles} />
          </label>
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-1">
            <button type="submit" className={buttonStyles.primary}>
              {t.applyFilters}
            </button>
            {filtered ? (
              <Link to="/admin/audit" className={buttonStyles.ghost}>
                {t.clearFilters}
              </Link>
            ) : null}
          </div>
        </Form>
        {events.length === 0 ? (
          <p className="px-4 py-10 text-center text-(--admin-muted)">
            {filtered ? t.emptyFiltered : t.empty}
          </p>
        ) : (
          <ol aria-label={t.title} className="divide-y divide-(--admin-border)">
            {events.map((event) => (
              <li
                key={event.id}
                className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-start sm:gap-4"
              >
                <time
                  dateTime={event.createdAt}
                  className="shrink-0 text-sm tabular-nums text-(--admin-muted) sm:w-44"
                >
                  {formatDateTime(event.createdAt, locale)}
                </time>
                <div className="min-w-0 flex-1">
                  <p className="break-words" data-testid="audit-sentence">
                    {describeAuditEvent(t, event)}
                  </p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-(--admin-muted)">
                    <Badge tone={actionTone(event.action)}>{actionLabel(event.action)}</Badge>
                    {event.actorEmail ? (
                      <span className="break-all">{event.actorEmail}</span>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
        <AddressPager
          pagination={pagination}
          range={messages.admin.employees.range}
          navLabel={t.title}
          previousLabel={t.newer}
          nextLabel={t.older}
        />
      </Card>
    </AdminPage>
  );
}

export { AdminRouteError as ErrorBoundary };
