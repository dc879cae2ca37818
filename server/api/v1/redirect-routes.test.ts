import { beforeAll, describe, expect, it } from "vitest";
import { demoClientInputs } from "#server/db/seed/seed-site-content.ts";
import { NOT_FOUND_LOG_ROWS, NOT_FOUND_PENDING_PATHS } from "#server/redirects/not-found-log.ts";
import { jsonRequest, setupTestContext, signedInAs } from "#server/test/test-app.ts";

const ctx = setupTestContext({ REDIRECT_HOSTS: "shop.example.com" });
let admin: string;

beforeAll(async () => {
  admin = (await signedInAs(ctx, "admin", { locale: "en" })).cookie;
});

const addRule = (rule: Record<string, unknown>, cookie = admin) =>
  ctx.app.request("/api/v1/admin/redirects", jsonRequest("POST", rule, cookie));

const visit = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.request(path, { headers });

async function fieldsOf(response: Response) {
  return (await response.json()).error.fields as Record<string, string>;
}

describe("redirect rules", () => {
  it("answers an old path with its rule, keeping the query; the Indonesian edition too", async () => {
    const created = await addRule({ from: "/2019/05/07/old-post/", to: "/article/new-post" });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      from: "/2019/05/07/old-post",
      status: 301,
      match: "exact",
      hits: 0,
    });
    const answer = await visit("/2019/05/07/old-post?utm_source=newsletter");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/article/new-post?utm_source=newsletter");
    const indonesian = await visit("/id/2019/05/07/old-post/");
    expect(indonesian.headers.get("location")).toBe("/id/article/new-post");
  });

  it("sends everything under a prefix along with the rest of its path, and counts hits", async () => {
    const created = await addRule({ from: "/blog", to: "/article", match: "prefix", status: 302 });
    const { id } = await created.json();
    expect((await visit("/blog/2020/tips")).headers.get("location")).toBe("/article/2020/tips");
    expect((await visit("/blog")).headers.get("location")).toBe("/article");
    expect((await visit("/blogger")).status).toBe(404);
    await ctx.services.redirects.flushHits();
    const rules = (await (await visit("/api/v1/admin/redirects", { cookie: admin })).json()).data;
    const rule = rules.find((each: { id: number }) => each.id === id);
    expect(rule.hits).toBe(2);
    expect(rule.lastHitAt).not.toBeNull();
  });

  it("takes an exact rule with a query, as WordPress's ?p=ID links are", async () => {
    await addRule({ from: "/?p=123", to: "/article/hello" });
    expect((await visit("/?p=123")).headers.get("location")).toBe("/article/hello");
  });

  it("refuses, with the field and the reason: served pages, other sites, loops and chains", async () => {
    const refusals: [Record<string, unknown>, string, RegExp][] = [
      [{ from: "/team", to: "/clients" }, "from", /already serves/],
      [{ from: "/id/contact-us", to: "/clients" }, "from", /already serves/],
      [{ from: "/admin/x", to: "/clients" }, "from", /already serves/],
      [{ from: "/article", to: "/x", match: "prefix" }, "from", /already serves/],
      [{ from: "/promo", to: "https://evil.example.net/x" }, "to", /evil\.example\.net/],
      [{ from: "/loop", to: "/loop" }, "to", /back to where it starts/],
      [{ from: "/docs", to: "/docs/intro", match: "prefix" }, "to", /back to where/],
      [{ from: "/chain", to: "/2019/05/07/old-post" }, "to", /itself redirected/],
      [{ from: "/article/new-post", to: "/elsewhere" }, "from", /already leads to/],
      [{ from: "/x?y=1", to: "/z", match: "prefix" }, "from", /without a query/],
      [{ from: "no-slash", to: "/z" }, "from", /starting with \//],
      [{ from: "//evil.example.net", to: "/z" }, "from", /starting with \//],
      [{ from: "/z", to: "javascript:alert(1)" }, "to", /https/],
      [{ from: "/z", to: "/a", status: 307 }, "status", /301 or 302/],
      [{ from: "/z\u0000", to: "/a" }, "from", /cannot be stored/],
    ];
    for (const [rule, field, reason] of refusals) {
      const response = await addRule(rule);
      expect(response.status, JSON.stringify(rule)).toBe(400);
      expect((await fieldsOf(response))[field], JSON.stringify(rule)).toMatch(reason);
    }
    const allowed = await addRule({ from: "/shop", to: "https://shop.example.com/" });
    expect(allowed.status).toBe(201);
    expect((await visit("/shop")).headers.get("location")).toBe("https://shop.example.com/");
  });

  it("lets one of dozens of concurrent rules from one path in, and no chain between racing rules", async () => {
    const same = await Promise.all(
      Array.from({ length: 24 }, (_, index) => addRule({ from: "/race", to: `/article/${index}` })),
    );
    expect(same.filter((response) => response.status === 201)).toHaveLength(1);
    expect(same.every((response) => [201, 400, 409].includes(response.status))).toBe(true);
    // Half lead into /hop, half start from it: saved together they would chain.
    const crossing = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        index % 2
          ? addRule({ from: `/into-${index}`, to: "/hop" })
          : addRule({ from: "/hop", to: `/article/${index}` }),
      ),
    );
    expect(crossing.every((response) => response.status < 500)).toBe(true);
    const rules = (await (await visit("/api/v1/admin/redirects", { cookie: admin })).json()).data;
    const intoHop = rules.filter((rule: { to: string }) => rule.to === "/hop");
    const fromHop = rules.filter((rule: { from: string }) => rule.from === "/hop");
    expect(intoHop.length === 0 || fromHop.length === 0).toBe(true);
  });

  it("replaces and deletes a rule; an unknown one is a 404; sales may not, editors may", async () => {
    const { id } = await (await addRule({ from: "/old-offer", to: "/service" })).json();
    const changed = await ctx.app.request(
      `/api/v1/admin/redirects/${id}`,
      jsonRequest("PUT", { from: "/old-offer", to: "/contact-us", status: 302 }, admin),
    );
    expect(changed.status).toBe(200);
    expect((await visit("/old-offer")).headers.get("location")).toBe("/contact-us");
    const gone = await ctx.app.request(`/api/v1/admin/redirects/${id}`, {
      method: "DELETE",
      headers: { cookie: admin },
    });
    expect(gone.status).toBe(204);
    expect((await visit("/old-offer")).status).toBe(404);
    const missing = await ctx.app.request("/api/v1/admin/redirects/999999", {
      method: "DELETE",
      headers: { cookie: admin },
    });
    expect(missing.status).toBe(404);
    const sales = (await signedInAs(ctx, "sales")).cookie;
    expect((await addRule({ from: "/s", to: "/t" }, sales)).status).toBe(403);
    const editor = (await signedInAs(ctx, "editor")).cookie;
    expect((await addRule({ from: "/e", to: "/t" }, editor)).status).toBe(201);
  });
});

describe("redirects as CSV", () => {
  it("exports every rule, and an import adds a file's rules through the same checks, row by row", async () => {
    const csv = [
      "from,to,status,match",
      "/csv-old-1,/article/one,,",
      "/csv-old-2,/article/two,302,exact",
      "/csv-folder,/article,301,prefix",
      "/team,/article,,",
      "/csv-loop,/csv-loop,,",
      "/csv-old-1,/article/again,,",
      "not-a-path,/x,,",
      "'=cmd,/x,,",
    ].join("\n");
    const answer = await ctx.app.request(
      "/api/v1/admin/redirects/import",
      jsonRequest("POST", { csv }, admin),
    );
    expect(answer.status).toBe(200);
    const rows = (await answer.json()).data as {
      line: number;
      outcome: string;
      reasons?: object;
    }[];
    expect(rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, "created"],
      [3, "created"],
      [4, "created"],
      [5, "refused"],
      [6, "refused"],
      [7, "refused"],
      [8, "refused"],
      [9, "refused"],
    ]);
    expect(rows[3].reasons).toEqual({ from: expect.stringMatching(/already serves/) });
    expect((await visit("/csv-folder/x")).headers.get("location")).toBe("/article/x");

    const exported = await visit("/api/v1/admin/redirects/export", { cookie: admin });
    expect(exported.headers.get("content-type")).toMatch(/text\/csv/);
    const text = await exported.text();
    expect(text.split("\r\n")[0]).toBe("from,to,status,match,hits,last_hit");
    expect(text).toContain("/csv-old-2,/article/two,302,exact,0,");

    const missing = await ctx.app.request(
      "/api/v1/admin/redirects/import",
      jsonRequest("POST", { csv: "source,target\n/a,/b" }, admin),
    );
    expect(missing.status).toBe(400);
    expect((await fieldsOf(missing)).csv).toMatch(/no from, to column/);
  });
});

describe("the not-found log", () => {
  it("groups 404s by path with their referring hosts, and counts probes apart", async () => {
    for (let index = 0; index < 3; index += 1) {
      await visit("/old-pricing", { referer: "https://www.google.com/search?q=x" });
    }
    await visit("/old-pricing", { referer: "https://partner.example.org/links" });
    await visit("/wp-login.php");
    await visit("/.env");
    await visit("/some-page", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await ctx.services.notFoundLog.flush();
    const log = await (await visit("/api/v1/admin/not-found", { cookie: admin })).json();
    const pricing = log.data.find((entry: { path: string }) => entry.path === "/old-pricing");
    expect(pricing).toMatchObject({
      hits: 4,
      probe: false,
      referrers: [
        { host: "www.google.com", hits: 3 },
        { host: "partner.example.org", hits: 1 },
      ],
    });
    expect(log.data.some((entry: { probe: boolean }) => entry.probe)).toBe(false);
    const probes = await (
      await visit("/api/v1/admin/not-found?probes=true", { cookie: admin })
    ).json();
    expect(probes.data.map((entry: { path: string }) => entry.path).sort()).toEqual(
      ["/.env", "/some-page", "/wp-login.php"].sort(),
    );
    const bad = await visit("/api/v1/admin/not-found?limit=0", { cookie: admin });
    expect(bad.status).toBe(400);
    expect((await fieldsOf(bad)).limit).toMatch(/between 1 and 500/);
  });

  it("stays within its bound under a flood of made-up paths", async () => {
    const flood = NOT_FOUND_LOG_ROWS + NOT_FOUND_PENDING_PATHS;
    for (let round = 0; round * NOT_FOUND_PENDING_PATHS < flood; round += 1) {
      for (let index = 0; index < NOT_FOUND_PENDING_PATHS * 2; index += 1) {
        ctx.services.notFoundLog.record(`/made-up/${round}/${index}`, null, "");
      }
      expect(ctx.services.notFoundLog.droppedSinceFlush()).toBe(NOT_FOUND_PENDING_PATHS);
      await ctx.services.notFoundLog.flush();
      ctx.advanceClock(1_000);
    }
    const { counts } = await (await visit("/api/v1/admin/not-found", { cookie: admin })).json();
    expect(counts.visitors + counts.probes).toBeLessThanOrEqual(NOT_FOUND_LOG_ROWS);
  });
});

describe("a client's new address", () => {
  it("redirects the old one to it by itself, and gives it back when a client takes it again", async () => {
    const [seed] = demoClientInputs();
    const input = { ...seed, slug: "kopi-lama", name: "Kopi Lama" };
    const created = await ctx.app.request(
      "/api/v1/admin/site/clients",
      jsonRequest("POST", input, admin),
    );
    const { id, version } = await created.json();
    const saved = await ctx.app.request(
      `/api/v1/admin/site/clients/${id}`,
      jsonRequest("PUT", { ...input, slug: "kopi-baru", version }, admin),
    );
    expect(saved.status).toBe(200);
    const answer = await visit("/clients/detail?client=kopi-lama");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/clients/detail?client=kopi-baru");
    const again = await ctx.app.request(
      "/api/v1/admin/site/clients",
      jsonRequest("POST", { ...input, name: "Kopi Lama Lagi" }, admin),
    );
    expect(again.status).toBe(201);
    expect((await visit("/clients/detail?client=kopi-lama")).status).toBe(404);
  });
});
