import { getFormProps, getInputProps } from "@conform-to/react";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import type { FetcherWithComponents, Form } from "react-router";
import { buttonStyles, InputField } from "#app/components/admin/admin-ui.tsx";
import { getStaffLocale, messages } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { formatTime } from "#contracts/agency-clock.ts";
import { loginInputSchema, secondFactorInputSchema } from "#contracts/auth-schema.ts";
import { type FormReply, readFieldErrors, readFormError } from "#contracts/form-reply.ts";

/** What the login action answers a form that stays: a refusal, or (`intent=renew`) signed in. */
export type LoginReply = FormReply & {
  /** A throttled sign-in: when the member may try again. */
  retryAt?: string;
  /** The password was right: the second step's token and the member's factors. */
  secondFactor?: { token: string; methods: string[] };
};

/** The page's `<Form>` or a fetcher's. */
type FormElement = typeof Form | FetcherWithComponents<unknown>["Form"];

/**
 * The sign-in form, for the login page (a `<Form>`) and the sign-in dialog of an ended session
 * (a fetcher's form): `id` keeps the two apart, `email` fills in the member's, `submitLabel`
 * says what follows, `children` are the hidden fields the page adds.
 */
export function LoginForm({
  as: FormTag,
  action,
  reply,
  submitting,
  id = "login",
  email,
  submitLabel,
  className,
  children,
}: {
  as: FormElement;
  action?: string;
  reply: LoginReply | null | undefined;
  submitting: boolean;
  id?: string;
  email?: string;
  submitLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (reply?.secondFactor) {
    return (
      <SecondFactorForm
        as={FormTag}
        action={action}
        reply={reply}
        secondFactor={reply.secondFactor}
        submitting={submitting}
        id={`${id}-code`}
        className={className}
      >
        {children}
      </SecondFactorForm>
    );
  }
  return (
    <PasswordForm
      as={FormTag}
      action={action}
      reply={reply}
      submitting={submitting}
      id={id}
      email={email}
      submitLabel={submitLabel}
      className={className}
    >
      {children}
    </PasswordForm>
  );
}

type FormProps = {
  as: FormElement;
  action?: string;
  reply: LoginReply | null | undefined;
  submitting: boolean;
  id: string;
  className?: string;
  children?: ReactNode;
};

function PasswordForm({
  as: FormTag,
  action,
  reply,
  submitting,
  id,
  email,
  submitLabel,
  className,
  children,
}: FormProps & { email?: string; submitLabel?: string }) {
  const t = messages.admin.login;
  const [form, fields] = useSchemaForm(loginInputSchema, {
    id,
    lastResult: reply,
    defaultValue: email ? { email } : undefined,
  });
  const alertRef = useRef<HTMLDivElement>(null);
  // A refusal about a field is told at that field; the alert is for the rest (the throttle).
  const formError =
    Object.keys(readFieldErrors(reply)).length === 0 ? readFormError(reply) : undefined;
  const retryTime = formatRetryTime(reply);

  useFocusOnError(alertRef, formError);

  const emailError = fields.email.errors?.[0];
  const passwordError = fields.password.errors?.[0];
  return (
    <FormTag method="post" action={action} className={className} {...getFormProps(form)}>
      {children}
      <div className="flex flex-col gap-5">
        {formError ? (
          <FormAlert alertRef={alertRef} error={formError} retryTime={retryTime} />
        ) : null}
        <InputField
          {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
          id={`${id}-email`}
          label={t.email}
          error={emailError}
          autoComplete="username"
        />
        <InputField
          {...getInputProps(fields.password, { type: "password", ariaAttributes: false })}
          id={`${id}-password`}
          label={t.password}
          error={passwordError}
          autoComplete="current-password"
        />
        <button
          type="submit"
          className={`${buttonStyles.primary} py-3 text-base`}
          disabled={submitting}
        >
          {submitting ? t.submitting : (submitLabel ?? t.submit)}
        </button>
      </div>
    </FormTag>
  );
}

const formatRetryTime = (reply: LoginReply | null | undefined) =>
  reply?.retryAt ? formatTime(reply.retryAt, getStaffLocale()) : null;

function useFocusOnError(ref: RefObject<HTMLDivElement | null>, error: string | undefined) {
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error, ref]);
}

function FormAlert({
  alertRef,
  error,
  retryTime,
}: {
  alertRef: RefObject<HTMLDivElement | null>;
  error: string;
  retryTime: string | null;
}) {
  const t = messages.admin.login;
  return (
    <div
      ref={alertRef}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-(--admin-danger) bg-(--admin-danger-bg) p-4 text-sm text-(--admin-danger)"
    >
      {retryTime ? <p className="font-bold">{t.throttledTitle}</p> : null}
      <p>{error}</p>
      {retryTime ? <p className="mt-1">{t.retryAt(retryTime)}</p> : null}
    </div>
  );
}

/**
 * The second step: an authenticator code or a recovery code for the token the password step
 * gave (the token is the only state: no cookie is set until this step succeeds).
 */
function SecondFactorForm({
  as: FormTag,
  action,
  reply,
  secondFactor,
  submitting,
  id,
  className,
  children,
}: FormProps & { secondFactor: { token: string; methods: string[] } }) {
  const t = messages.admin.login;
  const [form, fields] = useSchemaForm(secondFactorInputSchema, {
    id,
    lastResult: reply?.status === "error" ? reply : undefined,
  });
  const alertRef = useRef<HTMLDivElement>(null);
  const formError =
    Object.keys(readFieldErrors(reply)).length === 0 ? readFormError(reply) : undefined;
  useFocusOnError(alertRef, formError);
  const codeError = fields.code.errors?.[0];
  const hasTotp = secondFactor.methods.includes("totp");
  return (
    <FormTag method="post" action={action} className={className} {...getFormProps(form)}>
      {children}
      <input type="hidden" name="token" value={secondFactor.token} />
      {secondFactor.methods.map((method) => (
        <input key={method} type="hidden" name="methods" value={method} />
      ))}
      <div className="flex flex-col gap-5">
        <div>
          <h2 className="text-xl font-bold">{t.codeTitle}</h2>
          <p className="mt-1 text-sm text-(--admin-muted)">
            {hasTotp ? t.codeIntro : t.recoveryIntro}
          </p>
        </div>
        {formError ? (
          <FormAlert alertRef={alertRef} error={formError} retryTime={formatRetryTime(reply)} />
        ) : null}
        <InputField
          {...getInputProps(fields.code, { type: "text", ariaAttributes: false })}
          id={`${id}-code`}
          label={t.code}
          error={codeError}
          hint={t.codeHint}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // Focused at once: the one field of a step the member just asked for.
          autoFocus
        />
        <button
          type="submit"
          className={`${buttonStyles.primary} py-3 text-base`}
          disabled={submitting}
        >
          {submitting ? t.submitting : t.submitCode}
        </button>
      </div>
    </FormTag>
  );
}
