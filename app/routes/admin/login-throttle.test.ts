import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { callRoute, formPost } from "#server/test/route-call.ts";
import { createStaff, setupTestContext, TEST_PASSWORD } from "#server/test/test-app.ts";
import { action } from "./login.tsx";

const ctx = setupTestContext();

const apiLogin = (email: string, password: string, ip: string) =>
  ctx.app.request("/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });

type Outcome = { status: number; retryAfter: string | null };

function tally(outcomes: Outcome[]) {
  const counts: Record<number, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

const describeTally = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, total]) => `${total} x ${status}`)
    .join(", ");

function expectRetryAfterOnEvery429(outcomes: Outcome[]) {
  for (const outcome of outcomes.filter(({ status }) => status === 429)) {
    expect(Number(outcome.retryAfter)).toBeGreaterThan(0);
  }
}

async function countAuditActions(email: string) {
  const result = await ctx.services.db.execute(
    sql`select action, count(*)::int as total from audit_events
        where details->>'email' = ${email} and action like 'auth.%' group by action`,
  );
  const rows = (result as unknown as { rows: { action: string; total: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.action, Number(row.total)]));
}

async function burstThroughApi(attempts: Array<{ email: string; password: string; ip: string }>) {
  const responses = await Promise.all(
    attempts.map(({ email, password, ip }) => apiLogin(email, password, ip)),
  );
  return responses.map((response) => ({
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
  }));
}

describe("login throttle under parallel requests (one atomic count-and-reserve)", () => {
  it("of 100 parallel wrong tries for one account, 5 are checked and 95 get 429", async () => {
    const user = await createStaff(ctx, "editor");
    const outcomes = await burstThroughApi(
      Array.from({ length: 100 }, (_, index) => ({
        email: user.email,
        password: `wrong ${index}`,
        ip: `10.60.${index >> 8}.${index & 255}`,
      })),
    );
    const counts = tally(outcomes);
    console.log(`API, 100 parallel wrong tries for one account: ${describeTally(counts)}`);
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(95);
    expectRetryAfterOnEvery429(outcomes);
    // A burst costs the audit log the checked failures and one lock, not a row per refusal.
    expect(await countAuditActions(user.email)).toEqual({
      "auth.login_failed": 5,
      "auth.login_locked": 1,
    });
  });

  it("99 wrong passwords and the right one at once: at most 5 are checked, the rest get 429", async () => {
    const user = await createStaff(ctx, "editor");
    const outcomes = await burstThroughApi(
      Array.from({ length: 100 }, (_, index) => ({
        email: user.email,
        password: index === 99 ? TEST_PASSWORD : `wrong ${index}`,
        ip: `10.61.${index >> 8}.${index & 255}`,
      })),
    );
    const counts = tally(outcomes);
    console.log(`API, 99 wrong and the right password at once: ${describeTally(counts)}`);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(95);
    expectRetryAfterOnEvery429(outcomes);
    // Once locked, the right password is refused too (unless it was among the first 5 checked).
    const after = await apiLogin(user.email, TEST_PASSWORD, "10.61.9.9");
    expect(after.status).toBe(counts[200] ? 200 : 429);
  });

  it("300 unknown emails from one IP at once: failures on 5 accounts are checked, the rest get 429", async () => {
    const outcomes = await burstThroughApi(
      Array.from({ length: 300 }, (_, index) => ({
        email: `nobody${index}@projingga.test`,
        password: "wrong password",
        ip: "10.62.0.1",
      })),
    );
    const counts = tally(outcomes);
    console.log(`API, 300 unknown emails from one IP at once: ${describeTally(counts)}`);
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(295);
    expectRetryAfterOnEvery429(outcomes);
  });

  it("the login form: of 100 parallel wrong tries for one account, 5 are checked and 95 get 429", async () => {
    const user = await createStaff(ctx, "editor");
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        callRoute(
          ctx,
          action,
          formPost("/login", { email: user.email, password: `wrong ${index}`, redirectTo: "" }),
          { ip: `10.63.${index >> 8}.${index & 255}` },
        ),
      ),
    );
    const outcomes = results.map((result) => ({
      status: result.status,
      retryAfter: result.headers.get("retry-after"),
    }));
    const counts = tally(outcomes);
    console.log(`Login form, 100 parallel wrong tries for one account: ${describeTally(counts)}`);
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(95);
    expectRetryAfterOnEvery429(outcomes);
    // The form says why and at what time to try again: the Retry-After's seconds from now.
    const throttled = results.find((result) => result.status === 429);
    const reply = throttled?.data as { retryAt: string; error: Record<string, string[]> };
    expect(reply.error[""][0]).toMatch(/^Too many failed sign-in attempts\. Try again in /);
    const waitMs = Number(throttled?.headers.get("retry-after")) * 1000;
    // The services' clock, which tests hold still: no wall-clock bound.
    expect(Date.parse(reply.retryAt)).toBe(ctx.services.now().getTime() + waitMs);
  });
});
