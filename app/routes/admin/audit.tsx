import { Form } from "react-router";
import { auditListQuerySchema } from "../../../contracts/audit-schema";
import { listAuditActions, listAuditEvents } from "../../../server/dashboard/audit-log.ts";
import {
  AdminPage,
  Badge,
  buttonStyles,
  Card,
  EmptyTableRow,
  Options,
  ScrollRegion,
  TableHead,
} from "../../components/admin/admin-ui";
import { AddressPager } from "../../components/admin/list-toolbar";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { formatDateTime } from "../../lib/format-staff-date";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import type { Route } from "./+types/audit";
import { requireStaffWithDb } from "./staff-route";

const t = messages.admin.audit;

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = requireStaffWithDb(context, request, "audit:read");
  const parsed = auditListQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const query = parsed.success ? parsed.data : auditListQuerySchema.parse({});
  const [events, actions] = await Promise.all([listAuditEvents(db, query), listAuditActions(db)]);
  return { ...events, actions, action: query.action };
}

function actionTone(action: string) {
  if (/delete|disable|failed|throttled/.test(action)) return "danger" as const;
  if (/create|import|login$/.test(action)) return "success" as const;
  return "neutral" as const;
}

function describeDetails(details: Record<string, unknown> | null) {
  if (!details) return "";
  return Object.entries(details)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(
      ([key, value]) =>
        `${key}: ${typeof value === "object" ? JSON.stringify(value) : String(value)}`,
    )
    .join(" · ");
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { data: events, pagination, actions, action } = loaderData;
  return (
    <AdminPage title={t.title} intro={t.intro}>
      <Card>
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3 border-b border-(--admin-border) p-4"
        >
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t.filterAction}
            <select
              name="action"
              defaultValue={action}
              className="rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3 py-2 text-sm"
            >
              <option value="">{t.anyAction}</option>
              <Options values={actions} />
            </select>
          </label>
          <button type="submit" className={buttonStyles.secondary}>
            {messages.admin.leads.filters}
          </button>
        </Form>
        <ScrollRegion label={t.title}>
          <table className="w-full min-w-[820px] text-left text-sm">
            <TableHead labels={[t.when, t.who, t.what, t.record, t.details]} />
            <tbody>
              {events.length === 0 ? (
                <EmptyTableRow columns={5}>{t.empty}</EmptyTableRow>
              ) : (
                events.map((event) => (
                  <tr key={event.id} className="border-t border-(--admin-border)">
                    <td className="whitespace-nowrap px-4 py-3 text-(--admin-muted)">
                      {formatDateTime(event.createdAt, getStaffLocale())}
                    </td>
                    <td className="px-4 py-3">{event.actorEmail ?? t.system}</td>
                    <td className="px-4 py-3">
                      <Badge tone={actionTone(event.action)}>{event.action}</Badge>
                    </td>
                    <td className="px-4 py-3 font-mono text-xs">
                      {event.entity
                        ? `${event.entity}${event.entityId ? ` #${event.entityId}` : ""}`
                        : "—"}
                    </td>
                    <td
                      className="max-w-[22rem] truncate px-4 py-3 text-(--admin-muted)"
                      title={describeDetails(event.details)}
                    >
                      {describeDetails(event.details) || "—"}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
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
