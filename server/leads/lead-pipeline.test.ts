import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyDay } from "#contracts/agency-clock.ts";
import { leads } from "#server/db/schema.ts";
import {
  createStaff,
  createTestContext,
  jsonRequest,
  signedInAs,
  signIn,
  type TestContext,
} from "#server/test/test-app.ts";
import { CHANNEL_QUEUES, listLeadDeliveries } from "./lead-deliveries.ts";
import {
  DEFAULT_NOTIFIER_SETTINGS,
  type LeadNotifier,
  startLeadNotifier,
} from "./lead-notifier.ts";
import { updateLeadPipeline } from "./lead-pipeline.ts";
import { startMailSink, waitFor } from "./testing/mail-sink.ts";

let ctx: TestContext;
let admin: { cookie: string; user: { id: number; email: string; name: string } };
let colleague: { id: number; email: string; name: string };
let mail: Awaited<ReturnType<typeof startMailSink>>;
let notifier: LeadNotifier;
const ids: Record<string, number> = {};

/** The app's clock, which says what is due: the test context's, moved by tests only. */
const ago = (ms: number) => new Date(ctx.services.now().getTime() - ms);
const day = (offsetDays: number) => agencyDay(ago(-offsetDays * 86_400_000));

beforeAll(async () => {
  ctx = await createTestContext();
  mail = await startMailSink();
  notifier = await startLeadNotifier({
    database: ctx.services.database,
    databaseUrl: ctx.services.config.DATABASE_URL,
    logger: ctx.services.logger,
    settings: {
      ...DEFAULT_NOTIFIER_SETTINGS,
      smtpUrl: mail.url,
      notifyTo: [],
      siteUrl: "https://studio.projingga.test",
      pollingIntervalSeconds: 0.5,
    },
    now: ctx.services.now,
  });
  ctx.services.leadNotifier = notifier;
  const signedIn = await signedInAs(ctx, "admin");
  admin = { cookie: signedIn.cookie, user: signedIn.user };
  colleague = await createStaff(ctx, "admin");
  const rows = await ctx.db
    .insert(leads)
    .values([
      {
        source: "contact",
        name: '=HYPERLINK("https://evil.example","click")',
        email: "evil@example.com",
        service: "digital-ads",
        message: "+1 formula",
        createdAt: ago(60_000),
      },
      {
        source: "contact",
        name: "Overdue Oka",
        email: "oka@example.com",
        nextFollowUp: day(-3),
        createdAt: ago(86_400_000 * 10),
      },
      {
        source: "contact",
        name: "Today Tari",
        email: "tari@example.com",
        nextFollowUp: day(0),
        createdAt: ago(86_400_000 * 5),
      },
      {
        source: "contact",
        name: "Later Lina",
        email: "lina@example.com",
        nextFollowUp: day(5),
        createdAt: ago(1_000),
      },
    ])
    .returning({ id: leads.id, name: leads.name });
  for (const row of rows) ids[(row.name ?? "").split(" ")[0]] = row.id;
});
afterAll(async () => {
  await notifier.stop();
  await mail.close();
  await ctx.close();
});

const call = (path: string, init?: RequestInit, cookie = admin.cookie) =>
  ctx.app.request(path, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), cookie },
  });

async function auditOf(action: string) {
  const response = await call(`/api/v1/admin/audit?action=${action}`);
  return (await response.json()).data as { entityId: string; details: Record<string, unknown> }[];
}

describe("lead pipeline through the API", () => {
  it("assigns an owner, emails them over SMTP and audits it; self-assignment sends nothing", async () => {
    const id = ids.Overdue;
    const response = await call(
      `/api/v1/admin/leads/${id}/owner`,
      jsonRequest("PUT", { ownerId: colleague.id }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      ownerId: colleague.id,
      ownerName: colleague.name,
    });
    await waitFor(() => mail.received.length === 1);
    expect(mail.received[0].to).toEqual([colleague.email]);
    // In the new owner's staff-area language: Indonesian, the accounts' default.
    expect(mail.received[0].subject).toContain("menyerahkan prospek kepada Anda: Overdue Oka");
    expect(mail.received[0].raw).toContain(`https://studio.projingga.test/admin/leads/${id}`);
    expect((await auditOf("lead.assign"))[0]).toMatchObject({
      entityId: String(id),
      details: { ownerId: colleague.id, owner: colleague.email },
    });

    const self = await call(
      `/api/v1/admin/leads/${ids.Today}/owner`,
      jsonRequest("PUT", { ownerId: admin.user.id }),
    );
    expect(self.status).toBe(200);
    // Nothing queued for it, in the assignment's own transaction: no email can follow.
    expect(await listLeadDeliveries(ctx.db, ids.Today)).toEqual([]);
    const assignmentJobs = await notifier.queue.boss.findJobs(CHANNEL_QUEUES.assignment);
    expect(assignmentJobs).toHaveLength(1);
    expect(mail.received).toHaveLength(1);

    // The worker marks the delivery sent after the SMTP server has taken the message.
    await waitFor(async () => (await listLeadDeliveries(ctx.db, id))[0]?.state === "sent");
    const detail = await (await call(`/api/v1/admin/leads/${id}`)).json();
    expect(detail.meta.deliveries).toEqual([
      expect.objectContaining({ channel: "assignment", state: "sent", recipient: colleague.email }),
    ]);
  });

  it("refuses an unknown or disabled owner with the field and reason", async () => {
    const response = await call(
      `/api/v1/admin/leads/${ids.Later}/owner`,
      jsonRequest("PUT", { ownerId: 999_999 }),
    );
    expect(response.status).toBe(400);
    // The test accounts work in Indonesian (an account's default): the API answers them so.
    expect((await response.json()).error.fields).toEqual({
      ownerId: "Pilih admin atau anggota sales yang aktif: hanya mereka yang melihat prospek",
    });
  });

  it("adds notes with author and time, newest first, and audits them", async () => {
    const id = ids.Later;
    for (const body of ["Called, no answer", "Sent the proposal"]) {
      ctx.advanceClock(60_000);
      const response = await call(`/api/v1/admin/leads/${id}/notes`, jsonRequest("POST", { body }));
      expect(response.status).toBe(201);
    }
    const empty = await call(
      `/api/v1/admin/leads/${id}/notes`,
      jsonRequest("POST", { body: "  " }),
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields.body).toBe("Catatan wajib diisi");
    const { meta } = await (await call(`/api/v1/admin/leads/${id}`)).json();
    expect(meta.notes.map((note: { body: string }) => note.body)).toEqual([
      "Sent the proposal",
      "Called, no answer",
    ]);
    expect(meta.notes[0].authorName).toBe(admin.user.name);
    // Stamped by the services' clock, which this test context owns.
    expect(Date.parse(meta.notes[0].createdAt)).toBe(ctx.services.now().getTime());
    expect((await auditOf("lead.note")).filter((row) => row.entityId === String(id))).toHaveLength(
      2,
    );
  });

  it("sets and clears the follow-up date, refusing a bad one", async () => {
    const id = ids['=HYPERLINK("https://evil.example","click")'];
    const bad = await call(
      `/api/v1/admin/leads/${id}/follow-up`,
      jsonRequest("PUT", { nextFollowUp: "2026-02-30" }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.nextFollowUp).toBeTruthy();
    const set = await call(
      `/api/v1/admin/leads/${id}/follow-up`,
      jsonRequest("PUT", { nextFollowUp: day(10) }),
    );
    expect((await set.json()).data.nextFollowUp).toBe(day(10));
    const cleared = await call(
      `/api/v1/admin/leads/${id}/follow-up`,
      jsonRequest("PUT", { nextFollowUp: null }),
    );
    expect((await cleared.json()).data.nextFollowUp).toBeNull();
    const audit = (await auditOf("lead.follow_up")).filter((row) => row.entityId === String(id));
    expect(audit.map((row) => row.details.nextFollowUp)).toEqual([null, day(10)]);
  });

  it("lists due and overdue follow-ups first, then the newest, and filters by owner and follow-up", async () => {
    const all = await (await call("/api/v1/admin/leads?limit=100")).json();
    const names = all.data.map((lead: { name: string }) => lead.name);
    expect(names.slice(0, 2)).toEqual(["Overdue Oka", "Today Tari"]);
    expect(names.indexOf("Later Lina")).toBeLessThan(
      names.indexOf('=HYPERLINK("https://evil.example","click")'),
    );

    const due = await (await call("/api/v1/admin/leads?followUp=due")).json();
    expect(due.data.map((lead: { name: string }) => lead.name)).toEqual([
      "Overdue Oka",
      "Today Tari",
    ]);
    const mine = await (await call(`/api/v1/admin/leads?owner=${colleague.id}`)).json();
    expect(mine.data.map((lead: { id: number }) => lead.id)).toEqual([ids.Overdue]);
    const unassigned = await (await call("/api/v1/admin/leads?owner=none&limit=100")).json();
    expect(unassigned.data.map((lead: { id: number }) => lead.id)).not.toContain(ids.Overdue);
    expect((await call("/api/v1/admin/leads?owner=someone")).status).toBe(400);
  });

  it("exports the filtered leads as CSV with formulas neutralised, and audits the export", async () => {
    const response = await call("/api/v1/admin/leads/export?source=contact");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    const evil = parsed.data.find((row) => row.email === "evil@example.com");
    expect(evil?.name).toBe('\'=HYPERLINK("https://evil.example","click")');
    expect(evil?.message).toBe("'+1 formula");
    expect(parsed.data.map((row) => row.name).slice(0, 2)).toEqual(["Overdue Oka", "Today Tari"]);
    // The admin's staff area is Indonesian (the default): the names are too.
    expect(parsed.data.every((row) => row.source === "Formulir kontak")).toBe(true);

    const filtered = await call(`/api/v1/admin/leads/export?owner=${colleague.id}`);
    const rows = Papa.parse<Record<string, string>>(
      (await filtered.text()).replace(/^\uFEFF/, ""),
      {
        header: true,
        skipEmptyLines: true,
      },
    ).data;
    expect(rows.map((row) => row.name)).toEqual(["Overdue Oka"]);
    expect(rows[0].owner).toBe(colleague.name);
    expect((await auditOf("lead.export"))[0].details).toMatchObject({ rows: 1 });
  });

  it("counts new leads, refuses retrying a delivery that has not failed, and keeps editors out", async () => {
    const count = await (await call("/api/v1/admin/leads/new-count")).json();
    expect(count.data.count).toBe(4);
    const { meta } = await (await call(`/api/v1/admin/leads/${ids.Overdue}`)).json();
    const retry = await call(
      `/api/v1/admin/leads/${ids.Overdue}/notifications/${meta.deliveries[0].id}/retry`,
      { method: "POST" },
    );
    expect(retry.status).toBe(409);
    const editor = await signedInAs(ctx, "editor");
    for (const [path, init] of [
      [`/api/v1/admin/leads/${ids.Later}/notes`, jsonRequest("POST", { body: "hi" })],
      ["/api/v1/admin/leads/export", undefined],
    ] as const) {
      expect((await call(path, init, editor.cookie)).status).toBe(403);
    }
    expect((await signIn(ctx, colleague.email)).response.status).toBe(200);
  });

  it("saves status, owner and follow-up in one transaction: a refused owner keeps the rest unchanged", async () => {
    const [row] = await ctx.db
      .insert(leads)
      .values({ source: "contact", name: "Pipeline Putri", email: "putri@example.com" })
      .returning({ id: leads.id });
    const refused = updateLeadPipeline(
      ctx.services,
      row.id,
      { status: "won", ownerId: 999_999, nextFollowUp: day(20) },
      admin.user,
    );
    await expect(refused).rejects.toMatchObject({
      fields: { ownerId: "Choose an active admin or sales member: only they see leads" },
    });
    const untouched = await (await call(`/api/v1/admin/leads/${row.id}`)).json();
    expect(untouched.data).toMatchObject({ status: "new", ownerId: null, nextFollowUp: null });

    const saved = await updateLeadPipeline(
      ctx.services,
      row.id,
      { status: "won", ownerId: admin.user.id, nextFollowUp: day(20) },
      admin.user,
    );
    expect(saved.changed).toEqual(["status", "owner", "followUp"]);
    expect(saved.lead).toMatchObject({
      status: "won",
      ownerId: admin.user.id,
      nextFollowUp: day(20),
    });
    const audited = async (action: string) =>
      (await auditOf(action)).filter((entry) => entry.entityId === String(row.id));
    expect((await audited("lead.status"))[0].details).toEqual({ status: "won", from: "new" });
    expect((await audited("lead.assign"))[0].details).toMatchObject({
      ownerId: admin.user.id,
      from: null,
    });
    expect((await audited("lead.follow_up"))[0].details).toEqual({
      nextFollowUp: day(20),
      from: null,
    });

    const again = await updateLeadPipeline(ctx.services, row.id, { status: "won" }, admin.user);
    expect(again.changed).toEqual([]);
    expect(await audited("lead.status")).toHaveLength(1);
  });
});
