import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { data, Link } from "react-router";
import { z } from "zod";
import {
  LEAD_STATUSES,
  type LeadDelivery,
  leadAssignInputSchema,
  leadFollowUpInputSchema,
  leadNoteInputSchema,
  leadStatusInputSchema,
} from "../../../contracts/lead-schema";
import { parseForm, runFormAction } from "../../../server/auth/action-result.ts";
import { requireStaff } from "../../../server/auth/require-staff.ts";
import {
  addLeadNote,
  assignLead,
  getLeadWorkspace,
  retryLeadDelivery,
  setLeadFollowUp,
  updateLeadStatus,
} from "../../../server/leads/lead-pipeline.ts";
import { agencyToday } from "../../../server/leads/lead-service.ts";
import { servicesContext } from "../../../server/router-context.ts";
import { toApiError } from "../../../server/shared/to-api-error.ts";
import {
  Badge,
  buttonStyles,
  Card,
  describedBy,
  Field,
  InputField,
  inputStyles,
  Options,
  SubmitButton,
} from "../../components/admin/admin-ui";
import { useIntentFetcher } from "../../components/admin/use-action-call";
import { AdminRouteError } from "../../features/admin/admin-route-error";
import {
  LeadStatusBadge,
  serviceName,
  sourceLabel,
  statusLabel,
} from "../../features/admin/lead-labels";
import { FollowUpBadge } from "../../features/leads/follow-up-badge";
import { leadMessages as m } from "../../features/leads/lead-messages";
import { formatDateTime } from "../../lib/format-staff-date";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import type { Route } from "./+types/lead-detail";
import { readRowId } from "./row-id";
import { requireStaffWithDb } from "./staff-route";

const t = messages.admin.leads;

export const meta: Route.MetaFunction = () => [{ title: `${t.detailTitle} · ${t.metaTitle}` }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireStaff(context, request, "leads:manage");
  const { db, now } = context.get(servicesContext);
  try {
    const workspace = await getLeadWorkspace(db, readRowId(params.id));
    return { ...workspace, today: agencyToday(now()) };
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal && refusal.status === 404) throw data({ message: "Not found" }, { status: 404 });
    throw error;
  }
}

/** The toast after each intent, read per request so it is in the member's language. */
const successMessage = (intent: string): string =>
  ({
    owner: m.ownerSaved,
    followUp: m.followUpSaved,
    clearFollowUp: m.followUpCleared,
    note: m.noteSaved,
    retry: m.retryQueued,
  })[intent] ?? t.statusSaved;

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user, db } = requireStaffWithDb(context, request, "leads:manage");
  const id = readRowId(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "status");
  const actor = { id: user.id, email: user.email, name: user.name };
  return runFormAction(intent, successMessage(intent), async () => {
    switch (intent) {
      case "owner": {
        const { ownerId } = parseForm(leadAssignInputSchema, { ownerId: form.get("ownerId") });
        return assignLead(db, id, ownerId, actor);
      }
      case "followUp":
      case "clearFollowUp": {
        const raw = intent === "clearFollowUp" ? "" : form.get("nextFollowUp");
        const { nextFollowUp } = parseForm(leadFollowUpInputSchema, { nextFollowUp: raw });
        return setLeadFollowUp(db, id, nextFollowUp, actor);
      }
      case "note": {
        const { body } = parseForm(leadNoteInputSchema, { body: form.get("body") ?? "" });
        return addLeadNote(db, id, body, actor, context.get(servicesContext).now());
      }
      case "retry": {
        const { deliveryId } = parseForm(retryInputSchema, { deliveryId: form.get("deliveryId") });
        return retryLeadDelivery(db, id, deliveryId, actor);
      }
      default: {
        const { status } = parseForm(leadStatusInputSchema, { status: form.get("status") });
        return updateLeadStatus(db, id, status, actor);
      }
    }
  });
}

const retryInputSchema = z.object({ deliveryId: z.coerce.number().int().positive() });

const describeFailure = (failure: { message: string }) => failure.message || m.failed;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-(--admin-border) py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-(--admin-muted)">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

const selectStyles =
  "w-full rounded-xl border border-(--admin-border) bg-(--admin-surface) px-3 py-2.5 text-sm";

function PipelineCard({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { lead, owners, today } = loaderData;
  const status = useIntentFetcher(describeFailure);
  const owner = useIntentFetcher(describeFailure);
  const followUp = useIntentFetcher(describeFailure);
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-bold">{m.pipeline}</h2>
      <div className="flex flex-col gap-5">
        <status.fetcher.Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="status" />
          <label htmlFor="lead-status" className="text-sm font-semibold">
            {t.changeStatus}
          </label>
          <select
            id="lead-status"
            name="status"
            defaultValue={lead.status}
            className={selectStyles}
          >
            <Options values={LEAD_STATUSES} label={statusLabel} />
          </select>
          <SubmitButton busy={status.busy}>{t.saveStatus}</SubmitButton>
        </status.fetcher.Form>
        <owner.fetcher.Form method="post" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="owner" />
          <Field id="lead-owner" label={m.owner} error={owner.fields.ownerId}>
            <select
              id="lead-owner"
              name="ownerId"
              defaultValue={lead.ownerId ?? ""}
              className={selectStyles}
              {...describedBy("lead-owner", owner.fields.ownerId)}
            >
              <option value="">{m.unassigned}</option>
              {owners.map((staff) => (
                <option key={staff.id} value={staff.id}>
                  {staff.name}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className={buttonStyles.secondary} disabled={owner.busy}>
            {m.assign}
          </button>
        </owner.fetcher.Form>
        <followUp.fetcher.Form method="post" className="flex flex-col gap-2">
          <InputField
            id="lead-follow-up"
            label={m.followUp}
            error={followUp.fields.nextFollowUp}
            type="date"
            name="nextFollowUp"
            required
            defaultValue={lead.nextFollowUp ?? ""}
          />
          <FollowUpBadge date={lead.nextFollowUp} today={today} />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="followUp"
              className={buttonStyles.secondary}
              disabled={followUp.busy}
            >
              {m.saveFollowUp}
            </button>
            {lead.nextFollowUp ? (
              <button
                type="submit"
                name="intent"
                value="clearFollowUp"
                formNoValidate
                className={buttonStyles.ghost}
                disabled={followUp.busy}
              >
                {m.clearFollowUp}
              </button>
            ) : null}
          </div>
        </followUp.fetcher.Form>
      </div>
    </Card>
  );
}

function NotesCard({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const form = useRef<HTMLFormElement>(null);
  const note = useIntentFetcher(describeFailure, () => form.current?.reset());
  return (
    <Card className="p-6">
      <h2 className="mb-3 text-lg font-bold">{m.notes}</h2>
      <note.fetcher.Form ref={form} method="post" className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="note" />
        <Field id="lead-note" label={m.noteLabel} error={note.fields.body}>
          <textarea
            id="lead-note"
            name="body"
            rows={3}
            maxLength={4000}
            placeholder={m.notePlaceholder}
            className={inputStyles}
            {...describedBy("lead-note", note.fields.body)}
          />
        </Field>
        <div>
          <SubmitButton busy={note.busy}>{m.addNote}</SubmitButton>
        </div>
      </note.fetcher.Form>
      {loaderData.notes.length === 0 ? (
        <p className="mt-4 text-sm text-(--admin-muted)">{m.noNotes}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" aria-label={m.notes}>
          {loaderData.notes.map((item) => (
            <li key={item.id} className="rounded-xl bg-(--admin-surface-2) p-3">
              <p className="whitespace-pre-wrap text-sm">{item.body}</p>
              <p className="mt-1 text-xs text-(--admin-muted)">
                {m.noteMeta(item.authorName, formatDateTime(item.createdAt, getStaffLocale()))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const STATE_TONE = { queued: "info", sent: "success", failed: "danger" } as const;

function DeliveryItem({ delivery }: { delivery: LeadDelivery }) {
  const retry = useIntentFetcher(describeFailure);
  return (
    <li className="flex flex-col gap-1 border-t border-(--admin-border) py-3 first:border-t-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold">
          {m.channels[delivery.channel]}
          {delivery.recipient ? ` · ${delivery.recipient}` : ""}
        </span>
        <Badge tone={STATE_TONE[delivery.state]}>{m.states[delivery.state]}</Badge>
      </div>
      <p className="text-xs text-(--admin-muted)">
        {delivery.sentAt
          ? formatDateTime(delivery.sentAt, getStaffLocale())
          : `${formatDateTime(delivery.createdAt, getStaffLocale())} · ${m.attempts(delivery.attempts)}`}
      </p>
      {delivery.lastError ? (
        <p className="text-xs font-semibold text-(--admin-danger)">
          {delivery.state === "failed"
            ? m.failedReason(delivery.lastError)
            : m.retrying(delivery.lastError)}
        </p>
      ) : null}
      {delivery.state === "failed" ? (
        <retry.fetcher.Form method="post">
          <input type="hidden" name="intent" value="retry" />
          <input type="hidden" name="deliveryId" value={delivery.id} />
          <button type="submit" className={buttonStyles.secondary} disabled={retry.busy}>
            {m.retry}
          </button>
        </retry.fetcher.Form>
      ) : null}
    </li>
  );
}

export default function LeadDetail({ loaderData }: Route.ComponentProps) {
  const { lead, deliveries, notifying } = loaderData;
  const utm = Object.entries(lead.utm ?? {});
  return (
    <div className="mx-auto max-w-5xl">
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
        <LeadStatusBadge status={lead.status} />
        {lead.ownerName ? (
          <span className="text-sm text-(--admin-muted)">
            {m.owner}: {lead.ownerName}
          </span>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card className="p-6">
            <h2 className="mb-3 text-lg font-bold">{t.message}</h2>
            <p className="whitespace-pre-wrap leading-relaxed">{lead.message || t.noMessage}</p>
            <h2 className="mb-1 mt-8 text-lg font-bold">{t.context}</h2>
            <dl>
              <Row label={t.received}>{formatDateTime(lead.createdAt, getStaffLocale())}</Row>
              <Row label={t.source}>{sourceLabel(lead.source)}</Row>
              <Row label={t.service}>{serviceName(lead.service)}</Row>
              <Row label={t.page}>{lead.page ?? "—"}</Row>
              <Row label={t.referrer}>{lead.referrer ?? "—"}</Row>
              <Row label={t.utm}>
                {utm.length ? utm.map(([key, value]) => `${key}=${value}`).join(", ") : "—"}
              </Row>
            </dl>
          </Card>
          <NotesCard loaderData={loaderData} />
        </div>
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
          <PipelineCard loaderData={loaderData} />
          <Card className="p-6">
            <h2 className="mb-2 text-lg font-bold">{m.notifications}</h2>
            {deliveries.length === 0 ? (
              <p className="text-sm text-(--admin-muted)">
                {notifying ? m.noNotifications : m.notificationsOff}
              </p>
            ) : (
              <ul>
                {deliveries.map((delivery) => (
                  <DeliveryItem key={delivery.id} delivery={delivery} />
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}

export { AdminRouteError as ErrorBoundary };
