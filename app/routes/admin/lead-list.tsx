import { Filter, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import {
  AdminPage,
  buttonStyles,
  Card,
  cx,
  EmptyTableRow,
  ScrollRegion,
  TableHead,
} from "#app/components/admin/admin-ui.tsx";
import {
  LeadStatusBadge,
  SERVICE_OPTIONS,
  serviceName,
  sourceLabel,
  statusLabel,
} from "#app/components/admin/lead-labels.tsx";
import { AddressPager } from "#app/components/admin/list-toolbar.tsx";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { CsvExportLinks } from "#app/features/leads/csv-export-links.tsx";
import { FollowUpBadge } from "#app/features/leads/follow-up-badge.tsx";
import { leadMessages as m } from "#app/features/leads/lead-messages.ts";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import {
  FOLLOW_UP_FILTERS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type Lead,
  leadListQuerySchema,
} from "#contracts/lead-schema.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { listLeadOwners } from "#server/leads/lead-pipeline.ts";
import { listLeads } from "#server/leads/lead-service.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/lead-list";

const t = messages.admin.leads;
const FILTER_NAMES = ["q", "service", "status", "owner", "followUp"] as const;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireStaff(context, request, "leads:manage");
  const { db, now } = context.get(servicesContext);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // A hand-edited address with an unknown filter shows the unfiltered inbox instead of an error.
  // Leads with contact details unless the chat clicks are asked for: those are a list apart.
  const base = { limit: 25, source: "contact" } as const;
  const parsed = leadListQuerySchema.safeParse({ ...base, ...params });
  const query = parsed.success ? parsed.data : leadListQuerySchema.parse(base);
  const [list, owners] = await Promise.all([listLeads(db, query, now()), listLeadOwners(db)]);
  return { ...list, owners, source: query.source ?? "contact" };
}

const selectStyles =
  "rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3 py-2 text-sm text-(--admin-text)";

/** True once React runs in the browser: the filters then apply as they change. */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function LeadCard({ lead, today }: { lead: Lead; today: string }) {
  const name = lead.name || t.anonymous;
  return (
    <li className="border-t border-(--admin-border) p-4 first:border-t-0">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          {lead.company || lead.email ? (
            <p className="truncate text-xs text-(--admin-muted)">{lead.company || lead.email}</p>
          ) : null}
        </div>
        <LeadStatusBadge status={lead.status} />
      </div>
      <p className="mt-2 text-xs text-(--admin-muted)">
        {formatDateTime(lead.createdAt, getStaffLocale())} · {sourceLabel(lead.source)} ·{" "}
        {serviceName(lead.service)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <FollowUpBadge date={lead.nextFollowUp} today={today} />
        <span className="text-(--admin-muted)">
          {m.owner}: {lead.ownerName ?? m.unassigned}
        </span>
      </div>
      <Link
        to={`/admin/leads/${lead.id}`}
        aria-label={m.open(name)}
        className={cx(buttonStyles.secondary, "mt-3 w-full justify-center")}
      >
        {t.open}
      </Link>
    </li>
  );
}

export default function LeadList({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const { data: leads, pagination, owners, today, source } = loaderData;
  const exportParams = new URLSearchParams({ source });
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value) exportParams.set(name, value);
  }
  const filters = [
    ["service", t.service, SERVICE_OPTIONS],
    ["status", t.status, LEAD_STATUSES.map((value) => ({ value, label: statusLabel(value) }))],
    [
      "owner",
      m.owner,
      [
        { value: "none", label: m.unassigned },
        ...owners.map((owner) => ({ value: String(owner.id), label: owner.name })),
      ],
    ],
    [
      "followUp",
      m.followUpFilter,
      FOLLOW_UP_FILTERS.map((value) => ({ value, label: m.followUpFilters[value] })),
    ],
  ] as const;
  return (
    <AdminPage
      title={t.title}
      intro={t.intro}
      actions={<CsvExportLinks href={`/api/v1/admin/leads/export?${exportParams}`} />}
    >
      <nav aria-label={m.lists} className="mb-4 flex gap-2">
        {LEAD_SOURCES.map((value) => (
          <Link
            key={value}
            to={value === "contact" ? "/admin/leads" : "/admin/leads?source=chat"}
            aria-current={value === source ? "page" : undefined}
            className={cx(
              value === source ? buttonStyles.primary : buttonStyles.secondary,
              "flex-1 justify-center sm:flex-none",
            )}
          >
            {m.listNames[value]}
          </Link>
        ))}
      </nav>
      <Card>
        <Form
          method="get"
          className="grid grid-cols-2 gap-3 border-b border-(--admin-border) p-4 sm:flex sm:flex-wrap sm:items-end"
          onChange={(event) => {
            // The search applies on Enter or its button, not at every key.
            if ((event.target as HTMLElement).getAttribute("name") === "q") return;
            submit(event.currentTarget, { replace: true });
          }}
        >
          <div className="col-span-2 flex min-w-0 flex-col gap-1 text-sm font-semibold sm:min-w-[18rem]">
            <label htmlFor="lead-search">{m.search}</label>
            <div className="flex gap-2">
              <input
                id="lead-search"
                type="search"
                name="q"
                defaultValue={params.get("q") ?? ""}
                aria-describedby="lead-search-hint"
                maxLength={100}
                className={cx(selectStyles, "min-w-0 flex-1")}
              />
              <button type="submit" className={buttonStyles.secondary} aria-label={m.search}>
                <Search aria-hidden="true" className="size-4" />
              </button>
            </div>
            <span id="lead-search-hint" className="text-xs font-normal text-(--admin-muted)">
              {m.searchHint}
            </span>
          </div>
          {filters.map(([name, label, options]) => (
            <label key={name} className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
              {label}
              <select
                name={name}
                defaultValue={params.get(name) ?? ""}
                className={cx(selectStyles, "w-full sm:w-auto")}
              >
                <option value="">{name === "owner" ? m.anyOwner : t.any}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          {source === "chat" ? <input type="hidden" name="source" value="chat" /> : null}
          {hydrated ? null : (
            <button type="submit" className={buttonStyles.secondary}>
              <Filter aria-hidden="true" className="size-4" />
              {t.filters}
            </button>
          )}
        </Form>
        {leads.length === 0 ? (
          <p className="px-4 py-12 text-center text-(--admin-muted) sm:hidden">{t.empty}</p>
        ) : (
          <ul className="sm:hidden" aria-label={t.title}>
            {leads.map((lead) => (
              <LeadCard key={lead.id} lead={lead} today={today} />
            ))}
          </ul>
        )}
        <div className="hidden sm:block">
          <ScrollRegion label={t.title}>
            <table className="w-full min-w-[860px] text-left text-sm">
              <TableHead
                labels={[
                  t.columns.received,
                  t.columns.who,
                  t.columns.source,
                  t.columns.service,
                  m.owner,
                  m.followUp,
                  t.columns.status,
                ]}
              />
              <tbody>
                {leads.length === 0 ? (
                  <EmptyTableRow columns={7}>{t.empty}</EmptyTableRow>
                ) : (
                  leads.map((lead) => (
                    <tr
                      key={lead.id}
                      className="border-t border-(--admin-border) hover:bg-(--admin-surface-2)"
                    >
                      <td className="whitespace-nowrap px-4 py-3 text-(--admin-muted)">
                        {formatDateTime(lead.createdAt, getStaffLocale())}
                      </td>
                      <td className="px-4 py-3">
                        <Link
                          to={`/admin/leads/${lead.id}`}
                          className="font-semibold underline-offset-4 hover:underline"
                        >
                          {lead.name || t.anonymous}
                        </Link>
                        {lead.company || lead.email ? (
                          <p className="text-xs text-(--admin-muted)">
                            {lead.company || lead.email}
                          </p>
                        ) : null}
                      </td>
                      <td className="px-4 py-3">{sourceLabel(lead.source)}</td>
                      <td className="px-4 py-3">{serviceName(lead.service)}</td>
                      <td className="px-4 py-3">{lead.ownerName ?? "—"}</td>
                      <td className="px-4 py-3">
                        {lead.nextFollowUp ? (
                          <FollowUpBadge date={lead.nextFollowUp} today={today} />
                        ) : (
                          "—"
                        )}
                      </td>
                      <td className="px-4 py-3">
                        <LeadStatusBadge status={lead.status} />
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
        <AddressPager
          pagination={pagination}
          range={messages.admin.employees.range}
          navLabel={t.title}
          previousLabel={messages.admin.employees.previousPage}
          nextLabel={messages.admin.employees.nextPage}
        />
      </Card>
    </AdminPage>
  );
}

export { AdminRouteError as ErrorBoundary };
