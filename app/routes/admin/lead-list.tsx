import { ChevronLeft, ChevronRight, Filter } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { requireAdmin } from "../../../server/auth/require-staff.ts";
import { listLeads } from "../../../server/leads/lead-service.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import {
  Badge,
  buttonStyles,
  Card,
  cx,
  PageHeader,
  ScrollRegion,
} from "../../features/admin/admin-ui";
import {
  formatDateTime,
  SERVICE_OPTIONS,
  STATUS_TONE,
  serviceName,
  sourceLabel,
  statusLabel,
} from "../../features/admin/lead-labels";
import { LEAD_SOURCES, LEAD_STATUSES, leadListQuerySchema } from "../../features/leads/lead-schema";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/lead-list";

const t = messages.admin.leads;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  // A hand-edited address with an unknown filter shows the unfiltered inbox instead of an error.
  const parsed = leadListQuerySchema.safeParse({ limit: 25, ...params });
  const query = parsed.success ? parsed.data : leadListQuerySchema.parse({ limit: 25 });
  return listLeads(context.get(servicesContext).db, query);
}

const selectStyles =
  "rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3 py-2 text-sm text-(--admin-text)";

export default function LeadList({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { data: leads, pagination } = loaderData;
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    return `?${next}`;
  };
  return (
    <div>
      <PageHeader title={t.title} intro={t.intro} />
      <Card>
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3 border-b border-(--admin-border) p-4"
        >
          {(
            [
              [
                "source",
                t.source,
                LEAD_SOURCES.map((value) => ({ value, label: sourceLabel(value) })),
              ],
              ["service", t.service, SERVICE_OPTIONS],
              [
                "status",
                t.status,
                LEAD_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
              ],
            ] as const
          ).map(([name, label, options]) => (
            <label key={name} className="flex flex-col gap-1 text-sm font-semibold">
              {label}
              <select name={name} defaultValue={params.get(name) ?? ""} className={selectStyles}>
                <option value="">{t.any}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <button type="submit" className={buttonStyles.secondary}>
            <Filter aria-hidden="true" className="size-4" />
            {t.filters}
          </button>
        </Form>
        <ScrollRegion label={t.title}>
          <table className="w-full min-w-[820px] text-left text-sm">
            <thead className="bg-(--admin-surface-2) text-xs uppercase tracking-wide text-(--admin-muted)">
              <tr>
                {Object.values(t.columns).map((label) => (
                  <th key={label} scope="col" className="px-4 py-3">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {leads.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-4 py-12 text-center text-(--admin-muted)">
                    {t.empty}
                  </td>
                </tr>
              ) : (
                leads.map((lead) => (
                  <tr
                    key={lead.id}
                    className="border-t border-(--admin-border) hover:bg-(--admin-surface-2)"
                  >
                    <td className="whitespace-nowrap px-4 py-3 text-(--admin-muted)">
                      {formatDateTime(lead.createdAt)}
                    </td>
                    <td className="px-4 py-3">
                      <Link
                        to={`/admin/leads/${lead.id}`}
                        className="font-semibold underline-offset-4 hover:underline"
                      >
                        {lead.name || t.anonymous}
                      </Link>
                      {lead.company || lead.email ? (
                        <p className="text-xs text-(--admin-muted)">{lead.company || lead.email}</p>
                      ) : null}
                    </td>
                    <td className="px-4 py-3">{sourceLabel(lead.source)}</td>
                    <td className="px-4 py-3">{serviceName(lead.service)}</td>
                    <td className="max-w-[14rem] truncate px-4 py-3 text-(--admin-muted)">
                      {lead.page ?? "—"}
                    </td>
                    <td className="px-4 py-3">
                      <Badge tone={STATUS_TONE[lead.status]}>{statusLabel(lead.status)}</Badge>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
        <div className="flex items-center justify-end gap-4 border-t border-(--admin-border) p-4 text-sm">
          <p className="tabular-nums">
            {messages.admin.employees.range(
              pagination.beginData,
              pagination.endData,
              pagination.totalCount,
            )}
          </p>
          <div className="flex gap-1">
            {(
              [
                [pagination.prevPage, messages.admin.employees.previousPage, ChevronLeft],
                [pagination.nextPage, messages.admin.employees.nextPage, ChevronRight],
              ] as const
            ).map(([page, label, Icon]) =>
              page ? (
                <Link
                  key={label}
                  to={pageHref(page)}
                  className={buttonStyles.icon}
                  aria-label={label}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <span
                  key={label}
                  className={cx(buttonStyles.icon, "opacity-40")}
                  aria-hidden="true"
                >
                  <Icon className="size-4" />
                </span>
              ),
            )}
          </div>
        </div>
      </Card>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary };
