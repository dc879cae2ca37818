import { renderSVG } from "uqr";
import { AdminRouteError } from "#app/features/admin/admin-route-error.tsx";
import { AccountSecurityScreen } from "#app/features/auth/account-security.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import {
  factorActionInputSchema,
  passkeyRenameFormSchema,
  passkeyRowInputSchema,
  totpConfirmInputSchema,
} from "#contracts/auth-schema.ts";
import {
  listPasskeys,
  removePasskey,
  renamePasskey,
  resolvePasskeyRelyingParty,
} from "#server/auth/passkey-service.ts";
import {
  confirmTotpSetup,
  getAccountSecurity,
  regenerateRecoveryCodes,
  removeTotp,
  startTotpSetup,
} from "#server/auth/second-factor-service.ts";
import { buildOtpauthUri } from "#server/auth/totp.ts";
import { refuseUnknownIntent, replySaved, submitForm } from "#server/http/form-submission.ts";
import { requireStaff } from "#server/http/require-staff.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/account-security";

const t = messages.admin.security;
/** The name the authenticator app lists the account under. */
const ISSUER = "Projingga Studio";

export const meta: Route.MetaFunction = () => [{ title: t.metaTitle }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const { db, config, secretBox } = context.get(servicesContext);
  const { summary, pendingSecret, policy } = await getAccountSecurity(db, secretBox, user);
  const { rpID } = resolvePasskeyRelyingParty(config.PUBLIC_URL);
  return {
    summary,
    pendingTotp: pendingSecret
      ? {
          secret: pendingSecret,
          qrSvg: renderSVG(buildOtpauthUri(pendingSecret, user.email, ISSUER), { border: 1 }),
        }
      : null,
    policy: { ...policy, setupOnly: Boolean(user.factorSetupOnly) },
    passkeys: await listPasskeys(db, user.id),
    passkeyPlace: { rpID, publicUrlSet: Boolean(config.PUBLIC_URL) },
  };
}

/** One action for the page's forms; `intent` says which. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireStaff(context, request);
  const services = context.get(servicesContext);
  const { db, secretBox } = services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const saved =
    (message: string) => (result: unknown, submission: Parameters<typeof replySaved>[0]) =>
      replySaved(submission, { message, answers: intent, result });
  switch (intent) {
    case "totp-start":
      return submitForm(form, {
        schema: factorActionInputSchema,
        save: async () => {
          await startTotpSetup(db, secretBox, user, ISSUER);
        },
        saved: saved(""),
      });
    case "totp-confirm":
      return submitForm(form, {
        schema: totpConfirmInputSchema,
        save: ({ code }) => confirmTotpSetup(db, secretBox, user, code, services.now()),
        saved: saved(t.totpEnabled),
      });
    case "totp-remove":
      return submitForm(form, {
        schema: factorActionInputSchema,
        save: () => removeTotp(db, user),
        saved: saved(t.totpRemoved),
      });
    case "recovery-renew":
      return submitForm(form, {
        schema: factorActionInputSchema,
        save: () => regenerateRecoveryCodes(db, user),
        saved: saved(t.recoveryRenewed),
      });
    case "passkey-rename":
      return submitForm(form, {
        schema: passkeyRenameFormSchema,
        save: ({ id, name }) => renamePasskey(db, user, id, name),
        saved: saved(t.passkeyRenamed),
      });
    case "passkey-remove":
      return submitForm(form, {
        schema: passkeyRowInputSchema,
        save: ({ id }) => removePasskey(db, user, id),
        saved: saved(t.passkeyRemoved),
      });
    default:
      return refuseUnknownIntent();
  }
}

export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  return <AccountSecurityScreen data={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
