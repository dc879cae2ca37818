import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { toClientFormValues } from "#app/features/clients/admin-client-values.ts";
import * as clientDetail from "#app/routes/site/client-detail.tsx";
import * as clientsPage from "#app/routes/site/clients.tsx";
import type { Client } from "#contracts/site-content.ts";
import type { ClientRecord } from "#contracts/site-content-schemas.ts";
import { createApp } from "#server/app.ts";
import type { SessionUser } from "#server/app-services.ts";
import { auditEvents, clients } from "#server/db/schema.ts";
import { createPublicCache } from "#server/http/public-cache.ts";
import { runInLocale } from "#server/http/request-locale.ts";
import { getClientRecord, listClientRecords } from "#server/site/site-content.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { callRoute } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import { action as formAction, loader as formLoader } from "./client-form.tsx";
import { action as listAction, loader as listLoader } from "./client-list.tsx";

const ctx = setupTestContext();
let admin: SessionUser;
let editor: SessionUser;
let site: ReturnType<typeof createApp>;

beforeAll(async () => {
  admin = await createSessionUser(ctx, "admin");
  editor = await createSessionUser(ctx, "editor");
  // The real public loaders behind the real app (its public cache included), on a fake build.
  // Mounted as resource routes: each answers its loader's data as JSON.
  const build = createFakeBuild(() => "<html><body>page</body></html>", {
    clients: { loader: clientsPage.loader },
    "clients/detail": { loader: clientDetail.loader },
    "id/clients": { loader: clientsPage.loader },
    "id/clients/detail": { loader: clientDetail.loader },
  });
  site = createApp(ctx.services, { build, publicCache: createPublicCache() });
});

/** A form's fields as the browser posts them: schema paths, a ticked box "on", lists repeated. */
function toFields(value: unknown, prefix = "", into = new URLSearchParams()) {
  if (value === undefined || value === null || value === false) return into;
  if (value === true) into.append(prefix, "on");
  else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === "object" && item !== null) toFields(item, `${prefix}[${index}]`, into);
      else into.append(prefix, String(item));
    });
  } else if (typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      toFields(item, prefix ? `${prefix}.${key}` : key, into);
    }
  } else into.append(prefix, String(value));
  return into;
}

type FormValues = ReturnType<typeof toClientFormValues>;

const post = (path: string, body: URLSearchParams) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: body.toString(),
  });

/** Posts the client form: a new client, or the one with `id`. */
function saveForm(values: FormValues | URLSearchParams, id?: number, user = admin) {
  const path = id ? `/admin/clients/form/${id}` : "/admin/clients/form";
  const body = values instanceof URLSearchParams ? values : toFields(values);
  return callRoute(ctx, formAction, post(path, body), {
    user,
    params: id ? { id: String(id) } : {},
  });
}

const postToList = (fields: Record<string, string>, user: SessionUser | null = admin) =>
  callRoute(ctx, listAction, post("/admin/clients", new URLSearchParams(fields)), { user });

/** A new client's form, filled in. */
function newClient(slug: string, overrides: Partial<FormValues> = {}): FormValues {
  const values = toClientFormValues(null, 50);
  return {
    ...values,
    name: "Warung Pintar",
    slug,
    published: true,
    logo: { color: "#1A7F5A", accent: "#FDD12A", shape: "wave" },
    results: [
      { value: "350", suffix: "%", label: { en: "more orders", id: "pesanan lebih banyak" } },
      { value: "4,2", suffix: "x", label: { en: "return on ad spend", id: "imbal hasil iklan" } },
    ],
    services: ["digital-ads", "web-development"],
    quoteAuthor: "Dewi Lestari",
    versions: {
      en: {
        industry: "Retail",
        summary: "A corner shop chain that moved its orders online.",
        challenge: "Orders came by phone and got lost.",
        approach: "We built an ordering website and ran search ads around each shop.",
        quoteText: "Orders doubled in a month.",
        quotePosition: "Owner",
      },
      id: {
        industry: "Ritel",
        summary: "Jaringan warung yang memindahkan pesanannya ke online.",
        challenge: "Pesanan datang lewat telepon dan sering hilang.",
        approach: "Kami membuat situs pemesanan dan menjalankan iklan pencarian di sekitar warung.",
        quoteText: "Pesanan naik dua kali lipat dalam sebulan.",
        quotePosition: "Pemilik",
      },
    },
    ...overrides,
  };
}

async function idOf(slug: string) {
  const row = (await listClientRecords(ctx.db)).find((each) => each.slug === slug);
  if (!row) throw new Error(`no client ${slug}`);
  return row.id;
}

const getPage = (path: string) =>
  site.request(`http://localhost${path}`, { headers: { host: "localhost" } });

async function publicList(locale: "en" | "id") {
  const response = await getPage(locale === "en" ? "/clients" : "/id/clients");
  expect(response.status).toBe(200);
  return ((await response.json()) as { clients: Client[] }).clients;
}

async function publicDetail(locale: "en" | "id", slug: string) {
  const prefix = locale === "en" ? "" : "/id";
  const response = await getPage(`${prefix}/clients/detail?client=${slug}`);
  const body = (await response.json()) as { client?: Client | null };
  return { status: response.status, client: body.client ?? null };
}

describe("creating a client", () => {
  it("shows a published client on /clients and its case study, in both languages", async () => {
    const before = await publicList("en");
    const saved = await saveForm(newClient("warung-pintar"));
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/clients?saved=added");

    const english = await publicList("en");
    expect(english).toHaveLength(before.length + 1);
    expect(english.map((client) => client.slug)).toContain("warung-pintar");
    const indonesian = await publicList("id");
    expect(indonesian.find((client) => client.slug === "warung-pintar")?.industry).toBe("Ritel");

    const detail = await publicDetail("en", "warung-pintar");
    expect(detail.status).toBe(200);
    expect(detail.client).toMatchObject({
      name: "Warung Pintar",
      industry: "Retail",
      logo: { color: "#1A7F5A", accent: "#FDD12A", shape: "wave" },
      results: [
        { value: 350, suffix: "%", label: "more orders" },
        { value: 4.2, suffix: "x", label: "return on ad spend" },
      ],
      services: ["digital-ads", "web-development"],
      quote: { text: "Orders doubled in a month.", author: "Dewi Lestari", position: "Owner" },
    });
    const detailId = await publicDetail("id", "warung-pintar");
    expect(detailId.client).toMatchObject({
      summary: "Jaringan warung yang memindahkan pesanannya ke online.",
      results: [{ label: "pesanan lebih banyak" }, { label: "imbal hasil iklan" }],
      quote: { text: "Pesanan naik dua kali lipat dalam sebulan.", position: "Pemilik" },
    });
  });

  it("keeps an unpublished client off the public pages, and on the staff list", async () => {
    const saved = await saveForm(newClient("rahasia-dulu", { published: false }));
    expect(saved.status).toBe(302);
    for (const locale of ["en", "id"] as const) {
      expect((await publicList(locale)).map((client) => client.slug)).not.toContain("rahasia-dulu");
      expect((await publicDetail(locale, "rahasia-dulu")).status).toBe(404);
    }
    const list = await callRoute(ctx, listLoader, new Request("http://localhost/admin/clients"), {
      user: admin,
    });
    const rows = (list.data as { clients: { slug: string; published: boolean }[] }).clients;
    expect(rows.find((row) => row.slug === "rahasia-dulu")).toMatchObject({ published: false });
  });

  it("accepts a client without results or an uploaded logo", async () => {
    const saved = await saveForm(newClient("tanpa-angka", { results: [] }));
    expect(saved.status).toBe(302);
    const detail = await publicDetail("en", "tanpa-angka");
    expect(detail.client).toMatchObject({ results: [], logoImage: null });
  });
});

describe("editing a client", () => {
  it("loads both languages at their version, and a save changes the Indonesian page", async () => {
    const id = await idOf("kopi-senja");
    const loaded = await callRoute(
      ctx,
      formLoader,
      new Request(`http://localhost/admin/clients/form/${id}`),
      { user: admin, params: { id: String(id) } },
    );
    expect(loaded.status).toBe(200);
    const { client } = loaded.data as { client: ClientRecord };
    expect(client.versions.id.industry).toBeTruthy();
    await publicDetail("id", "kopi-senja"); // cached before the change

    const values = toClientFormValues(client, 0);
    values.versions.id.summary = "Kedai kopi lingkungan yang kini laris di TikTok Shop.";
    const saved = await saveForm(values, id);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/clients?saved=updated");

    const indonesian = await publicDetail("id", "kopi-senja");
    expect(indonesian.client?.summary).toBe(
      "Kedai kopi lingkungan yang kini laris di TikTok Shop.",
    );
    const english = await publicDetail("en", "kopi-senja");
    expect(english.client?.summary).toBe(client.versions.en.summary);
    // What was not changed comes back as it was: the figure's " IDR" keeps its space.
    expect(english.client?.results[0]).toMatchObject({ value: 2_400_000_000, suffix: " IDR" });
    expect(english.client?.logo).toMatchObject({ weight: 800, tracking: -0.5 });
  });

  it("refuses a save of an older version with a 409 and keeps the newer one", async () => {
    const id = await idOf("lumina-skin");
    const loaded = await getClientRecord(ctx.db, id);
    const first = toClientFormValues(loaded, 0);
    first.versions.en.industry = "Skincare";
    expect((await saveForm(first, id)).status).toBe(302);

    const second = toClientFormValues(loaded, 0);
    second.versions.en.industry = "Cosmetics";
    const stale = await saveForm(second, id);
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({
      status: "error",
      error: { "": [expect.stringMatching(/^Someone else saved this client/)] },
      initialValue: { versions: { en: { industry: "Cosmetics" } } },
    });
    expect((await getClientRecord(ctx.db, id)).versions.en.industry).toBe("Skincare");
    expect((await publicDetail("en", "lumina-skin")).client?.industry).toBe("Skincare");
  });

  it("refuses an address another client uses with a 409 on the address", async () => {
    const id = await idOf("lumina-skin");
    const values = toClientFormValues(await getClientRecord(ctx.db, id), 0);
    const clash = await saveForm({ ...values, slug: "kopi-senja" }, id);
    expect(clash.status).toBe(409);
    expect(clash.data).toMatchObject({
      error: { slug: ["The address kopi-senja is already used by another client"] },
      initialValue: { slug: "kopi-senja" },
    });
    const created = await saveForm(newClient("kopi-senja"));
    expect(created.status).toBe(409);
    expect(created.data).toMatchObject({ error: { slug: [expect.any(String)] } });
  });

  it("answers 404 for a client that does not exist", async () => {
    const values = newClient("hilang");
    expect((await saveForm(values, 999_999)).status).toBe(404);
    const missing = await callRoute(
      ctx,
      formLoader,
      new Request("http://localhost/admin/clients/form/999999"),
      { user: admin, params: { id: "999999" } },
    );
    expect(missing.status).toBe(404);
  });
});

describe("a refused save", () => {
  it("answers 400 with each field's reason and what was typed", async () => {
    const values = newClient("Kopi Senja!", {
      name: "",
      results: [{ value: "abc", suffix: "", label: { en: "sales", id: "penjualan" } }],
      services: ["seo"],
    });
    const body = toFields(values);
    body.set("logoImage.url", "https://evil.example/x.png");
    body.set("logoImage.width", "200");
    body.set("logoImage.height", "80");
    const refused = await saveForm(body);
    expect(refused.status).toBe(400);
    const reply = refused.data as {
      error: Record<string, string[]>;
      initialValue: Record<string, unknown>;
    };
    expect(reply.error).toMatchObject({
      name: ["Name is required"],
      slug: ["Use lowercase letters, digits and dashes, for example kopi-senja"],
      "results[0].value": ["Enter the figure in digits, for example 350 or 4.2"],
      "services[0]": ["Choose services from the list"],
      "logoImage.url": ["Choose an image from the uploads"],
    });
    expect(reply.initialValue).toMatchObject({
      slug: "Kopi Senja!",
      results: [{ value: "abc", label: { en: "sales" } }],
      services: "seo",
      logoImage: { url: "https://evil.example/x.png" },
      versions: { id: { industry: "Ritel" } },
    });
    expect((await listClientRecords(ctx.db)).map((row) => row.name)).not.toContain("");

    // Each reason reads in Indonesian for a member who works in Indonesian.
    const inIndonesian = await runInLocale("id", () => saveForm(body));
    const reasonsId = (inIndonesian.data as { error: Record<string, string[]> }).error;
    expect(Object.keys(reasonsId)).toEqual(Object.keys(reply.error));
    for (const [field, [reason]] of Object.entries(reply.error)) {
      expect(reasonsId[field][0], field).not.toBe(reason);
    }
  });

  it("names the empty texts of each language and a missing label", async () => {
    const values = newClient("kosong", {
      results: [{ value: "12", suffix: "", label: { en: "", id: "" } }],
    });
    values.versions.id = { ...values.versions.id, industry: "", approach: "" };
    const refused = await saveForm(values);
    expect(refused.status).toBe(400);
    expect((refused.data as { error: Record<string, string[]> }).error).toMatchObject({
      "versions.id.industry": ["Industry is required"],
      "versions.id.approach": ["Approach is required"],
      "results[0].label.en": ["Label is required"],
      "results[0].label.id": ["Label is required"],
    });
    const inIndonesian = await runInLocale("id", () => saveForm(values));
    expect((inIndonesian.data as { error: Record<string, string[]> }).error).toMatchObject({
      "versions.id.industry": ["Industri wajib diisi"],
      "results[0].label.en": ["Keterangan wajib diisi"],
    });
  });
});

describe("the staff list", () => {
  it("unpublishes and publishes a client at once, and the public pages follow", async () => {
    const id = await idOf("gerak-fit");
    const hidden = await postToList({ intent: "publish", id: String(id), published: "false" });
    expect(hidden.status).toBe(200);
    expect(hidden.data).toMatchObject({ status: "success", answers: "publish" });
    expect((await publicList("en")).map((client) => client.slug)).not.toContain("gerak-fit");
    expect((await publicDetail("id", "gerak-fit")).status).toBe(404);

    const shown = await postToList({ intent: "publish", id: String(id), published: "true" });
    expect(shown.data).toMatchObject({ status: "success" });
    expect((await publicList("id")).map((client) => client.slug)).toContain("gerak-fit");
    expect((await postToList({ intent: "publish", id: "999999", published: "true" })).status).toBe(
      404,
    );
    expect(
      (await postToList({ intent: "publish", id: String(id), published: "maybe" })).status,
    ).toBe(400);
  });

  it("deletes a client: gone from the public pages, the audit log says who", async () => {
    expect((await saveForm(newClient("segera-pergi"))).status).toBe(302);
    const id = await idOf("segera-pergi");
    expect((await publicDetail("en", "segera-pergi")).status).toBe(200);

    const deleted = await postToList({ intent: "delete", id: String(id) }, editor);
    expect(deleted.status).toBe(200);
    expect(deleted.data).toMatchObject({ status: "success", answers: "delete" });
    for (const locale of ["en", "id"] as const) {
      expect((await publicList(locale)).map((client) => client.slug)).not.toContain("segera-pergi");
      expect((await publicDetail(locale, "segera-pergi")).status).toBe(404);
    }
    expect(await ctx.db.select().from(clients).where(eq(clients.id, id))).toEqual([]);
    const [entry] = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "site.client.delete"));
    expect(entry).toMatchObject({
      actorId: editor.id,
      entityId: String(id),
      details: { name: "Warung Pintar" },
    });
    expect((await postToList({ intent: "delete", id: String(id) })).status).toBe(404);
    expect((await postToList({ intent: "rename" })).status).toBe(400);
  });
});

describe("who may manage clients", () => {
  it("lets an editor list, open and save; sends a visitor to sign in", async () => {
    const get = (path: string) => new Request(`http://localhost${path}`);
    expect((await callRoute(ctx, listLoader, get("/admin/clients"), { user: editor })).status).toBe(
      200,
    );
    expect(
      (await callRoute(ctx, formLoader, get("/admin/clients/form"), { user: editor })).status,
    ).toBe(200);
    expect((await saveForm(newClient("dari-editor"), undefined, editor)).status).toBe(302);

    const visitor = { user: null };
    expect((await callRoute(ctx, listLoader, get("/admin/clients"), visitor)).status).toBe(302);
    expect((await callRoute(ctx, formLoader, get("/admin/clients/form"), visitor)).status).toBe(
      302,
    );
    const anonymousSave = await callRoute(
      ctx,
      formAction,
      post("/admin/clients/form", toFields(newClient("dari-tamu"))),
      visitor,
    );
    expect(anonymousSave.status).toBe(302);
    expect(anonymousSave.headers.get("location")).toMatch(/^\/login/);
    const anonymousDelete = await postToList({ intent: "delete", id: "1" }, null);
    expect(anonymousDelete.status).toBe(302);
    expect((await listClientRecords(ctx.db)).map((row) => row.slug)).not.toContain("dari-tamu");
  });
});
