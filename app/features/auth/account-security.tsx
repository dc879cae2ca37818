import { getFormProps, getInputProps } from "@conform-to/react";
import { ShieldAlert } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import {
  AdminPage,
  Badge,
  buttonStyles,
  Card,
  describedBy,
  Field,
  inputStyles,
  SubmitButton,
} from "#app/components/admin/admin-ui.tsx";
import { useReplyFetcher } from "#app/components/admin/use-reply-fetcher.ts";
import { toast } from "#app/components/ui/lazy-toaster.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { totpConfirmInputSchema } from "#contracts/auth-schema.ts";
import type { FormReply } from "#contracts/form-reply.ts";
import { type PasskeyRow, PasskeySection } from "./passkey-section.tsx";
import type { PasskeyPlace } from "./passkey-support.ts";

const t = messages.admin.security;

export type RecoveryCodesResult = { recoveryCodes: string[] };

export type AccountSecurityData = {
  summary: { totp: boolean; passkeys: number; recoveryCodesLeft: number };
  passkeys: PasskeyRow[];
  passkeyPlace: PasskeyPlace;
  pendingTotp: { secret: string; qrSvg: string } | null;
  policy: { required: boolean; signInsLeft: number; setupOnly: boolean };
};

function Section({
  title,
  status,
  children,
}: {
  title: string;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        {status}
      </div>
      <div className="mt-3 flex flex-col gap-4">{children}</div>
    </Card>
  );
}

/** A button posting one intent through its own fetcher. */
function IntentButton({
  intent,
  label,
  tone = "secondary",
  onSaved,
}: {
  intent: string;
  label: string;
  tone?: keyof typeof buttonStyles;
  onSaved?: (reply: FormReply<RecoveryCodesResult | undefined>) => void;
}) {
  const { fetcher, busy } = useReplyFetcher<RecoveryCodesResult | undefined>({ onSaved });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonStyles[tone]} disabled={busy}>
        {label}
      </button>
    </fetcher.Form>
  );
}

/** The confirming fetcher's key: the screen reads its answer after the form is gone. */
const TOTP_CONFIRM = "totp-confirm";

function TotpConfirmForm({ pending }: { pending: { secret: string; qrSvg: string } }) {
  const { fetcher, reply, busy } = useReplyFetcher<RecoveryCodesResult | undefined>({
    key: TOTP_CONFIRM,
    describeFailure: () => null,
  });
  const [form, fields] = useSchemaForm(totpConfirmInputSchema, {
    id: "totp-confirm",
    lastResult: reply,
  });
  const codeError = fields.code.errors?.[0];
  // The key in groups of four, as authenticator apps show it.
  const grouped = pending.secret.match(/.{1,4}/g)?.join(" ") ?? pending.secret;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">{t.totpScan}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          role="img"
          aria-label={t.totpQrLabel}
          className="w-44 shrink-0 rounded-xl bg-white p-2 [&>svg]:h-auto [&>svg]:w-full"
          // An SVG the server drew from the secret (uqr): no user text in it.
          dangerouslySetInnerHTML={{ __html: pending.qrSvg }}
        />
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-sm">
            <span className="font-semibold">{t.totpSecret}: </span>
            <code data-testid="totp-secret" className="break-all font-mono text-sm">
              {grouped}
            </code>
          </p>
          <fetcher.Form method="post" {...getFormProps(form)} className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="totp-confirm" />
            <Field id="totp-confirm-code" label={t.totpCode} error={codeError}>
              <input
                {...getInputProps(fields.code, { type: "text", ariaAttributes: false })}
                id="totp-confirm-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                className={`${inputStyles} max-w-40`}
                {...describedBy("totp-confirm-code", codeError)}
              />
            </Field>
            <div>
              <SubmitButton busy={busy}>{t.totpConfirm}</SubmitButton>
            </div>
          </fetcher.Form>
        </div>
      </div>
    </div>
  );
}

function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-(--admin-border) bg-(--admin-surface-2) p-4"
    >
      <p className="font-semibold">{t.recoveryShownOnce}</p>
      <ul data-testid="recovery-codes" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/** The member's own sign-in factors: passkeys, the authenticator app, recovery codes. */
export function AccountSecurityScreen({ data }: { data: AccountSecurityData }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const showCodes = (reply: FormReply<RecoveryCodesResult | undefined>) => {
    if (reply.result?.recoveryCodes) setRecoveryCodes(reply.result.recoveryCodes);
  };
  // The confirmed setup's codes: its form is unmounted by the same answer that brings them.
  const confirmed = useFetcher<FormReply<RecoveryCodesResult | undefined>>({ key: TOTP_CONFIRM });
  const confirmedCodes = confirmed.data?.result?.recoveryCodes;
  useEffect(() => {
    if (!confirmedCodes) return;
    setRecoveryCodes(confirmedCodes);
    toast.success(t.totpEnabled);
  }, [confirmedCodes]);
  const { summary, pendingTotp, policy } = data;
  const hasFactor = summary.totp || summary.passkeys > 0;
  return (
    <AdminPage title={t.title} intro={t.intro}>
      <div className="flex max-w-3xl flex-col gap-5">
        {policy.required && !hasFactor ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-(--admin-danger) bg-(--admin-danger-bg) p-4 text-sm text-(--admin-danger)"
          >
            <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
            <p>{t.requiredNotice(policy.setupOnly ? 0 : policy.signInsLeft)}</p>
          </div>
        ) : null}
        <PasskeySection
          place={data.passkeyPlace}
          passkeys={data.passkeys}
          onRecoveryCodes={setRecoveryCodes}
        />
        <Section
          title={t.totpTitle}
          status={
            <Badge tone={summary.totp ? "success" : "neutral"}>
              {summary.totp ? t.totpOn : t.totpOff}
            </Badge>
          }
        >
          <p className="text-sm text-(--admin-muted)">{t.totpIntro}</p>
          {summary.totp ? (
            <div>
              <IntentButton intent="totp-remove" label={t.totpRemove} tone="ghost" />
            </div>
          ) : pendingTotp ? (
            <TotpConfirmForm pending={pendingTotp} />
          ) : (
            <div>
              <IntentButton intent="totp-start" label={t.totpStart} tone="primary" />
            </div>
          )}
        </Section>
        {hasFactor || recoveryCodes ? (
          <Section title={t.recoveryTitle}>
            <p className="text-sm text-(--admin-muted)">
              {t.recoveryIntro} {t.recoveryLeft(summary.recoveryCodesLeft)}
            </p>
            {recoveryCodes ? <RecoveryCodeList codes={recoveryCodes} /> : null}
            <div>
              <IntentButton intent="recovery-renew" label={t.recoveryRenew} onSaved={showCodes} />
            </div>
          </Section>
        ) : null}
      </div>
    </AdminPage>
  );
}
