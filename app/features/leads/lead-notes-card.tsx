import { getFormProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import {
  Card,
  describedBy,
  Field,
  inputStyles,
  SubmitButton,
} from "#app/components/admin/admin-ui.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { getStaffLocale } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { readFormError } from "#contracts/form-reply.ts";
import { type LeadNote, leadNoteInputSchema } from "#contracts/lead-schema.ts";
import { leadMessages as m } from "./lead-messages.ts";

/** The lead's notes, newest first, and the form that adds one (emptied once it is saved). */
export function LeadNotesCard({
  notes,
  onDraft,
  cleared = 0,
}: {
  notes: LeadNote[];
  /** The note as typed, not yet added (the pipeline's Save adds it too). */
  onDraft?: (text: string) => void;
  /** Counts the saves elsewhere that added the typed note: each empties the field. */
  cleared?: number;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, reply, busy } = useReplyFetcher({
    describeFailure: (answer) => readFormError(answer) ?? m.failed,
    onSaved: () => {
      formRef.current?.reset();
      onDraft?.("");
    },
  });
  useEffect(() => {
    if (cleared > 0) formRef.current?.reset();
  }, [cleared]);
  const [form, fields] = useSchemaForm(leadNoteInputSchema, { id: "lead-note", lastResult: reply });
  const { body } = fields;
  return (
    <Card className="p-6">
      <h2 className="mb-3 text-lg font-bold">{m.notes}</h2>
      <fetcher.Form
        ref={formRef}
        method="post"
        {...getFormProps(form)}
        className="flex flex-col gap-2"
      >
        <input type="hidden" name="intent" value="note" />
        <Field id={body.id} label={m.noteLabel} error={body.errors?.[0]}>
          <textarea
            {...getTextareaProps(body, { ariaAttributes: false })}
            rows={3}
            onInput={(event) => onDraft?.(event.currentTarget.value)}
            placeholder={m.notePlaceholder}
            className={inputStyles}
            {...describedBy(body.id, body.errors?.[0])}
          />
        </Field>
        <div>
          <SubmitButton busy={busy}>{m.addNote}</SubmitButton>
        </div>
      </fetcher.Form>
      {notes.length === 0 ? (
        <p className="mt-4 text-sm text-(--admin-muted)">{m.noNotes}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-3" aria-label={m.notes}>
          {notes.map((item) => (
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
