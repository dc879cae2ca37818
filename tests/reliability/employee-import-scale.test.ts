import { describe, expect, it } from "vitest";
import { employeeInput } from "#server/test/factories.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

// A load-style check (10,000 rows): here rather than in npm test, which must stay quick on a
// busy machine. Behaviour is asserted; the time is printed (npm run bench times the import).
const { ctx, cookies } = setupSignedInContext();

describe("POST /api/v1/employees/batch at scale", () => {
  it("imports 10,000 rows in chunks of 1000 per request, every row stored", async () => {
    const started = performance.now();
    for (let chunk = 0; chunk < 10; chunk += 1) {
      const rows = Array.from({ length: 1000 }, (_, index) =>
        employeeInput({ name: `Bulk ${chunk}-${index}`, number: 100_000 + chunk * 1000 + index }),
      );
      const response = await ctx.app.request(
        "/api/v1/employees/batch",
        jsonRequest("POST", { rows }, cookies.admin),
      );
      expect(response.status).toBe(200);
      expect((await response.json()).data.summary.created).toBe(1000);
    }
    const elapsed = performance.now() - started;
    const listed = await requestWithCookie(
      ctx,
      "/api/v1/employees?search=Bulk&limit=1",
      {},
      cookies.admin,
    );
    console.log(
      `10,000 employees imported in 10 requests of 1,000 rows: ${Math.round(elapsed)} ms`,
    );
    expect((await listed.json()).meta.pagination.total).toBe(10_000);
  }, 120_000);
});
