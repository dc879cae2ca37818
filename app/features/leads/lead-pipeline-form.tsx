import { getFormProps, getInputProps } from "@conform-to/react";
import {
  buttonStyles,
  Card,
  describedBy,
  Field,
  inputStyles,
  Options,
  SubmitButton,
} from "#app/components/admin/admin-ui.tsx";
import { FormSelectField } from "#app/components/admin/form-fields.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { readFormError } from "#contracts/form-reply.ts";
import { LEAD_STATUSES, type Lead, leadPipelineInputSchema } from "#contracts/lead-schema.ts";
import { FollowUpBadge } from "./follow-up-badge.tsx";
import { leadMessages as m } from "./lead-messages.ts";

const t = messages.admin.leads;

type Owner = { id: number; name: string };

/** The form's fields of a stored lead: an empty owner or date means none. */
const fromLead = (lead: Lead) => ({
  status: lead.status,
  ownerId: lead.ownerId === null ? "" : String(lead.ownerId),
  nextFollowUp: lead.nextFollowUp ?? "",
});

/**
 * Status, owner and next follow-up, saved together by one Save (one change, audited per field).
 * An owner no longer on the list (disabled since) stays selectable, so saving the status keeps them.
 */
export function LeadPipelineForm({
  lead,
  owners,
  today,
  pendingNote = "",
  onNoteSaved,
}: {
  lead: Lead;
  owners: Owner[];
  today: string;
  /** The note typed in the notes card and not yet added: this Save adds it too. */
  pendingNote?: string;
  onNoteSaved?: () => void;
}) {
  const { fetcher, reply, busy } = useReplyFetcher({
    describeFailure: (answer) => readFormError(answer) ?? m.failed,
    onSaved: () => {
      if (pendingNote.trim()) onNoteSaved?.();
    },
  });
  const [form, fields] = useSchemaForm(leadPipelineInputSchema, {
    id: "lead-pipeline",
    lastResult: reply,
    defaultValue: fromLead(lead),
  });
  const choices =
    lead.ownerId !== null && !owners.some((owner) => owner.id === lead.ownerId)
      ? [...owners, { id: lead.ownerId, name: lead.ownerName ?? String(lead.ownerId) }]
      : owners;
  const { status, ownerId, nextFollowUp } = fields;
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-bold">{m.pipeline}</h2>
      <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="pipeline" />
        <input type="hidden" name="note" value={pendingNote} />
        <FormSelectField field={status} label={t.changeStatus}>
          <Options values={LEAD_STATUSES} label={(value) => t.statuses[value]} />
        </FormSelectField>
        <FormSelectField field={ownerId} label={m.owner}>
          <option value="">{m.unassigned}</option>
          {choices.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name}
            </option>
          ))}
        </FormSelectField>
        <div className="flex flex-col gap-2">
          <Field id={nextFollowUp.id} label={m.followUp} error={nextFollowUp.errors?.[0]}>
            <input
              {...getInputProps(nextFollowUp, { type: "date", ariaAttributes: false })}
              className={inputStyles}
              {...describedBy(nextFollowUp.id, nextFollowUp.errors?.[0])}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <FollowUpBadge date={lead.nextFollowUp} today={today} />
            {nextFollowUp.value ? (
              <button
                type="button"
                className={buttonStyles.ghost}
                onClick={() => form.update({ name: nextFollowUp.name, value: "" })}
              >
                {m.clearFollowUp}
              </button>
            ) : null}
          </div>
        </div>
        <div>
          <SubmitButton busy={busy}>{busy ? m.saving : m.save}</SubmitButton>
        </div>
      </fetcher.Form>
    </Card>
  );
}
