import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { loginInputSchema } from "../../../contracts/auth-schema";
import { isLocale } from "../../../contracts/locale";
import { countStaff, loginStaff } from "../../../server/auth/auth-service.ts";
import { buildSessionCookie, readSessionToken } from "../../../server/auth/session-cookie.ts";
import { deleteSessionByToken } from "../../../server/auth/session-service.ts";
import { buildLocaleCookie, pickSignInLocale } from "../../../server/auth/staff-locale.ts";
import { toFieldErrors } from "../../../server/http/api-error.ts";
import { assertSameSite, safeRedirectPath } from "../../../server/http/require-staff.ts";
import { requestContext, servicesContext } from "../../../server/router-context.ts";
import { toApiError } from "../../../server/shared/to-api-error.ts";
import { AuthFrame } from "../../features/auth/auth-frame";
import { LoginForm } from "../../features/auth/login-form";
import { SignInLanguageSwitch } from "../../features/auth/sign-in-language-switch";
import { messages, setStaffLocale } from "../../lib/staff-messages";
import type { Route } from "./+types/login";
import { signInLocaleMiddleware } from "./sign-in-locale";
import "../../features/admin/admin.css";

const t = messages.admin.login;

export const meta: Route.MetaFunction = () => [
  { title: t.metaTitle },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = signInLocaleMiddleware;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirectTo"));
  if (user) throw redirect(redirectTo);
  // The page's language switch (?lang=id|en): remember it, then show the page without it.
  const chosen = url.searchParams.get("lang");
  if (chosen !== null) {
    url.searchParams.delete("lang");
    throw redirect(`${url.pathname}${url.search}`, {
      headers: isLocale(chosen) ? { "Set-Cookie": buildLocaleCookie(chosen) } : undefined,
    });
  }
  const staffCount = await countStaff(context.get(servicesContext).db);
  return { needsSetup: staffCount === 0, uiLocale: pickSignInLocale(request) };
}

export type LoginActionData = {
  /** Signed in through the sign-in dialog of an ended session (intent=renew): no redirect. */
  ok?: true;
  fields?: Record<string, string>;
  formError?: string;
  retryAt?: string;
  values: { email: string };
};

export async function action({ context, request }: Route.ActionArgs) {
  assertSameSite(request);
  const services = context.get(servicesContext);
  const { ip, https } = context.get(requestContext);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const values = { email: email.slice(0, 254) };
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  const parsed = loginInputSchema.safeParse({
    email,
    password: String(form.get("password") ?? ""),
  });
  if (!parsed.success) {
    return data<LoginActionData>({ fields: toFieldErrors(parsed.error), values }, { status: 400 });
  }
  const previous = readSessionToken(request.headers.get("cookie"));
  if (previous) await deleteSessionByToken(services.db, previous);
  try {
    const now = services.now();
    const { token } = await loginStaff(services.db, parsed.data, {
      ipHash: services.hashIp(ip),
      now,
      lifetimes: services.lifetimes,
    });
    const headers = {
      "Set-Cookie": buildSessionCookie(token, { secure: https, lifetimes: services.lifetimes }),
    };
    // The dialog's sign-in keeps the page (and its typed form) where it is.
    if (form.get("intent") === "renew")
      return data<LoginActionData>({ ok: true, values }, { headers });
    return redirect(redirectTo, { headers });
  } catch (error) {
    const refusal = toApiError(error);
    if (refusal && refusal.status === 429) {
      const retryAt = new Date(services.now().getTime() + (refusal.retryAfterSeconds ?? 0) * 1000);
      return data<LoginActionData>(
        { formError: refusal.message, retryAt: retryAt.toISOString(), values },
        { status: 429, headers: { "Retry-After": String(refusal.retryAfterSeconds ?? 60) } },
      );
    }
    if (refusal && refusal.status < 500) {
      return data<LoginActionData>(
        { fields: refusal.fields, formError: refusal.fields ? undefined : refusal.message, values },
        { status: refusal.status },
      );
    }
    throw error;
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  setStaffLocale(loaderData.uiLocale);
  return (
    <AuthFrame>
      <SignInLanguageSwitch locale={loaderData.uiLocale} />
      <p className="text-sm font-bold uppercase tracking-[0.18em] text-(--admin-accent-text)">
        {t.eyebrow}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t.title}</h1>
      <p className="mt-2 text-(--admin-muted)">{t.intro}</p>
      <Form method="post" className="mt-8" noValidate>
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <LoginForm
          result={actionData}
          submitting={navigation.state !== "idle" && navigation.formMethod === "POST"}
        />
      </Form>
      {loaderData.needsSetup ? (
        <p className="mt-6 text-sm">
          {t.noAccountYet}{" "}
          <Link to="/setup" className="font-bold underline underline-offset-4">
            {t.setupLink}
          </Link>
        </p>
      ) : null}
      <p className="mt-8 text-sm">
        <Link to="/" className="font-semibold text-(--admin-muted) underline underline-offset-4">
          ← {t.backToSite}
        </Link>
      </p>
    </AuthFrame>
  );
}
