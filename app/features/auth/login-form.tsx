import { getFormProps, getInputProps } from "@conform-to/react";
import { type ReactNode, useEffect, useRef } from "react";
import type { FetcherWithComponents, Form } from "react-router";
import { loginInputSchema } from "../../../contracts/auth-schema";
import { type FormReply, readFieldErrors, readFormError } from "../../../contracts/form-reply";
import { buttonStyles, describedBy, Field, inputStyles } from "../../components/admin/admin-ui";
import { getStaffLocale, messages } from "../../lib/staff-messages";
import { translateError } from "../../lib/translate-error";
import { useSchemaForm } from "../../lib/use-schema-form";

/** What the login action answers a form that stays: a refusal, or (`intent=renew`) signed in. */
export type LoginReply = FormReply & {
  /** A throttled sign-in: when the member may try again. */
  retryAt?: string;
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
  const retryTime = reply?.retryAt
    ? new Date(reply.retryAt).toLocaleTimeString(getStaffLocale() === "id" ? "id-ID" : "en-GB", {
        hour: "2-digit",
        minute: "2-digit",
      })
    : null;

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError]);

  const emailError = fields.email.errors?.[0];
  const passwordError = fields.password.errors?.[0];
  return (
    <FormTag method="post" action={action} className={className} {...getFormProps(form)}>
      {children}
      <div className="flex flex-col gap-5">
        {formError ? (
          <div
            ref={alertRef}
            tabIndex={-1}
            role="alert"
            className="rounded-xl border border-(--admin-danger) bg-(--admin-danger-bg) p-4 text-sm text-(--admin-danger)"
          >
            {retryTime ? <p className="font-bold">{t.throttledTitle}</p> : null}
            <p>{translateError(formError)}</p>
            {retryTime ? <p className="mt-1">{t.retryAt(retryTime)}</p> : null}
          </div>
        ) : null}
        <Field id={`${id}-email`} label={t.email} error={emailError}>
          <input
            {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
            id={`${id}-email`}
            autoComplete="username"
            className={inputStyles}
            {...describedBy(`${id}-email`, emailError)}
          />
        </Field>
        <Field id={`${id}-password`} label={t.password} error={passwordError}>
          <input
            {...getInputProps(fields.password, { type: "password", ariaAttributes: false })}
            id={`${id}-password`}
            autoComplete="current-password"
            className={inputStyles}
            {...describedBy(`${id}-password`, passwordError)}
          />
        </Field>
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
