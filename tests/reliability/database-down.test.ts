import { expect, it } from "vitest";
import { request, sendContactLead } from "./support/http-request.ts";
import { startPrivatePostgres } from "./support/postgres.ts";
import { collectCleanups, preparePostgresData } from "./support/server-data.ts";
import { createArticle, logIn, sleep } from "./support/server-process.ts";

const cleanups = collectCleanups();

const STACK = /\bat [\w.<>]+ \(|node_modules|ECONNREFUSED|stack|select |insert /i;

it("answers from the cache or a designed 503 while PostgreSQL is stopped, and recovers by itself", async () => {
  const postgres = await startPrivatePostgres(3583);
  cleanups.push(() => postgres.destroy());
  const { database, start } = await preparePostgresData(cleanups, "dbdown", postgres.url);
  const server = await start(3531);
  const url = server.url;
  const cookie = await logIn(url);
  const cachedUid = await createArticle(url, cookie, "Seen before the outage");
  const neverUid = await createArticle(url, cookie, "Never seen before the outage");

  // Visitors have seen these; a staff write then turns the cached copies stale.
  const visited = ["/", "/article", `/article/${cachedUid}`, "/api/v1/article?limit=10", "/team"];
  for (const path of visited) expect((await request(`${url}${path}`)).status).toBe(200);
  const created = await request(`${url}/api/v1/admin/articles`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ title: "Written before the outage", content: "<p>Hello</p>" }),
  });
  expect(created.status).toBe(201);
  expect((await request(`${url}/article`)).status).toBe(200);

  postgres.stop();
  const stoppedAt = Date.now();
  const health = await request(`${url}/healthz`);
  const answers = await Promise.all(
    [...visited, `/article/${neverUid}`, `/api/v1/article/detail/${neverUid}`].map(async (path) => {
      const response = await request(`${url}${path}`);
      return { path, ...response };
    }),
  );
  const contact = await sendContactLead(url, "10.9.9.9", "Sent while the database was down.");
  const chat = await request(`${url}/api/v1/chat`);
  const signedIn = await request(`${url}/admin`, { headers: { cookie } });

  const byPath = Object.fromEntries(answers.map((answer) => [answer.path, answer]));
  const fromCache = answers.filter((answer) => answer.status === 200);
  const unavailable = answers.filter((answer) => answer.status === 503);
  console.log(
    `database down: /healthz ${health.status} ${health.text}; ${fromCache.length} public URLs answered from the cache ` +
      `(${fromCache.map((a) => `${a.path} [${a.headers["x-cache"] ?? "fresh"}]`).join(", ")}), ` +
      `${unavailable.length} with the 503 page (${unavailable.map((a) => a.path).join(", ")}); ` +
      `contact form ${contact.status}, chat ${chat.status}, signed-in staff page ${signedIn.status}`,
  );
  expect(health.status).toBe(503);
  expect(health.json()).toMatchObject({ status: "degraded", database: "down" });
  for (const path of visited) expect(byPath[path].status).toBe(200);
  expect(byPath[`/article/${cachedUid}`].headers["x-cache"]).toBe("stale");
  expect(byPath[`/article/${cachedUid}`].text).toContain("</html>");

  const page = byPath[`/article/${neverUid}`];
  expect(page.status).toBe(503);
  expect(page.headers["content-type"]).toContain("text/html");
  expect(page.headers["retry-after"]).toBe("30");
  expect(page.text).toContain("We&#39;ll be right back");
  expect(page.text).not.toMatch(STACK);
  const api = byPath[`/api/v1/article/detail/${neverUid}`];
  expect(api.status).toBe(503);
  expect(api.json().error.code).toBe("service_unavailable");
  expect(api.text).not.toMatch(STACK);
  expect(contact.status).toBe(503);
  expect(contact.text).not.toMatch(STACK);
  expect(chat.status).toBe(302);
  expect(chat.headers.location).toMatch(/^https:\/\/wa\.me\//);
  expect(signedIn.status).toBe(503);
  expect(signedIn.text).not.toMatch(STACK);
  expect(server.child.exitCode).toBeNull();

  await sleep(2_000);
  await postgres.start();
  const restartedAt = Date.now();
  let recoveredMs = 0;
  for (;;) {
    if ((await request(`${url}/healthz`)).status === 200) break;
    recoveredMs = Date.now() - restartedAt;
    expect(recoveredMs).toBeLessThan(30_000);
    await sleep(50);
  }
  const fresh = await request(`${url}/article/${neverUid}`);
  const write = await sendContactLead(url, "10.9.9.10", "Sent after the database came back.");
  console.log(
    `database back after ${Math.round((restartedAt - stoppedAt) / 1000)} s down: healthy again ${recoveredMs} ms after PostgreSQL started, without a restart; page ${fresh.status}, write ${write.status}`,
  );
  expect(fresh.status).toBe(200);
  expect(fresh.headers["x-cache"]).toBeUndefined();
  expect(write.status).toBe(201);
  expect(server.child.exitCode).toBeNull();
  await server.stop();
  await database.drop();
});
