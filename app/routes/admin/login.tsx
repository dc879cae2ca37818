import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { AuthFrame } from "#app/features/auth/auth-frame.tsx";
import { LoginForm, type LoginReply } from "#app/features/auth/login-form.tsx";
import { PasskeySignInButton } from "#app/features/auth/passkey-sign-in.tsx";
import { SignInLanguageSwitch } from "#app/features/auth/sign-in-language-switch.tsx";
import { messages, setStaffLocale } from "#app/lib/staff-messages.ts";
import {
  loginInputSchema,
  SECURITY_PATH,
  secondFactorInputSchema,
} from "#contracts/auth-schema.ts";
import { isLocale } from "#contracts/locale.ts";
import {
  completeSecondFactor,
  countStaff,
  type LoginResult,
  loginStaff,
} from "#server/auth/auth-service.ts";
import { resolvePasskeyRelyingParty } from "#server/auth/passkey-service.ts";
import { buildSessionCookie, readSessionToken } from "#server/auth/session-cookie.ts";
import { deleteSessionByToken } from "#server/auth/session-service.ts";
import { findSignInChallenge } from "#server/auth/sign-in-challenge.ts";
import { buildLocaleCookie, pickSignInLocale } from "#server/auth/staff-locale.ts";
import type { Database } from "#server/db/client.ts";
import { submitForm } from "#server/http/form-submission.ts";
import { assertSameSite, safeRedirectPath } from "#server/http/require-staff.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import type { Route } from "./+types/login";
import { signInLocaleMiddleware } from "./sign-in-locale.ts";
import "#app/features/admin/admin.css";

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
  const services = context.get(servicesContext);
  const staffCount = await countStaff(services.db);
  const { rpID } = resolvePasskeyRelyingParty(services.config.PUBLIC_URL);
  return {
    needsSetup: staffCount === 0,
    redirectTo,
    uiLocale: pickSignInLocale(request),
    passkeyPlace: { rpID, publicUrlSet: Boolean(services.config.PUBLIC_URL) },
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  assertSameSite(request);
  const services = context.get(servicesContext);
  const { ip, https } = context.get(requestContext);
  const form = await request.formData();
  const redirectTo = safeRedirectPath(String(form.get("redirectTo") ?? ""));
  const loginContext = () => ({
    ipHash: services.hashIp(ip),
    now: services.now(),
    lifetimes: services.lifetimes,
    secrets: services.secretBox,
    signInLocale: pickSignInLocale(request),
  });
  const finish = (result: LoginResult, reply: LoginReply) => {
    if ("secondFactor" in result) {
      const { token, methods } = result.secondFactor;
      return data<LoginReply>({ ...reply, secondFactor: { token, methods } });
    }
    const headers = {
      "Set-Cookie": buildSessionCookie(result.token, {
        secure: https,
        lifetimes: services.lifetimes,
        secret: services.config.SESSION_SECRET,
      }),
    };
    // The dialog's sign-in keeps the page (and its typed form) where it is.
    if (form.get("intent") === "renew") return data<LoginReply>(reply, { headers });
    // A member who still lacks a required second factor is sent to set one up.
    if (result.factorSetup) return redirect(SECURITY_PATH, { headers });
    return redirect(redirectTo, { headers });
  };
  if (form.has("token")) {
    const answer = await submitForm(form, {
      schema: secondFactorInputSchema,
      hideFields: ["code", "token"],
      save: (input) => completeSecondFactor(services.db, input, loginContext()),
      saved: (result, submission) => finish(result, submission.reply()),
    });
    return withRetryTime(await keepSecondStep(answer, services, form), services.now());
  }
  const answer = await submitForm(form, {
    schema: loginInputSchema,
    hideFields: ["password"],
    save: async (credentials) => {
      const previous = readSessionToken(
        request.headers.get("cookie"),
        services.config.SESSION_SECRET,
      );
      if (previous) await deleteSessionByToken(services.db, previous);
      return loginStaff(services.db, credentials, loginContext());
    },
    saved: (result, submission) => finish(result, submission.reply()),
  });
  return withRetryTime(answer, services.now());
}

/** A refused code keeps the form on the second step while its sign-in has not expired. */
async function keepSecondStep<A>(
  answer: A,
  services: { db: Database; now: () => Date },
  form: FormData,
): Promise<A> {
  const refused = answer as { data?: LoginReply; init?: ResponseInit | null };
  if (refused.data?.status !== "error") return answer;
  const token = String(form.get("token"));
  const challenge = await findSignInChallenge(services.db, token, "second_factor", services.now());
  if (challenge) {
    refused.data = {
      ...refused.data,
      secondFactor: { token, methods: form.getAll("methods").map(String) },
    };
  }
  return answer;
}

/**
 * A throttled sign-in also says at what time to try again (the page shows it): the time the
 * pipeline's Retry-After names, from the service's own count.
 */
function withRetryTime<A>(answer: A, now: Date): A {
  const throttled = answer as { data?: LoginReply; init?: ResponseInit | null };
  if (throttled.init?.status !== 429 || !throttled.data) return answer;
  const seconds = Number(new Headers(throttled.init.headers).get("Retry-After"));
  throttled.data = {
    ...throttled.data,
    retryAt: new Date(now.getTime() + seconds * 1000).toISOString(),
  };
  return answer;
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const navigation = useNavigation();
  setStaffLocale(loaderData.uiLocale);
  const secondFactor = (actionData as LoginReply | undefined)?.secondFactor;
  return (
    <AuthFrame>
      <SignInLanguageSwitch locale={loaderData.uiLocale} />
      <p className="text-sm font-bold uppercase tracking-[0.18em] text-(--admin-accent-text)">
        {t.eyebrow}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t.title}</h1>
      <p className="mt-2 text-(--admin-muted)">{t.intro}</p>
      <LoginForm
        as={Form}
        className="mt-8"
        reply={actionData}
        submitting={navigation.state !== "idle" && navigation.formMethod === "POST"}
      >
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
      </LoginForm>
      {!secondFactor || secondFactor.methods.includes("passkey") ? (
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-center text-sm text-(--admin-muted)">{t.or}</p>
          <PasskeySignInButton
            place={loaderData.passkeyPlace}
            token={secondFactor?.token}
            redirectTo={loaderData.redirectTo}
            label={secondFactor ? t.passkeySecondStep : t.passkeySignIn}
          />
        </div>
      ) : null}
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
