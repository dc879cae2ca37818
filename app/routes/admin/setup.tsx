import { data, Form, redirect, useNavigation } from "react-router";
import { staffInputSchema } from "../../../contracts/auth-schema";
import { countStaff, createFirstAdmin } from "../../../server/auth/auth-service.ts";
import { buildSessionCookie } from "../../../server/auth/session-cookie.ts";
import { createSession } from "../../../server/auth/session-service.ts";
import { pickSignInLocale } from "../../../server/auth/staff-locale.ts";
import { toFieldErrors } from "../../../server/http/api-error.ts";
import { assertSameSite } from "../../../server/http/require-staff.ts";
import { requestContext, servicesContext } from "../../../server/router-context.ts";
import { toApiError } from "../../../server/shared/to-api-error.ts";
import { InputField, NewPasswordField, SubmitButton } from "../../components/admin/admin-ui";
import { AuthFrame } from "../../features/auth/auth-frame";
import { messages, setStaffLocale } from "../../lib/staff-messages";
import type { Route } from "./+types/setup";
import { signInLocaleMiddleware } from "./sign-in-locale";
import "../../features/admin/admin.css";

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
  const form = await request.formData();
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? "") };
  const parsed = staffInputSchema.safeParse({
    ...values,
    password: String(form.get("password") ?? ""),
    role: "admin",
  });
  if (!parsed.success)
    return data({ fields: toFieldErrors(parsed.error), values }, { status: 400 });
  try {
    const user = await createFirstAdmin(services.db, parsed.data);
    const token = await createSession(services.db, user.id, services.now(), services.lifetimes);
    return redirect("/admin/dashboard", {
      headers: {
        "Set-Cookie": buildSessionCookie(token, { secure: https, lifetimes: services.lifetimes }),
      },
    });
  } catch (error) {
    const refusal = toApiError(error);
    // Lost a race with another first-run post: the same answer as arriving after it.
    if (refusal && refusal.code === "setup_closed") {
      throw data({ message: t.closed }, { status: 403 });
    }
    if (refusal && refusal.status < 500) {
      return data({ fields: refusal.fields ?? {}, values }, { status: refusal.status });
    }
    throw error;
  }
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  setStaffLocale(loaderData.uiLocale);
  const fields: Record<string, string> = actionData?.fields ?? {};
  return (
    <AuthFrame>
      <h1 className="text-3xl font-extrabold tracking-tight">{t.title}</h1>
      <p className="mt-2 text-(--admin-muted)">{t.intro}</p>
      <Form method="post" noValidate className="mt-8 flex flex-col gap-5">
        <InputField
          id="setup-name"
          label={t.name}
          error={fields.name}
          name="name"
          autoComplete="name"
          required
          defaultValue={actionData?.values.name}
        />
        <InputField
          id="setup-email"
          label={t.email}
          error={fields.email}
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={actionData?.values.email}
        />
        <NewPasswordField
          id="setup-password"
          label={t.password}
          hint={t.passwordHint}
          error={fields.password}
          minLength={12}
        />
        <SubmitButton busy={navigation.state !== "idle"}>{t.submit}</SubmitButton>
      </Form>
    </AuthFrame>
  );
}
