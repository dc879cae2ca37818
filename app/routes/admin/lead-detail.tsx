import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useFetcher } from "react-router";
import { toast } from "sonner";
import { recordAudit } from "../../../server/audit/audit-service.ts";
import { parseForm, runFormAction } from "../../../server/auth/action-result.ts";
import { requireAdmin } from "../../../server/auth/require-staff.ts";
import { ApiError } from "../../../server/http/api-error.ts";
import { getLead, updateLeadStatus } from "../../../server/leads/lead-service.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import { Badge, buttonStyles, Card } from "../../features/admin/admin-ui";
import {
  formatDateTime,
  STATUS_TONE,
  serviceName,
  sourceLabel,
  statusLabel,
} from "../../features/admin/lead-labels";
import { LEAD_STATUSES, leadStatusInputSchema } from "../../features/leads/lead-schema";
import { messages } from "../../lib/staff-messages";
import type { Route } from "./+types/lead-detail";

const t = messages.admin.leads;

export const meta: Route.MetaFunction = () => [{ title: `${t.detailTitle} · ${t.metaTitle}` }];

function leadId(raw: string) {
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) {
    throw data({ message: "Not found" }, { status: 404 });
  }
  return Number(raw);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  try {
    return { lead: await getLead(context.get(servicesContext).db, leadId(params.id)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw data({ message: "Not found" }, { status: 404 });
    throw error;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const actor = requireAdmin(context, request);
  const { db } = context.get(servicesContext);
  const id = leadId(params.id);
  const form = await request.formData();
  return runFormAction("status", t.statusSaved, async () => {
    const { status } = parseForm(leadStatusInputSchema, { status: form.get("status") });
    await updateLeadStatus(db, id, status);
    await recordAudit(db, actor, "lead.status", {
      entity: "lead",
      entityId: id,
      details: { status },
    });
  });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-(--admin-border) py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-(--admin-muted)">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

export default function LeadDetail({ loaderData }: Route.ComponentProps) {
  const { lead } = loaderData;
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      if (fetcher.data.ok) toast.success(fetcher.data.message);
      else toast.error(t.statusFailed);
    }
  }, [fetcher.state, fetcher.data]);
  const utm = Object.entries(lead.utm ?? {});
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/admin/leads"
        className="mb-4 inline-flex items-center gap-2 text-sm font-semibold text-(--admin-muted) hover:text-(--admin-text)"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.back}
      </Link>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-3xl">
          {lead.name || t.anonymous}
        </h1>
        <Badge tone={STATUS_TONE[lead.status]}>{statusLabel(lead.status)}</Badge>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="p-6">
          <h2 className="mb-3 text-lg font-bold">{t.message}</h2>
          <p className="whitespace-pre-wrap leading-relaxed">{lead.message || t.noMessage}</p>
          <h2 className="mb-1 mt-8 text-lg font-bold">{t.context}</h2>
          <dl>
            <Row label={t.received}>{formatDateTime(lead.createdAt)}</Row>
            <Row label={t.source}>{sourceLabel(lead.source)}</Row>
            <Row label={t.service}>{serviceName(lead.service)}</Row>
            <Row label={t.page}>{lead.page ?? "—"}</Row>
            <Row label={t.referrer}>{lead.referrer ?? "—"}</Row>
            <Row label={t.utm}>
              {utm.length ? utm.map(([key, value]) => `${key}=${value}`).join(", ") : "—"}
            </Row>
          </dl>
        </Card>
        <div className="flex flex-col gap-6">
          <Card className="p-6">
            <h2 className="mb-3 text-lg font-bold">{t.contact}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {lead.company ? <li className="font-semibold">{lead.company}</li> : null}
              {lead.email ? (
                <li>
                  <a href={`mailto:${lead.email}`} className="underline underline-offset-4">
                    {lead.email}
                  </a>
                </li>
              ) : null}
              {lead.phone ? (
                <li>
                  <a href={`tel:${lead.phone}`} className="underline underline-offset-4">
                    {lead.phone}
                  </a>
                </li>
              ) : null}
              {!lead.email && !lead.phone && !lead.company ? <li>—</li> : null}
            </ul>
          </Card>
          <Card className="p-6">
            <fetcher.Form method="post" className="flex flex-col gap-3">
              <label htmlFor="lead-status" className="text-lg font-bold">
                {t.changeStatus}
              </label>
              <select
                id="lead-status"
                name="status"
                defaultValue={lead.status}
                className="rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3 py-2.5 text-sm"
              >
                {LEAD_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {statusLabel(status)}
                  </option>
                ))}
              </select>
              <button
                type="submit"
                className={buttonStyles.primary}
                disabled={fetcher.state !== "idle"}
              >
                {t.saveStatus}
              </button>
            </fetcher.Form>
          </Card>
        </div>
      </div>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary };
