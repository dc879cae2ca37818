import { getFormProps, getInputProps } from "@conform-to/react";
import { Fingerprint } from "lucide-react";
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import {
  Badge,
  buttonStyles,
  Card,
  describedBy,
  Field,
  inputStyles,
} from "#app/components/admin/admin-ui.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { formatDateTime } from "#contracts/agency-clock.ts";
import { passkeyNameInputSchema } from "#contracts/auth-schema.ts";
import { isPasskeyPlace, type PasskeyPlace, postJson } from "./passkey-support.ts";

const t = messages.admin.security;

export type PasskeyRow = {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

const when = (value: string) => formatDateTime(value, getStaffLocale());

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  const rename = useReplyFetcher();
  const remove = useReplyFetcher();
  const inputId = `passkey-name-${passkey.id}`;
  return (
    <li className="flex flex-col gap-3 border-t border-(--admin-border) pt-4 first:border-t-0 first:pt-0">
      <div>
        <p className="font-semibold">{passkey.name}</p>
        <p className="text-xs text-(--admin-muted)">
          {t.passkeyCreated(when(passkey.createdAt))} ·{" "}
          {passkey.lastUsedAt ? t.passkeyLastUsed(when(passkey.lastUsedAt)) : t.passkeyNeverUsed}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <rename.fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="passkey-rename" />
          <input type="hidden" name="id" value={passkey.id} />
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="sr-only">
              {t.passkeyName}: {passkey.name}
            </label>
            <input
              id={inputId}
              name="name"
              defaultValue={passkey.name}
              key={passkey.name}
              maxLength={60}
              required
              className={`${inputStyles} py-2`}
            />
          </div>
          <button type="submit" className={buttonStyles.secondary} disabled={rename.busy}>
            {t.passkeyRename}
            <span className="sr-only">: {passkey.name}</span>
          </button>
        </rename.fetcher.Form>
        <remove.fetcher.Form method="post">
          <input type="hidden" name="intent" value="passkey-remove" />
          <input type="hidden" name="id" value={passkey.id} />
          <button
            type="submit"
            className={`${buttonStyles.ghost} text-(--admin-danger)`}
            disabled={remove.busy}
          >
            {t.passkeyRemove}
            <span className="sr-only">: {passkey.name}</span>
          </button>
        </remove.fetcher.Form>
      </div>
    </li>
  );
}

/** Adds a passkey: named first, then the browser's own dialog (the WebAuthn code loads on submit). */
function AddPasskeyForm({ onRecoveryCodes }: { onRecoveryCodes: (codes: string[]) => void }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [form, fields] = useSchemaForm(passkeyNameInputSchema, {
    id: "passkey-add",
    lastResult: undefined,
  });
  const nameError = fields.name.errors?.[0];
  return (
    <form
      {...getFormProps(form)}
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const element = event.currentTarget;
        const name = String(new FormData(element).get("name") ?? "").trim();
        if (!name) {
          form.validate();
          return;
        }
        setBusy(true);
        let added: { recoveryCodes?: string[] };
        try {
          const { startRegistration } = await import("@simplewebauthn/browser");
          const start = await postJson<{ token: string; options: never }>(
            "/auth/passkeys/options",
            {},
          );
          const response = await startRegistration({ optionsJSON: start.options });
          added = await postJson("/auth/passkeys", { token: start.token, name, response });
        } catch (error) {
          // The browser's own refusals (cancelled, not allowed here) are DOMExceptions; the
          // server's carry its reason.
          const reason = error instanceof Error && error.name === "Error" ? error.message : "";
          toast.error(reason || t.passkeyCancelled);
          setBusy(false);
          return;
        }
        if (added.recoveryCodes) onRecoveryCodes(added.recoveryCodes);
        toast.success(t.passkeyAdded);
        element.reset();
        setBusy(false);
        revalidator.revalidate();
      }}
    >
      <Field id="passkey-add-name" label={t.passkeyName} error={nameError} hint={t.passkeyNameHint}>
        <input
          {...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
          id="passkey-add-name"
          className={`${inputStyles} max-w-80`}
          {...describedBy("passkey-add-name", nameError, t.passkeyNameHint)}
        />
      </Field>
      <div>
        <button type="submit" className={buttonStyles.primary} disabled={busy}>
          <Fingerprint aria-hidden="true" className="size-4" />
          {t.passkeyAdd}
        </button>
      </div>
    </form>
  );
}

export function PasskeySection({
  place,
  passkeys,
  onRecoveryCodes,
}: {
  place: PasskeyPlace;
  passkeys: PasskeyRow[];
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const [usable, setUsable] = useState<boolean | null>(null);
  useEffect(() => setUsable(isPasskeyPlace(place, window.location.hostname)), [place]);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">{t.passkeysTitle}</h2>
        {passkeys.length > 0 ? <Badge tone="success">{passkeys.length}</Badge> : null}
      </div>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-(--admin-muted)">{t.passkeysIntro}</p>
        {passkeys.length > 0 ? (
          <ul data-testid="passkey-list" className="flex flex-col gap-4">
            {passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ) : (
          <p className="text-sm">{t.passkeysNone}</p>
        )}
        {usable === false ? (
          <p data-testid="passkey-unavailable" role="note" className="text-sm">
            {place.publicUrlSet ? t.passkeyWrongHost(place.rpID) : t.passkeyUnavailable(place.rpID)}
          </p>
        ) : (
          <AddPasskeyForm onRecoveryCodes={onRecoveryCodes} />
        )}
      </div>
    </Card>
  );
}
