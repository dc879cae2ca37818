import { describe, expect, it } from "vitest";
import { startMailSink } from "#server/leads/testing/mail-sink.ts";
import {
  bothEngines,
  collectCleanups,
  preparePostgresData,
  prepareServerData,
} from "./support/server-data.ts";
import { type ServerProcess, sleep } from "./support/server-process.ts";

const LEADS = 16;
const cleanups = collectCleanups();

type Sink = Awaited<ReturnType<typeof startMailSink>>;

/** A mail server that takes `delayMs` a message, closed after the file. */
async function startSlowMailSink(delayMs: number) {
  const sink = await startMailSink({ delayMs });
  cleanups.push(() => sink.close());
  return sink;
}

const notifyEnv = (sink: Sink) => ({
  SMTP_URL: sink.url,
  LEAD_NOTIFY_TO: "sales@projingga.test",
  SEED_DEMO: "false",
});

/** Submits one contact lead through the public API, as a visitor from its own IP. */
async function submitLead(url: string, index: number) {
  const response = await fetch(`${url}/api/v1/leads/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.0.${index + 1}` },
    body: JSON.stringify({
      name: `Visitor ${index}`,
      company: `Company ${index}`,
      email: `visitor${index}@example.com`,
      whatsapp: "+62 812-3456-7890",
      service: "digital-ads",
      message: `Lead number ${index} wants more customers.`,
      page: "/contact-us",
    }),
  });
  expect(response.status).toBe(201);
}

/** Waits for `check`; a queue that never gets there is caught by the test's own time limit. */
async function waitUntil(check: () => boolean) {
  while (!check()) await sleep(100);
}

/** Every lead's email arrived, and no Message-ID twice. */
function expectOneEmailPerLead(sink: Sink) {
  const byLead = new Map<string, string[]>();
  for (const message of sink.received) {
    const lead = /Visitor (\d+)/.exec(message.subject)?.[1] ?? "?";
    byLead.set(lead, [...(byLead.get(lead) ?? []), message.messageId]);
  }
  const duplicates = [...byLead].filter(([, list]) => list.length > 1);
  console.log(
    `${sink.received.length} emails for ${byLead.size} leads, duplicates: ${JSON.stringify(duplicates)}`,
  );
  expect(byLead.size).toBe(LEADS);
  expect(duplicates).toEqual([]);
  expect(sink.received).toHaveLength(LEADS);
}

/**
 * Queues LEADS notifications against a slow SMTP server (400 ms a message), kills the server
 * with -9 after a few were sent, restarts it on the same data, and counts the emails.
 */
async function killMidQueue(start: () => Promise<ServerProcess>, sink: Sink) {
  let server = await start();
  for (let index = 0; index < LEADS; index += 1) {
    // (That the visitor never waits on the SMTP server is tested in lead-notifier.test.ts.)
    await submitLead(server.url, index);
  }
  await waitUntil(() => sink.received.length >= 3);
  // The mail server takes no new message from here on, so the kill comes mid-queue however
  // slow the machine; what the dead process left waiting is answered after it is gone.
  sink.hold();
  await server.kill9();
  sink.release();
  const beforeRestart = sink.received.length;
  console.log(`killed with ${beforeRestart} of ${LEADS} emails sent`);
  expect(beforeRestart).toBeLessThan(LEADS);
  server = await start();
  // An email in flight at the kill waits for its job and claim to expire (60 s), then goes out.
  await waitUntil(() => sink.received.length >= LEADS);
  await sleep(5_000);
  await server.stop();
  expectOneEmailPerLead(sink);
}

describe("kill -9 while lead emails are queued", () => {
  it.each(bothEngines(3561))(
    "%s: every lead is emailed exactly once after the restart",
    async (engine, port) => {
      const sink = await startSlowMailSink(400);
      const { start } = await prepareServerData(cleanups, engine, "lead-kill");
      await killMidQueue(() => start(port, notifyEnv(sink)), sink);
    },
  );
});

it("two instances on one PostgreSQL email each lead once", async () => {
  const sink = await startSlowMailSink(100);
  const { start } = await preparePostgresData(cleanups, "lead-two");
  const servers = await Promise.all([3563, 3564].map((port) => start(port, notifyEnv(sink))));
  for (let index = 0; index < LEADS; index += 1) {
    await submitLead(servers[index % 2].url, index);
  }
  await waitUntil(() => sink.received.length >= LEADS);
  await sleep(5_000);
  await Promise.all(servers.map((server) => server.stop()));
  expectOneEmailPerLead(sink);
});
