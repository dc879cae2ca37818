import { getFormProps, getInputProps } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import { InputField, NewPasswordField, SubmitButton } from "#app/components/admin/admin-ui.tsx";
import { AuthFrame } from "#app/features/auth/auth-frame.tsx";
import { messages, setStaffLocale } from "#app/lib/staff-messages.ts";
import { useSchemaForm } from "#app/lib/use-schema-form.ts";
import { firstAdminInputSchema } from "#contracts/auth-schema.ts";
import { readFormError } from "#contracts/form-reply.ts";
import { countStaff, createFirstAdmin } from "#server/auth/auth-service.ts";
import { buildSessionCookie } from "#server/auth/session-cookie.ts";
import { createSession } from "#server/auth/session-service.ts";
import { pickSignInLocale } from "#server/auth/staff-locale.ts";
import { submitForm } from "#server/http/form-submission.ts";
import { assertSameSite } from "#server/http/require-staff.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/setup";
import { signInLocaleMiddleware } from "./sign-in-locale.ts";
import "#app/features/admin/admin.css";

const t = messages.admin.setup;

export const meta: Route.MetaFunction = () => [
  { title: t.metaTitle },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = signInLocaleMiddleware;

// The page exists only while no staff account does; afterwards it is gone for everyone.
export async function loader({ context, request }: Route.LoaderArgs) {
  if ((await countStaff(context.get(servicesContext).db)) > 0) {
    throw data({ message: t.closed }, { status: 404 });
  }
  return { uiLocale: pickSignInLocale(request) };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameSite(request);
  const services = context.get(servicesContext);
  const { https } = context.get(requestContext);
  if ((await countStaff(services.db)) > 0) throw data({ message: t.closed }, { status: 403 });
  // A post that loses the race to another first-run post is refused by the service (403).
  return submitForm(await request.formData(), {
    schema: firstAdminInputSchema,
    hideFields: ["password"],
    save: async (input) => {
      // The language this page was shown in (the loader's choice) becomes the account's.
      const user = await createFirstAdmin(services.db, input, pickSignInLocale(request));
      return createSession(services.db, user.id, services.now(), services.lifetimes, {
        factorPending: true,
      });
    },
    saved: (token) =>
      redirect("/admin/dashboard", {
        headers: {
          "Set-Cookie": buildSessionCookie(token, {
            secure: https,
            lifetimes: services.lifetimes,
            secret: services.config.SESSION_SECRET,
          }),
        },
      }),
  });
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  setStaffLocale(loaderData.uiLocale);
  const [form, fields] = useSchemaForm(firstAdminInputSchema, {
    id: "setup",
    lastResult: actionData,
  });
  const formError = readFormError(actionData);
  return (
    <AuthFrame>
      <h1 className="text-3xl font-extrabold tracking-tight">{t.title}</h1>
      <p className="mt-2 text-(--admin-muted)">{t.intro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-8 flex flex-col gap-5">
        {formError ? (
          <p
            role="alert"
            className="rounded-xl border border-(--admin-danger) bg-(--admin-danger-bg) p-4 text-sm text-(--admin-danger)"
          >
            {formError}
          </p>
        ) : null}
        <InputField
          {...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
          id="setup-name"
          label={t.name}
          error={fields.name.errors?.[0]}
          autoComplete="name"
        />
        <InputField
          {...getInputProps(fields.email, { type: "email", ariaAttributes: false })}
          id="setup-email"
          label={t.email}
          error={fields.email.errors?.[0]}
          autoComplete="username"
        />
        <NewPasswordField
          id="setup-password"
          label={t.password}
          hint={t.passwordHint}
          error={fields.password.errors?.[0]}
          minLength={12}
        />
        <SubmitButton busy={navigation.state !== "idle"}>{t.submit}</SubmitButton>
      </Form>
    </AuthFrame>
  );
}
