import { Fingerprint } from "lucide-react";
import { useEffect, useState } from "react";
import { buttonStyles } from "#app/components/admin/admin-ui.tsx";
import { messages } from "#app/lib/staff-messages.ts";
import { isPasskeyPlace, type PasskeyPlace, postJson } from "./passkey-support.ts";

/**
 * Signs in with a passkey: alone (any of the site's discoverable passkeys), or with `token` as
 * the second step after the password. The WebAuthn browser code loads on the click.
 */
export function PasskeySignInButton({
  place,
  token,
  redirectTo,
  label,
}: {
  place: PasskeyPlace;
  token?: string;
  redirectTo: string;
  label: string;
}) {
  const t = messages.admin.login;
  const [usable, setUsable] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setUsable(isPasskeyPlace(place, window.location.hostname));
  }, [place]);

  if (usable === false) {
    return (
      <p data-testid="passkey-unavailable" className="text-sm text-(--admin-muted)">
        {place.publicUrlSet
          ? messages.admin.security.passkeyWrongHost(place.rpID)
          : messages.admin.security.passkeyUnavailable(place.rpID)}
      </p>
    );
  }

  const signIn = async () => {
    setBusy(true);
    setError(null);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const start = await postJson<{ token: string; options: never }>(
        "/auth/login/passkey/options",
        token ? { token } : {},
      );
      const response = await startAuthentication({ optionsJSON: start.options });
      await postJson("/auth/login/passkey", { token: start.token, response });
      window.location.assign(redirectTo);
    } catch {
      setError(t.passkeyFailed);
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={signIn}
        disabled={busy || usable === null}
        className={`${buttonStyles.secondary} py-3 text-base`}
      >
        <Fingerprint aria-hidden="true" className="size-5" />
        {busy ? t.submitting : label}
      </button>
      {error ? (
        <p role="alert" className="text-sm font-semibold text-(--admin-danger)">
          {error}
        </p>
      ) : null}
    </div>
  );
}
