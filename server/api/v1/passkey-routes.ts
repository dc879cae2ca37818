import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { type Context, Hono } from "hono";
import {
  passkeyNameInputSchema,
  passkeyOptionsInputSchema,
  passkeyRegisterInputSchema,
  passkeySignInInputSchema,
} from "#contracts/auth-schema.ts";
import {
  finishPasskeyRegistration,
  finishPasskeySignIn,
  listPasskeys,
  removePasskey,
  renamePasskey,
  resolvePasskeyRelyingParty,
  startPasskeyRegistration,
  startPasskeySignIn,
} from "#server/auth/passkey-service.ts";
import { buildSessionCookie } from "#server/auth/session-cookie.ts";
import type { AppEnv } from "#server/http/app-env.ts";
import { getClientIp, isHttps } from "#server/http/request-context.ts";
import { endpointsOf, numericIdParams } from "./endpoint.ts";

export const passkeyRoutes = new Hono<AppEnv>();
const endpoint = endpointsOf(passkeyRoutes, { tag: "Auth", access: "staff" });

const relyingParty = (c: Context<AppEnv>) =>
  resolvePasskeyRelyingParty(c.get("services").config.PUBLIC_URL);

endpoint(
  {
    method: "get",
    path: "/auth/passkeys",
    summary: "The signed-in member's passkeys: name, when added, when last used",
    allowDuringFactorSetup: true,
  },
  async (c, { db, user }) => c.json({ data: await listPasskeys(db, user.id) }),
);

endpoint(
  {
    method: "post",
    path: "/auth/passkeys/options",
    summary:
      "Start adding a passkey: options for navigator.credentials.create (relying party from PUBLIC_URL, else localhost) and a 5-minute token",
    allowDuringFactorSetup: true,
  },
  async (c, { db, user }) =>
    c.json({
      data: await startPasskeyRegistration(db, user, relyingParty(c), c.get("services").now()),
    }),
);

endpoint(
  {
    method: "post",
    path: "/auth/passkeys",
    summary:
      "Add a passkey: the token from /auth/passkeys/options, a name and the browser's response. The first factor comes with 10 recovery codes, answered once",
    allowDuringFactorSetup: true,
    body: passkeyRegisterInputSchema,
    success: { status: 201, description: "Added" },
    responses: { 400: "The passkey was not accepted (another origin, no user verification…)" },
  },
  async (c, { db, user, body }) => {
    const added = await finishPasskeyRegistration(
      db,
      user,
      { ...body, response: body.response as unknown as RegistrationResponseJSON },
      relyingParty(c),
      c.get("services").now(),
    );
    return c.json({ data: added }, 201);
  },
);

endpoint(
  {
    method: "patch",
    path: "/auth/passkeys/{id}",
    summary: "Rename one of your passkeys",
    params: numericIdParams,
    body: passkeyNameInputSchema,
    responses: { 404: "No such passkey of yours" },
  },
  async (c, { db, user, params, body }) =>
    c.json({ data: await renamePasskey(db, user, params.id, body.name) }),
);

endpoint(
  {
    method: "delete",
    path: "/auth/passkeys/{id}",
    summary:
      "Remove one of your passkeys (refused when your role requires a second factor and it is your last)",
    params: numericIdParams,
    responses: { 404: "No such passkey of yours", 409: "Your last required factor" },
  },
  async (c, { db, user, params }) => c.json({ data: await removePasskey(db, user, params.id) }),
);

endpoint(
  {
    method: "post",
    path: "/auth/login/passkey/options",
    summary:
      "Start a passkey sign-in: options for navigator.credentials.get and a 5-minute token. With the password step's `token`, the passkey is its second factor",
    access: "public",
    body: passkeyOptionsInputSchema,
    responses: { 401: "The password step expired" },
  },
  async (c, { db, body }) =>
    c.json({
      data: await startPasskeySignIn(db, body, relyingParty(c), c.get("services").now()),
    }),
);

endpoint(
  {
    method: "post",
    path: "/auth/login/passkey",
    summary:
      "Sign in with a passkey (user verification required), alone or as the second step. Sets the session cookie. Throttled with the password's rule",
    access: "public",
    body: passkeySignInInputSchema,
    responses: { 401: "Unknown or refused passkey, or expired", 429: "Too many failed attempts" },
  },
  async (c, { db, body }) => {
    const services = c.get("services");
    const { token, user } = await finishPasskeySignIn(
      db,
      { token: body.token, response: body.response as unknown as AuthenticationResponseJSON },
      {
        ipHash: services.hashIp(getClientIp(c)),
        now: services.now(),
        lifetimes: services.lifetimes,
        secrets: services.secretBox,
      },
      relyingParty(c),
    );
    c.header(
      "Set-Cookie",
      buildSessionCookie(token, {
        secure: isHttps(c),
        lifetimes: services.lifetimes,
        secret: services.config.SESSION_SECRET,
      }),
    );
    return c.json({ data: { user } });
  },
);
