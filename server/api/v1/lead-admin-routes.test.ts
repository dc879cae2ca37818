import { beforeAll, describe, expect, it } from "vitest";
import { leads } from "#server/db/schema.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();
let contactId: number;

beforeAll(async () => {
  const inserted = await ctx.db
    .insert(leads)
    .values([
      {
        source: "contact",
        name: "Budi Hartono",
        email: "budi@example.com",
        service: "digital-ads",
        message: "Tolong bantu iklan kami",
        page: "/contact-us",
        referrer: "https://www.google.com/",
        utm: { utm_source: "google", utm_campaign: "brand" },
        createdAt: new Date(Date.now() - 3_600_000),
      },
      { source: "chat", service: "web-development", page: "/service/web-development" },
      { source: "chat", service: "digital-ads", page: "/service/digital-ads", status: "won" },
    ])
    .returning({ id: leads.id, source: leads.source });
  contactId = inserted.find((row) => row.source === "contact")?.id ?? 0;
});

const call = (path: string, init: RequestInit = {}, cookie = cookies.admin) =>
  requestWithCookie(ctx, path, init, cookie);
const put = (path: string, body: unknown, cookie?: string) =>
  call(path, jsonRequest("PUT", body), cookie);

describe("leads inbox endpoints", () => {
  it("are for the roles with lead access (not editors)", async () => {
    expect((await call("/api/v1/admin/leads", {}, cookies.editor)).status).toBe(403);
    expect((await call("/api/v1/admin/leads", {}, "")).status).toBe(401);
    expect((await call(`/api/v1/admin/leads/${contactId}`, {}, cookies.editor)).status).toBe(403);
  });

  it("lists newest first and filters by source, service and status", async () => {
    const all = await (await call("/api/v1/admin/leads")).json();
    expect(all.meta.pagination.totalCount).toBe(3);
    expect(all.data.at(-1).id).toBe(contactId);
    const chats = await (await call("/api/v1/admin/leads?source=chat")).json();
    expect(chats.data.map((lead: { source: string }) => lead.source)).toEqual(["chat", "chat"]);
    const ads = await (await call("/api/v1/admin/leads?service=digital-ads&status=won")).json();
    expect(ads.data).toHaveLength(1);
    const bad = await call("/api/v1/admin/leads?source=fax");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.source).toBeTruthy();
  });

  // Found by the fuzzer: an id past PostgreSQL's integer reached the query and answered 500.
  it("refuses a staff id no account can have, with the field, instead of failing", async () => {
    for (const path of [
      "/api/v1/admin/leads?owner=2939277400962617",
      "/api/v1/admin/leads/export?owner=2147483648",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.fields.owner, path).toBeTruthy();
    }
    const assign = await put(`/api/v1/admin/leads/${contactId}/owner`, { ownerId: 2147483648 });
    expect(assign.status).toBe(400);
    expect((await assign.json()).error.fields.ownerId).toBeTruthy();
  });

  it("shows one lead with its message, referrer and UTM; 404 for an unknown id", async () => {
    const response = await call(`/api/v1/admin/leads/${contactId}`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toMatchObject({
      name: "Budi Hartono",
      message: "Tolong bantu iklan kami",
      referrer: "https://www.google.com/",
      utm: { utm_source: "google", utm_campaign: "brand" },
    });
    expect((await call("/api/v1/admin/leads/999999")).status).toBe(404);
    expect((await call("/api/v1/admin/leads/abc")).status).toBe(400);
  });

  it("moves a lead through its statuses and audits it", async () => {
    const response = await put(`/api/v1/admin/leads/${contactId}/status`, { status: "contacted" });
    expect(response.status).toBe(200);
    expect((await response.json()).data.status).toBe("contacted");
    const invalid = await put(`/api/v1/admin/leads/${contactId}/status`, { status: "maybe" });
    expect(invalid.status).toBe(400);
    const asEditor = await put(
      `/api/v1/admin/leads/${contactId}/status`,
      { status: "won" },
      cookies.editor,
    );
    expect(asEditor.status).toBe(403);
    const audit = await (await call("/api/v1/admin/audit?action=lead.status")).json();
    expect(audit.data[0]).toMatchObject({
      entity: "lead",
      entityId: String(contactId),
      details: { status: "contacted" },
    });
  });
});

describe("the inbox search", () => {
  it("finds a lead by name, company, email or message, and by phone however it is typed", async () => {
    const [rina] = await ctx.db
      .insert(leads)
      .values({
        source: "contact",
        name: "Rina Wijaya",
        company: "Kopi Senja",
        email: "rina@kopisenja.id",
        phone: "0812-3456-7890",
        message: "Butuh bantuan 50% diskon iklan",
      })
      .returning();
    const found = async (q: string) =>
      (await (await call(`/api/v1/admin/leads?q=${encodeURIComponent(q)}`)).json()).data.map(
        (lead: { id: number }) => lead.id,
      );
    for (const q of [
      "rina",
      "KOPI senja",
      "kopisenja.id",
      "diskon iklan",
      "50%",
      "+62 812 3456 7890",
      "6281234567890",
      "0812 3456 7890",
      "(0812) 3456-7890",
      "3456 7890",
    ]) {
      expect([q, await found(q)]).toEqual([q, [rina.id]]);
    }
    expect(await found("%%")).toEqual([]);
    expect(await found("_")).toEqual([]);
    expect(await found("0899 0000")).toEqual([]);
    const tooLong = await call(`/api/v1/admin/leads?q=${"a".repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields.q).toBeTruthy();
  });
});

describe("the sidebar badge", () => {
  it("counts new leads with contact details; a chat click does not raise it", async () => {
    const badge = async () =>
      (await (await call("/api/v1/admin/leads/new-count")).json()).data.count as number;
    const before = await badge();
    await ctx.db.insert(leads).values({ source: "chat", service: "digital-ads", page: "/id" });
    expect(await badge()).toBe(before);
    await ctx.db.insert(leads).values({ source: "contact", name: "Dewi", email: "d@example.com" });
    expect(await badge()).toBe(before + 1);
  });
});

describe("PUT /api/v1/admin/leads/{id}/follow-up", () => {
  it("requires nextFollowUp (400 on {} or a misspelt name, the date kept); null clears it", async () => {
    const path = `/api/v1/admin/leads/${contactId}/follow-up`;
    expect((await put(path, { nextFollowUp: "2030-01-02" })).status).toBe(200);
    for (const body of [{}, { nextFolowUp: null }]) {
      const refused = await put(path, body);
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ nextFollowUp: "Wajib diisi" });
    }
    const kept = await (await call(`/api/v1/admin/leads/${contactId}`)).json();
    expect(kept.data.nextFollowUp).toBe("2030-01-02");
    const cleared = await put(path, { nextFollowUp: null });
    expect(cleared.status).toBe(200);
    expect((await cleared.json()).data.nextFollowUp).toBeNull();
  });
});
