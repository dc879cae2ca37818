import { describe, expect, it } from "vitest";
import { updateLeadStatus } from "#server/leads/lead-pipeline.ts";
import { createChatLead, getLead, listLeads } from "#server/leads/lead-service.ts";
import { NotFoundError } from "#server/shared/domain-errors.ts";
import { CONTACT_LEAD } from "#server/test/contact-lead.ts";
import { jsonRequest, setupTestContext } from "#server/test/test-app.ts";

const ctx = setupTestContext({ WHATSAPP_NUMBER: "6281234500000" });

const validContact = {
  ...CONTACT_LEAD,
  referrer: "https://www.google.com/",
  utm: { utm_source: "google", utm_campaign: "launch" },
};

const post = (body: unknown, ip = "10.1.0.1") => {
  const init = jsonRequest("POST", body);
  return ctx.app.request("/api/v1/leads/contact", {
    ...init,
    headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip },
  });
};

describe("POST /api/v1/leads/contact", () => {
  it("stores a contact lead with page, service, referrer and UTM", async () => {
    const response = await post(validContact);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    const lead = await getLead(ctx.db, data.id);
    expect(lead).toMatchObject({
      source: "contact",
      status: "new",
      name: "Rina Wijaya",
      company: "Kopi Senja",
      email: "rina@kopisenja.id",
      phone: "+6281234567890",
      service: "digital-ads",
      page: "/contact-us",
      referrer: "google.com",
      utm: { utm_source: "google", utm_campaign: "launch" },
    });
  });

  it("keeps only another site's host as the referrer, sent in the body or as the Referer header", async () => {
    const stored = async (body: unknown, ip: string, referer?: string) => {
      const init = jsonRequest("POST", body);
      const headers = { ...(init.headers as Record<string, string>), "x-forwarded-for": ip };
      const response = await ctx.app.request("/api/v1/leads/contact", {
        ...init,
        headers: referer ? { ...headers, referer } : headers,
      });
      expect(response.status).toBe(201);
      return (await getLead(ctx.db, (await response.json()).data.id)).referrer;
    };
    const own = { ...validContact, referrer: "http://localhost/service/digital-ads" };
    expect(await stored(own, "10.1.3.1")).toBeNull();
    expect(await stored(own, "10.1.3.2", "https://news.example/story")).toBe("news.example");
    const none = { ...validContact, referrer: undefined };
    expect(await stored(none, "10.1.3.3", "http://localhost/contact-us")).toBeNull();
  });

  it("answers 400 with a reason per field for bad input", async () => {
    const response = await post(
      { name: "", email: "not-an-email", whatsapp: "12", service: "painting", message: "hi" },
      "10.1.0.2",
    );
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe("validation_failed");
    expect(Object.keys(error.fields).sort()).toEqual([
      "email",
      "message",
      "name",
      "service",
      "whatsapp",
    ]);
    expect(error.fields.email).toMatch(/email address/);
  });

  it("rejects a filled honeypot and stores nothing", async () => {
    const before = (await listLeads(ctx.db, { source: "contact" })).pagination.total;
    const response = await post({ ...validContact, homepage: "http://spam.example" }, "10.1.0.3");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("rejected");
    expect((await listLeads(ctx.db, { source: "contact" })).pagination.total).toBe(before);
  });

  it("throttles one IP after 5 messages in 10 minutes", async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(validContact, "10.1.0.9")).status).toBe(201);
    }
    const refused = await post(validContact, "10.1.0.9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(validContact, "10.1.0.10")).status).toBe(201);
    ctx.advanceClock(10 * 60_000 + 1);
    expect((await post(validContact, "10.1.0.9")).status).toBe(201);
  });

  it("refuses a request sent from another site", async () => {
    const init = jsonRequest("POST", validContact);
    const response = await ctx.app.request("/api/v1/leads/contact", {
      ...init,
      headers: { ...(init.headers as Record<string, string>), origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});

describe("GET /api/v1/chat", () => {
  const chat = (query: string, headers: Record<string, string> = {}) =>
    ctx.app.request(`/api/v1/chat${query}`, {
      headers: {
        "user-agent": "Mozilla/5.0 Chrome/140",
        "x-forwarded-for": "10.2.0.1",
        ...headers,
      },
    });

  it("redirects to wa.me with the service greeting and records a chat lead", async () => {
    const before = (await listLeads(ctx.db, { source: "chat" })).pagination.total;
    const response = await chat("?service=kol-management&page=%2Fservice%2Fkol-management");
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin + location.pathname).toBe("https://wa.me/6281234500000");
    expect(location.searchParams.get("text")).toBe(
      "Halo Projingga, saya ingin dibantu untuk mengelola KOL & KOC Management untuk bisnis saya.",
    );
    const { data, pagination } = await listLeads(ctx.db, { source: "chat" });
    expect(pagination.total).toBe(before + 1);
    expect(data[0]).toMatchObject({
      source: "chat",
      service: "kol-management",
      page: "/service/kol-management",
    });
  });

  it("uses the default greeting and adds an optional description", async () => {
    const plain = await chat("?page=%2F");
    expect(new URL(plain.headers.get("location") ?? "").searchParams.get("text")).toBe(
      "Halo Projingga, saya ingin dibantu untuk konsultasi dan saran pemasaran untuk bisnis saya.",
    );
    const described = await chat("?service=livestreaming&description=Toko%20sepatu");
    expect(new URL(described.headers.get("location") ?? "").searchParams.get("text")).toBe(
      "Halo Projingga, saya ingin dibantu untuk mengelola Live Streaming untuk bisnis saya.\n\nDeskripsi: Toko sepatu",
    );
  });

  it("stores the description as the chat lead's message, with a form's CRLF as LF", async () => {
    const response = await chat(
      "?service=livestreaming&page=%2Fservice%2Flivestreaming&description=%20Toko%20sepatu%0D%0ABandung%20",
      { "x-forwarded-for": "10.2.0.2" },
    );
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("text")).toBe(
      "Halo Projingga, saya ingin dibantu untuk mengelola Live Streaming untuk bisnis saya.\n\nDeskripsi: Toko sepatu\nBandung",
    );
    const [lead] = (await listLeads(ctx.db, { source: "chat" })).data;
    expect(lead).toMatchObject({
      service: "livestreaming",
      message: "Toko sepatu\nBandung",
    });
    await chat("?service=livestreaming&description=%20%20", { "x-forwarded-for": "10.2.0.2" });
    expect((await listLeads(ctx.db, { source: "chat" })).data[0].message).toBeNull();
  });

  it("answers 400 for a description that cannot be stored or is too long", async () => {
    for (const description of ["a%00b", "a".repeat(501)]) {
      const response = await chat(`?service=livestreaming&description=${description}`);
      expect(response.status, description.slice(0, 10)).toBe(400);
      expect((await response.json()).error.fields.description).toBeTruthy();
    }
    // 500 characters with line breaks, as a textarea's maxlength counts them, pass.
    const lines = `${"a".repeat(249)}%0D%0A${"b".repeat(250)}`;
    expect((await chat(`?service=livestreaming&description=${lines}`)).status).toBe(302);
  });

  it("does not record prefetches, bots or floods, but still redirects", async () => {
    const before = (await listLeads(ctx.db, { source: "chat" })).pagination.total;
    expect((await chat("", { "sec-purpose": "prefetch" })).status).toBe(302);
    expect((await chat("", { "user-agent": "Googlebot/2.1" })).status).toBe(302);
    expect((await listLeads(ctx.db, { source: "chat" })).pagination.total).toBe(before);
    for (let i = 0; i < 15; i += 1) {
      expect((await chat("", { "x-forwarded-for": "10.2.0.77" })).status).toBe(302);
    }
    expect((await listLeads(ctx.db, { source: "chat" })).pagination.total).toBe(before + 10);
  });

  it("records a click only for a top-level navigation, and redirects every request", async () => {
    const total = async () => (await listLeads(ctx.db, { source: "chat" })).pagination.total;
    const notNavigations: Record<string, string>[] = [
      { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors", "sec-fetch-site": "same-origin" },
      { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate" },
      { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
      { "sec-fetch-dest": "script", "sec-fetch-mode": "no-cors" },
      { "sec-fetch-dest": "document", "sec-fetch-mode": "no-cors" },
      { "sec-fetch-mode": "no-cors" },
      { "sec-fetch-dest": "image" },
    ];
    const before = await total();
    for (const [index, headers] of notNavigations.entries()) {
      const response = await chat("?service=digital-ads", {
        ...headers,
        "x-forwarded-for": `10.2.1.${index}`,
      });
      expect(response.status, JSON.stringify(headers)).toBe(302);
      expect(response.headers.get("location")).toMatch(/^https:\/\/wa\.me\//);
    }
    expect(await total()).toBe(before);
    const navigation = await chat("?service=digital-ads", {
      "sec-fetch-dest": "document",
      "sec-fetch-mode": "navigate",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": "10.2.1.100",
    });
    expect(navigation.status).toBe(302);
    expect(await total()).toBe(before + 1);
    // A browser sends no Sec-Fetch headers on plain http or when it is old: counted.
    expect((await chat("", { "x-forwarded-for": "10.2.1.101" })).status).toBe(302);
    expect(await total()).toBe(before + 2);
  });

  it("keeps the Referer of a click only when it is another site's", async () => {
    const latest = async () => (await listLeads(ctx.db, { source: "chat" })).data[0];
    await chat("?service=digital-ads", {
      referer: "https://forum.example/t/1",
      "x-forwarded-for": "10.2.3.1",
    });
    expect(await latest()).toMatchObject({ referrer: "forum.example" });
    await chat("?service=digital-ads", {
      referer: "http://localhost/service/digital-ads",
      "x-forwarded-for": "10.2.3.2",
    });
    expect(await latest()).toMatchObject({ referrer: null });
  });

  it("answers 400 for an unknown service", async () => {
    const response = await chat("?service=painting");
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.service).toBeTruthy();
  });
});

describe("lead service for the staff inbox", () => {
  it("lists with filters and paging, gets one and updates its status", async () => {
    const lead = await createChatLead(
      ctx.services,
      { service: "brand-activation", page: "/service/brand-activation" },
      { ipHash: "inbox-test", now: new Date(), origin: "http://localhost" },
    );
    expect(lead).not.toBeNull();
    const filtered = await listLeads(ctx.db, { service: "brand-activation" });
    expect(filtered.data.map((row) => row.id)).toEqual([lead?.id]);
    const paged = await listLeads(ctx.db, { limit: 2, page: 1 });
    expect(paged.data).toHaveLength(2);
    expect(paged.pagination.totalCount).toBeGreaterThan(2);
    const updated = await updateLeadStatus(ctx.services, lead?.id ?? 0, "contacted");
    expect(updated.status).toBe("contacted");
    expect((await getLead(ctx.db, lead?.id ?? 0)).status).toBe("contacted");
    expect((await listLeads(ctx.db, { status: "contacted" })).data.map((row) => row.id)).toContain(
      lead?.id,
    );
    await expect(getLead(ctx.db, 999_999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateLeadStatus(ctx.services, 999_999, "won")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
