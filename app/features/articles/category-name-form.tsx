import { getFormProps, getInputProps } from "@conform-to/react";
import { Check, X } from "lucide-react";
import { buttonStyles, cx, describedBy, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { messages } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { categoryRenameFormSchema } from "#contracts/article-bulk-schema.ts";
import { readFieldErrors } from "#contracts/form-reply.ts";

const t = messages.blog;

/**
 * A category's name, edited in its row: checked as typed with the action's schema, saved
 * through the categories action; a refused name is shown under the field, anything else
 * toasted. `onDone` closes it (saved, Cancel or Escape).
 */
export function CategoryNameForm({
  category,
  onDone,
}: {
  category: { uid: string; name: string; nameId: string };
  onDone: () => void;
}) {
  const { fetcher, reply, busy } = useReplyFetcher({
    describeFailure: (answer) => (readFieldErrors(answer).name ? null : t.categoriesFailed),
    onSaved: onDone,
  });
  const [form, fields] = useSchemaForm(categoryRenameFormSchema, {
    id: `rename-${category.uid}`,
    lastResult: reply,
    defaultValue: { name: category.name, nameId: category.nameId, uid: category.uid },
  });
  const error = fields.name.errors?.[0];
  const errorId = fields.nameId.errors?.[0];
  return (
    <fetcher.Form method="post" className="flex items-start gap-2" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="rename" />
      <input {...getInputProps(fields.uid, { type: "hidden" })} />
      <div className="flex flex-col gap-1">
        <label htmlFor={fields.name.id} className="sr-only">
          {t.categoriesName}
        </label>
        <input
          {...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
          // biome-ignore lint/a11y/noAutofocus: the field the user just asked to edit
          autoFocus
          onKeyDown={(event) => event.key === "Escape" && onDone()}
          {...describedBy(fields.name.id, error)}
          className={cx(inputStyles, "py-1.5")}
        />
        {error ? (
          <p id={`${fields.name.id}-error`} className="text-xs text-(--admin-danger)">
            {error}
          </p>
        ) : null}
        <label htmlFor={fields.nameId.id} className="text-xs text-(--admin-muted)">
          {messages.editorial.categoriesNameId}
        </label>
        <input
          {...getInputProps(fields.nameId, { type: "text", ariaAttributes: false })}
          lang="id"
          placeholder={messages.editorial.categoriesNameIdHint}
          onKeyDown={(event) => event.key === "Escape" && onDone()}
          {...describedBy(fields.nameId.id, errorId)}
          className={cx(inputStyles, "py-1.5")}
        />
        {errorId ? (
          <p id={`${fields.nameId.id}-error`} className="text-xs text-(--admin-danger)">
            {errorId}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={buttonStyles.icon}
        aria-label={t.categoriesSave}
        disabled={busy}
      >
        <Check aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={buttonStyles.icon}
        aria-label={t.categoriesCancel}
        onClick={onDone}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </fetcher.Form>
  );
}
