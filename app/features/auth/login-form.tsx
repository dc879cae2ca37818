import { useEffect, useRef } from "react";
import { buttonStyles, InputField } from "../../components/admin/admin-ui";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import { translateError } from "../../lib/translate-error";

export type LoginResult = {
  fields?: Record<string, string>;
  formError?: string;
  retryAt?: string;
  values?: { email: string };
};

/**
 * The sign-in fields, for the login page and the sign-in dialog of an ended session (`id` keeps
 * the two apart, `email` fills in the member's, `submitLabel` says what follows).
 */
export function LoginForm({
  result,
  submitting,
  id = "login",
  email,
  submitLabel,
}: {
  result?: LoginResult;
  submitting: boolean;
  id?: string;
  email?: string;
  submitLabel?: string;
}) {
  const t = messages.admin.login;
  const alertRef = useRef<HTMLDivElement>(null);
  const emailError = result?.fields?.email;
  const passwordError = result?.fields?.password;
  const retryTime = result?.retryAt
    ? new Date(result.retryAt).toLocaleTimeString(getStaffLocale() === "id" ? "id-ID" : "en-GB", {
        hour: "2-digit",
        minute: "2-digit",
      })
    : null;

  useEffect(() => {
    if (result?.formError) alertRef.current?.focus();
  }, [result]);

  return (
    <div className="flex flex-col gap-5">
      {result?.formError ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border border-(--admin-danger) bg-(--admin-danger-bg) p-4 text-sm text-(--admin-danger)"
        >
          {result.retryAt ? <p className="font-bold">{t.throttledTitle}</p> : null}
          <p>{translateError(result.formError)}</p>
          {retryTime ? <p className="mt-1">{t.retryAt(retryTime)}</p> : null}
        </div>
      ) : null}
      <InputField
        id={`${id}-email`}
        label={t.email}
        error={emailError}
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={result?.values?.email ?? email ?? ""}
      />
      <InputField
        id={`${id}-password`}
        label={t.password}
        error={passwordError}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button
        type="submit"
        className={`${buttonStyles.primary} py-3 text-base`}
        disabled={submitting}
      >
        {submitting ? t.submitting : (submitLabel ?? t.submit)}
      </button>
    </div>
  );
}
