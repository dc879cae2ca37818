import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { signSessionToken, verifySessionCookie } from "./session-cookie.ts";

/**
 * Issue 37, item 3: any 43-character `sid` cost a session lookup, so a flood of forged ones
 * was never shed. The cookie is signed now, and checked before the database is asked.
 */
const ctx = setupTestContext();

type Client = { query: (...args: unknown[]) => unknown };

/** Counts the statements that read the sessions table, on either engine's client. */
function countSessionLookups(db: Database) {
  const client = (db as unknown as { $client: Client }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: Client, ...args: unknown[]) {
    const sql =
      typeof args[0] === "string" ? args[0] : ((args[0] as { text?: string })?.text ?? "");
    if (/from "sessions"/i.test(sql)) count += 1;
    return original.apply(this, args);
  };
  return {
    count: () => count,
    restore: () => {
      client.query = original;
    },
  };
}

let lookups: ReturnType<typeof countSessionLookups>;
let cookie: string;
beforeAll(async () => {
  cookie = (await signedInAs(ctx, "admin")).cookie;
  lookups = countSessionLookups(ctx.db);
});
afterAll(() => lookups.restore());

const me = (sid: string) =>
  ctx.app.request("/api/v1/auth/me", { headers: { cookie: `sid=${sid}` } });
const sidOf = (header: string) => header.replace(/^sid=/, "");
const randomToken = () => randomBytes(32).toString("base64url");

describe("signed session cookies", () => {
  it("turn a concurrent flood of forged sids away without one session lookup", async () => {
    const before = lookups.count();
    const forged = Array.from({ length: 96 }, (_, index) => {
      const token = randomToken();
      // The attack's shape (43 characters), and a signed-looking one with a made-up signature.
      return index % 2 ? token : `${token}.${randomToken()}`;
    });
    const answers = await Promise.all(
      forged.flatMap((sid) => [
        ctx.app.request("/api/v1/article", { headers: { cookie: `sid=${sid}` } }),
        me(sid),
      ]),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status, index) => status !== (index % 2 ? 401 : 200))).toEqual([]);
    expect(lookups.count() - before).toBe(0);
  });

  it("keeps a real signed cookie signed in, and signs out a tampered or unsigned one", async () => {
    const sid = sidOf(cookie);
    const before = lookups.count();
    const signedIn = await me(sid);
    expect(signedIn.status).toBe(200);
    expect(lookups.count() - before).toBe(1);

    const [token, signature] = sid.split(".");
    const flip = (text: string) =>
      `${text.slice(0, 10)}${text[10] === "A" ? "B" : "A"}${text.slice(11)}`;
    const refused = [
      `${token}.${flip(signature)}`,
      `${flip(token)}.${signature}`,
      // A cookie from before cookies were signed: the bare token of a live session.
      token,
      `${token}.`,
      `${token}.${signature}.x`,
      signSessionToken(token, "another-secret-another-secret-0123456789"),
    ];
    for (const value of refused) expect((await me(value)).status, value).toBe(401);
    expect(lookups.count() - before).toBe(1);
    expect((await me(sid)).status).toBe(200);
  });

  it("gives the token back for its own signature only", () => {
    const secret = ctx.services.config.SESSION_SECRET;
    const token = randomToken();
    expect(verifySessionCookie(signSessionToken(token, secret), secret)).toBe(token);
    expect(verifySessionCookie(signSessionToken(token, secret), `${secret}x`)).toBeUndefined();
    expect(verifySessionCookie(undefined, secret)).toBeUndefined();
    expect(verifySessionCookie(`short.${randomToken()}`, secret)).toBeUndefined();
  });
});
