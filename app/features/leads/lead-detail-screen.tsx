import { ArrowLeft, MessageCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { buttonStyles, Card, cx } from "#app/components/admin/admin-ui.tsx";
import { LeadStatusBadge, serviceName, sourceLabel } from "#app/components/admin/lead-labels.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { buildWhatsAppReplyUrl, toE164 } from "#contracts/lead-reply.ts";
import type { Lead, LeadDelivery, LeadNote } from "#contracts/lead-schema.ts";
import { LeadDeliveriesCard } from "./lead-deliveries-card.tsx";
import { leadMessages as m } from "./lead-messages.ts";
import { LeadNotesCard } from "./lead-notes-card.tsx";
import { LeadPipelineForm } from "./lead-pipeline-form.tsx";

const t = messages.admin.leads;

export type LeadWorkspace = {
  lead: Lead;
  notes: LeadNote[];
  deliveries: LeadDelivery[];
  owners: { id: number; name: string }[];
  notifying: boolean;
  today: string;
  /** Who is reading: the WhatsApp reply's greeting names them. */
  staffName: string;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-t border-(--admin-border) py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-semibold text-(--admin-muted)">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
    </div>
  );
}

/** What the visitor wrote and where they came from (first touch and the page it was sent from). */
function MessageCard({ lead }: { lead: Lead }) {
  const pairs = (values: Record<string, string> | null) =>
    Object.entries(values ?? {})
      .map(([key, value]) => `${key}=${value}`)
      .join(", ") || "—";
  return (
    <Card className="p-6">
      <h2 className="mb-3 text-lg font-bold">{t.message}</h2>
      <p className="whitespace-pre-wrap leading-relaxed">{lead.message || t.noMessage}</p>
      <h2 className="mb-1 mt-8 text-lg font-bold">{t.context}</h2>
      <dl>
        <Row label={t.received}>{formatDateTime(lead.createdAt, getStaffLocale())}</Row>
        <Row label={t.source}>{sourceLabel(lead.source)}</Row>
        <Row label={t.service}>{serviceName(lead.service)}</Row>
        <Row label={t.conversionPage}>{lead.page ?? "—"}</Row>
        <Row label={t.landingPage}>{lead.landingPage ?? "—"}</Row>
        <Row label={t.referrer}>{lead.referrer ?? "—"}</Row>
        <Row label={t.utm}>{pairs(lead.utm)}</Row>
        <Row label={t.clickIds}>{pairs(lead.clickIds)}</Row>
      </dl>
    </Card>
  );
}

function ContactCard({ lead, staffName }: { lead: Lead; staffName: string }) {
  const whatsApp = buildWhatsAppReplyUrl(lead, staffName);
  return (
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
            <a
              href={`tel:${toE164(lead.phone) ?? lead.phone}`}
              className="underline underline-offset-4"
              data-testid="lead-phone"
            >
              {toE164(lead.phone) ?? lead.phone}
            </a>
          </li>
        ) : null}
        {whatsApp ? (
          <li>
            <a
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              className={cx(buttonStyles.secondary, "mt-1 w-full justify-center")}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {m.replyWhatsApp}
            </a>
          </li>
        ) : null}
        {!lead.email && !lead.phone && !lead.company ? <li>—</li> : null}
      </ul>
    </Card>
  );
}

/** One lead: its message and context, notes, contact, pipeline (one Save) and notifications. */
export function LeadDetailScreen({ workspace }: { workspace: LeadWorkspace }) {
  const { lead, notes, deliveries, owners, notifying, today, staffName } = workspace;
  // The note being typed: the pipeline's Save adds it, so nothing typed is lost (issue 42).
  const [draftNote, setDraftNote] = useState("");
  const [noteCleared, setNoteCleared] = useState(0);
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
          <MessageCard lead={lead} />
          <LeadNotesCard notes={notes} onDraft={setDraftNote} cleared={noteCleared} />
        </div>
        <div className="flex flex-col gap-6">
          <ContactCard lead={lead} staffName={staffName} />
          <LeadPipelineForm
            lead={lead}
            owners={owners}
            today={today}
            pendingNote={draftNote}
            onNoteSaved={() => {
              setDraftNote("");
              setNoteCleared((count) => count + 1);
            }}
          />
          <LeadDeliveriesCard deliveries={deliveries} notifying={notifying} />
        </div>
      </div>
    </div>
  );
}
