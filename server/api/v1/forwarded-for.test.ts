import { describe, expect, it } from "vitest";
import { CONTACT_LEAD } from "#server/test/contact-lead.ts";
import { jsonRequest, setupTestContext } from "#server/test/test-app.ts";

// Behind one nginx that appends ($proxy_add_x_forwarded_for): the client writes what it likes
// to the left, the proxy adds the address it really came from on the right.
const ctx = setupTestContext({ TRUST_PROXY: "1" });

const postFrom = (forwardedFor: string) => {
  const init = jsonRequest("POST", CONTACT_LEAD);
  return ctx.app.request("/api/v1/leads/contact", {
    ...init,
    headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": forwardedFor },
  });
};

describe("per-IP limits behind a proxy", () => {
  it("count a client by the address its proxy appended, whatever it forged to the left", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      statuses.push((await postFrom(`10.66.${index}.1, 203.0.113.9`)).status);
    }
    console.log(
      `20 contact posts with a forged leftmost X-Forwarded-For: ${statuses.filter((s) => s === 201).length} stored, ${statuses.filter((s) => s === 429).length} throttled`,
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    // Another visitor behind the same proxy is not held back.
    expect((await postFrom("203.0.113.10")).status).toBe(201);
  });
});
