import { Form, Link, redirect } from "react-router";
import { buttonStyles } from "#app/components/admin/admin-ui.tsx";
import { AuthFrame } from "#app/features/auth/auth-frame.tsx";
import { messages, setStaffLocale } from "#app/lib/staff-messages.ts";
import { buildClearedSessionCookie, readSessionToken } from "#server/auth/session-cookie.ts";
import { signOut } from "#server/auth/session-service.ts";
import { pickSignInLocale } from "#server/auth/staff-locale.ts";
import { assertSameSite } from "#server/http/require-staff.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/logout";
import { signInLocaleMiddleware } from "./sign-in-locale.ts";
import "#app/features/admin/admin.css";

const t = messages.admin.logout;

export const meta: Route.MetaFunction = () => [
  { title: t.title },
  { name: "robots", content: "noindex" },
];

export const middleware: Route.MiddlewareFunction[] = signInLocaleMiddleware;

// Signing out changes state, so it happens only on POST; a GET shows a confirmation.
export function loader({ context, request }: Route.LoaderArgs) {
  const { user } = context.get(requestContext);
  if (!user) throw redirect("/login");
  return { uiLocale: pickSignInLocale(request, user) };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameSite(request);
  const { db, config } = context.get(servicesContext);
  const { user, https } = context.get(requestContext);
  const token = readSessionToken(request.headers.get("cookie"), config.SESSION_SECRET);
  await signOut(db, token, user);
  return redirect("/login", {
    headers: { "Set-Cookie": buildClearedSessionCookie({ secure: https }) },
  });
}

export default function Logout({ loaderData }: Route.ComponentProps) {
  setStaffLocale(loaderData.uiLocale);
  return (
    <AuthFrame>
      <h1 className="text-3xl font-extrabold tracking-tight">{t.title}</h1>
      <Form method="post" className="mt-8 flex gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t.submit}
        </button>
        <Link to="/admin/dashboard" className={buttonStyles.secondary}>
          {t.cancel}
        </Link>
      </Form>
    </AuthFrame>
  );
}
