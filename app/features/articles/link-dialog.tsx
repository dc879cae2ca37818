import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { buttonStyles, cx, inputStyles } from "#app/components/admin/admin-ui.tsx";
import { FormDialog } from "#app/components/admin/form-dialog.tsx";
import { messages } from "#app/lib/staff-messages.ts";

const t = messages.admin.articles;

/** The link kinds the editor keeps (the sanitizer allows the same). */
const LINK_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+|\/[^\s]*)$/i;

export const isLinkAddress = (value: string) => LINK_PATTERN.test(value.trim());

/**
 * Asks for a link's address in the editor: a labelled field, its error next to it, Apply,
 * Remove (when the selection is a link) and Cancel; Escape and the close button cancel.
 */
export function LinkDialog({
  open,
  initialHref,
  onClose,
  onApply,
  onRemove,
}: {
  open: boolean;
  /** The selected link's address, if the selection is a link. */
  initialHref: string | null;
  onClose: () => void;
  onApply: (href: string) => void;
  onRemove: () => void;
}) {
  const ids = useId();
  const [href, setHref] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setHref(initialHref ?? "https://");
    setProblem(null);
  }, [open, initialHref]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The editor's form sits around this dialog in the DOM tree React sees: keep it unsent.
    event.stopPropagation();
    if (!isLinkAddress(href)) return setProblem(t.linkInvalid);
    onApply(href.trim());
  };

  const problemId = `${ids}-problem`;
  return (
    <FormDialog
      title={t.linkDialogTitle}
      closeLabel={t.imageCancel}
      open={open}
      onOpenChange={(next) => !next && onClose()}
      onOpenAutoFocus={(event) => {
        // The address field, not the close button: typing the address is why it opened.
        event.preventDefault();
        field.current?.focus();
        field.current?.select();
      }}
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={`${ids}-href`} className="text-sm font-semibold">
          {t.linkAddress}
        </label>
        <input
          ref={field}
          id={`${ids}-href`}
          type="url"
          inputMode="url"
          value={href}
          maxLength={2000}
          autoComplete="off"
          onChange={(event) => {
            setHref(event.target.value);
            setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={cx(inputStyles, problem && "border-(--admin-danger)")}
        />
        {problem ? (
          <p id={problemId} role="alert" className="text-sm font-semibold text-(--admin-danger)">
            {problem}
          </p>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          {initialHref ? (
            <button
              type="button"
              className={cx(buttonStyles.ghost, "mr-auto text-(--admin-danger)")}
              onClick={onRemove}
            >
              {t.linkRemove}
            </button>
          ) : null}
          <Dialog.Close className={buttonStyles.secondary}>{t.imageCancel}</Dialog.Close>
          <button type="submit" className={buttonStyles.primary}>
            {t.linkApply}
          </button>
        </div>
      </form>
    </FormDialog>
  );
}
