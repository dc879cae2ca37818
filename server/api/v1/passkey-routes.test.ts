import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createAppServices } from "#server/app-services.ts";
import { auditEvents } from "#server/db/schema.ts";
import { createSoftwareAuthenticator } from "#server/test/software-authenticator.ts";
import { createStaff, setupTestContext, signIn, TEST_PASSWORD } from "#server/test/test-app.ts";

const ctx = setupTestContext();
const ORIGIN = "http://localhost:3000";

type Caller = { request: (path: string, init?: RequestInit) => Promise<Response> | Response };

function call(app: Caller, path: string, body?: unknown, cookie = "", ip = "10.40.0.1") {
  return app.request(`/api/v1${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", cookie, "x-forwarded-for": ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A member with one passkey made at `origin` for `rpId`; returns their authenticator. */
async function memberWithPasskey(
  role: "admin" | "editor" = "editor",
  place = { rpId: "localhost", origin: ORIGIN },
  app: Caller = ctx.app,
) {
  const user = await createStaff(ctx, role);
  const { cookie } = await signIn(ctx, user.email);
  const start = await (await call(app, "/auth/passkeys/options", {}, cookie)).json();
  expect(start.data.options.authenticatorSelection).toMatchObject({
    residentKey: "required",
    userVerification: "required",
  });
  const device = createSoftwareAuthenticator();
  const added = await call(
    app,
    "/auth/passkeys",
    {
      token: start.data.token,
      name: "Work laptop",
      response: device.register({ challenge: start.data.options.challenge, ...place }),
    },
    cookie,
  );
  return { user, cookie, device, added };
}

async function passkeySignIn(
  device: ReturnType<typeof createSoftwareAuthenticator>,
  place = { rpId: "localhost", origin: ORIGIN },
  options: { token?: string; userVerified?: boolean; app?: Caller; ip?: string } = {},
) {
  const app = options.app ?? ctx.app;
  const start = await (
    await call(app, "/auth/login/passkey/options", options.token ? { token: options.token } : {})
  ).json();
  return call(
    app,
    "/auth/login/passkey",
    {
      token: start.data.token,
      response: device.authenticate({
        challenge: start.data.options.challenge,
        userVerified: options.userVerified,
        ...place,
      }),
    },
    "",
    options.ip,
  );
}

describe("passkeys", () => {
  it("adds a named passkey (recovery codes with the first), lists it, signs in with it alone", async () => {
    const { user, cookie, device, added } = await memberWithPasskey();
    expect(added.status).toBe(201);
    expect((await added.json()).data.recoveryCodes).toHaveLength(10);
    const list = await (await call(ctx.app, "/auth/passkeys", undefined, cookie)).json();
    expect(list.data).toEqual([expect.objectContaining({ name: "Work laptop", lastUsedAt: null })]);

    const signedIn = await passkeySignIn(device);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).data.user.id).toBe(user.id);
    const session = signedIn.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await call(ctx.app, "/auth/me", undefined, session)).status).toBe(200);
    const after = await (await call(ctx.app, "/auth/passkeys", undefined, cookie)).json();
    expect(after.data[0].lastUsedAt).toBe(ctx.services.now().toISOString());
  });

  it("is the second factor after the password: the password step asks for it", async () => {
    const { user, device } = await memberWithPasskey();
    const login = await call(ctx.app, "/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const { secondFactor } = (await login.json()).data;
    expect(secondFactor.methods).toContain("passkey");
    const done = await passkeySignIn(device, undefined, { token: secondFactor.token });
    expect(done.status).toBe(200);
  });

  it("refuses another member's passkey as the second factor of this one", async () => {
    const { user } = await memberWithPasskey();
    const other = await memberWithPasskey();
    const login = await call(ctx.app, "/auth/login", {
      email: user.email,
      password: TEST_PASSWORD,
    });
    const { secondFactor } = (await login.json()).data;
    const refused = await passkeySignIn(other.device, undefined, { token: secondFactor.token });
    expect(refused.status).toBe(401);
  });

  it("refuses a passkey registered for another origin", async () => {
    // Made on a look-alike site: its relying party and origin are not this site's.
    const phished = await memberWithPasskey("editor", {
      rpId: "projingga.evil.example",
      origin: "https://projingga.evil.example",
    });
    expect(phished.added.status).toBe(400);
    expect((await phished.added.json()).error.fields.response).toMatch(/Passkey tidak diterima/);

    // A passkey for this site, answered from another origin (a phishing page relaying it).
    const { device } = await memberWithPasskey();
    const relayed = await passkeySignIn(device, {
      rpId: "localhost",
      origin: "https://projingga.evil.example",
    });
    expect(relayed.status).toBe(401);
  });

  it("takes the relying party from PUBLIC_URL, never the Host header", async () => {
    const services = createAppServices(
      // It answers localhost too (ALLOWED_HOSTS): the Host header then names localhost.
      {
        ...ctx.services.config,
        PUBLIC_URL: "https://studio.projingga.test",
        ALLOWED_HOSTS: "localhost",
      },
      ctx.services.logger,
      ctx.services.database,
      ctx.services.now,
    );
    const app = createApp(services, { publicCache: false });
    const place = { rpId: "studio.projingga.test", origin: "https://studio.projingga.test" };
    const { device, added, cookie } = await memberWithPasskey("editor", place, app);
    expect(added.status).toBe(201);
    const options = await (await call(app, "/auth/passkeys/options", {}, cookie)).json();
    expect(options.data.options.rp.id).toBe("studio.projingga.test");
    expect((await passkeySignIn(device, place, { app })).status).toBe(200);
    // The same passkey answered for localhost (a Host the server also answers) is refused.
    const local = await passkeySignIn(device, { rpId: "localhost", origin: ORIGIN }, { app });
    expect(local.status).toBe(401);
    // And a passkey made for localhost does not work on the PUBLIC_URL server.
    const localOnly = await memberWithPasskey();
    expect((await passkeySignIn(localOnly.device, undefined, { app })).status).toBe(401);
  });

  it("requires user verification", async () => {
    const user = await createStaff(ctx, "editor");
    const { cookie } = await signIn(ctx, user.email);
    const start = await (await call(ctx.app, "/auth/passkeys/options", {}, cookie)).json();
    const device = createSoftwareAuthenticator();
    const unverified = await call(
      ctx.app,
      "/auth/passkeys",
      {
        token: start.data.token,
        name: "Key",
        response: device.register({
          challenge: start.data.options.challenge,
          rpId: "localhost",
          origin: ORIGIN,
          userVerified: false,
        }),
      },
      cookie,
    );
    expect(unverified.status).toBe(400);

    const { device: good, user: member } = await memberWithPasskey();
    const skipped = await passkeySignIn(good, undefined, { userVerified: false });
    expect(skipped.status).toBe(401);
    const failed = await ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, "auth.second_factor_failed"),
          eq(auditEvents.entityId, String(member.id)),
        ),
      );
    expect(failed).toHaveLength(1);
  });

  it("renames and removes a passkey, audited; the last required factor stays", async () => {
    const { cookie, added } = await memberWithPasskey("editor");
    const { id } = (await added.json()).data;
    const patch = (name: string) =>
      ctx.app.request(`/api/v1/auth/passkeys/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ name }),
      });
    expect((await patch("")).status).toBe(400);
    expect((await patch("Phone")).status).toBe(200);
    const removed = await ctx.app.request(`/api/v1/auth/passkeys/${id}`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(removed.status).toBe(200);
    const actions = (await ctx.db.select().from(auditEvents)).map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "auth.passkey_added",
        "auth.passkey_renamed",
        "auth.passkey_removed",
      ]),
    );

    const admin = await memberWithPasskey("admin");
    const only = (await admin.added.json()).data.id;
    const refused = await ctx.app.request(`/api/v1/auth/passkeys/${only}`, {
      method: "DELETE",
      headers: { cookie: admin.cookie },
    });
    expect(refused.status).toBe(409);
  });

  it("lets a session past the grace add a passkey, and nothing else", async () => {
    const admin = await createStaff(ctx, "admin");
    let cookie = "";
    for (let attempt = 0; attempt < 4; attempt += 1) {
      cookie = (await signIn(ctx, admin.email, TEST_PASSWORD, "10.41.0.1")).cookie;
    }
    expect((await call(ctx.app, "/admin/staff", undefined, cookie)).status).toBe(403);
    const start = await call(ctx.app, "/auth/passkeys/options", {}, cookie);
    expect(start.status).toBe(200);
    const { token, options } = (await start.json()).data;
    const device = createSoftwareAuthenticator();
    const added = await call(
      ctx.app,
      "/auth/passkeys",
      {
        token,
        name: "Laptop",
        response: device.register({
          challenge: options.challenge,
          rpId: "localhost",
          origin: ORIGIN,
        }),
      },
      cookie,
    );
    expect(added.status).toBe(201);
    expect((await call(ctx.app, "/admin/staff", undefined, cookie)).status).toBe(200);
  });
});
