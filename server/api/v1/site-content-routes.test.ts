import { describe, expect, it } from "vitest";
import type { CompanyRecord, ServiceRecord } from "#contracts/site-content-schemas.ts";
import { demoClientInputs } from "#server/db/seed/seed-site-content.ts";
import {
  findClient,
  getCompany,
  listClients,
  listServices,
  listTeamMembers,
} from "#server/site/site-content.ts";
import { createTestEmployee } from "#server/test/factories.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "#server/test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();

const call = (path: string, init: RequestInit = {}, cookie = cookies.editor) =>
  requestWithCookie(ctx, path, init, cookie);
const send = (method: string, path: string, body: unknown, cookie = cookies.editor) =>
  call(path, jsonRequest(method, body), cookie);
/**
 * What a public page of `locale` shows, as its loaders read it (server/site/site-content.ts):
 * the company (every page's footer and JSON-LD), the service pages, the clients and the team.
 */
async function readSite(locale: "en" | "id") {
  const [company, services, clients, team] = await Promise.all([
    getCompany(ctx.db, locale),
    listServices(ctx.db, locale),
    listClients(ctx.db, locale),
    listTeamMembers(ctx.db, locale),
  ]);
  return JSON.stringify({ company, services, clients, team });
}

describe("the company's details and texts", () => {
  it("are edited by an editor and shown at once on both editions' pages", async () => {
    const company = (await (await call("/api/v1/admin/site/company")).json()) as CompanyRecord;
    company.versions.en.heroHighlight = "made in Jakarta.";
    company.versions.id.about[1].body = "Visi kami dalam satu kalimat baru.";
    company.email = "halo@projingga.test";
    const saved = await send("PUT", "/api/v1/admin/site/company", company);
    expect(saved.status).toBe(200);
    expect((await saved.json()).version).toBe(company.version + 1);

    expect(await readSite("en")).toContain("made in Jakarta.");
    const indonesian = await readSite("id");
    expect(indonesian).toContain("Visi kami dalam satu kalimat baru.");
    expect(indonesian).toContain("halo@projingga.test");
    expect(await readSite("en")).toContain("halo@projingga.test");
  });

  it("refuses bad input with the field and the reason, and changes nothing", async () => {
    const company = (await (await call("/api/v1/admin/site/company")).json()) as CompanyRecord;
    const bad = {
      ...company,
      email: "not an email",
      socials: [{ name: "Instagram", url: "javascript:alert(1)" }],
      figures: company.figures.map((figure, index) =>
        index === 0 ? { ...figure, value: "abc" } : figure,
      ),
    };
    const response = await send("PUT", "/api/v1/admin/site/company", bad);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields).toMatchObject({
      email: "Isi alamat email seperti halo@contoh.id",
      "socials.0.url": "Tempel alamat lengkapnya, diawali https://",
      "figures.0.value": "Isi angkanya dengan digit, misalnya 350 atau 4.2",
    });
    const after = (await (await call("/api/v1/admin/site/company")).json()) as CompanyRecord;
    expect(after.version).toBe(company.version);
  });

  it("lets one of dozens of saves of the same version win; the others are refused, none lost", async () => {
    const company = (await (await call("/api/v1/admin/site/company")).json()) as CompanyRecord;
    const attempts = Array.from({ length: 24 }, (_, index) =>
      send("PUT", "/api/v1/admin/site/company", {
        ...company,
        legalName: `PT Projingga Race ${index}`,
      }),
    );
    const responses = await Promise.all(attempts);
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(23);
    const winner = responses[statuses.indexOf(200)];
    const after = (await (await call("/api/v1/admin/site/company")).json()) as CompanyRecord;
    expect(after.legalName).toBe((await winner.json()).legalName);
    expect(after.version).toBe(company.version + 1);
    const refused = await responses[statuses.indexOf(409)].json();
    expect(refused.error).toMatchObject({ code: "stale_version" });
    expect(refused.error.message).toMatch(/^Orang lain sudah menyimpan/);
  });
});

describe("a service page", () => {
  it("changes its highlight and a carousel slide's alt text in both editions", async () => {
    const path = "/api/v1/admin/site/services/kol-management";
    const service = (await (await call(path)).json()) as ServiceRecord;
    expect(service.images).toHaveLength(5);
    service.versions.en.highlight = "the right crowd, every time";
    service.versions.id.highlight = "penonton yang selalu pas";
    service.images[2].alt = { en: "A creator filming a recipe", id: "Kreator merekam resep" };
    expect((await send("PUT", path, service)).status).toBe(200);
    const english = await readSite("en");
    expect(english).toContain("the right crowd, every time");
    expect(english).toContain('"alt":"A creator filming a recipe"');
    expect(await readSite("id")).toContain("Kreator merekam resep");
  });

  it("takes only the number of images its layout shows, and uploads only", async () => {
    const path = "/api/v1/admin/site/services/kol-management";
    const service = (await (await call(path)).json()) as ServiceRecord;
    const fewer = await send("PUT", path, { ...service, images: service.images.slice(0, 4) });
    expect(fewer.status).toBe(400);
    expect((await fewer.json()).error.fields.images).toBe("Halaman ini menampilkan tepat 5 gambar");
    const foreign = await send("PUT", path, {
      ...service,
      images: service.images.map((image, index) =>
        index === 0 ? { ...image, url: "https://evil.example/x.png" } : image,
      ),
    });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.fields["images.0.url"]).toBe("Pilih gambar dari unggahan");
  });

  it("answers 404 for a slug the spec does not have", async () => {
    expect((await call("/api/v1/admin/site/services/seo")).status).toBe(400);
  });
});

describe("clients", () => {
  it("adds a client with a case study, refuses its address twice, and deletes it", async () => {
    const [seed] = demoClientInputs();
    const input = {
      ...seed,
      slug: "warung-digital",
      name: "Warung Digital",
      versions: {
        en: { ...seed.versions.en, summary: "A grocery chain that moved its orders online." },
        id: { ...seed.versions.id, summary: "Jaringan toko kelontong yang pindah ke online." },
      },
    };
    const created = await send("POST", "/api/v1/admin/site/clients", input);
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect(await readSite("en")).toContain("Warung Digital");
    expect(await readSite("id")).toContain("Jaringan toko kelontong yang pindah ke online.");

    const twice = await send("POST", "/api/v1/admin/site/clients", input);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.fields.slug).toMatch(/sudah dipakai klien lain/);

    expect((await call(`/api/v1/admin/site/clients/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await readSite("en")).not.toContain("Warung Digital");
    expect(await findClient(ctx.db, "warung-digital", "en")).toBeUndefined();
  });
});

describe("the team", () => {
  it("shows an employee put on the team, under their role, and takes them off when hidden", async () => {
    const employee = await createTestEmployee(ctx, { name: "Sari Wulandari", number: 9101 });
    const member = {
      employeeId: employee.id,
      visible: true,
      role: "UI UX Designer",
      order: 1,
      portrait: { url: "/images/team/raka-pradipta.svg", width: 256, height: 256 },
      versions: {
        en: { jobTitle: "Product Designer", portraitAlt: "Sari smiling" },
        id: { jobTitle: "Desainer Produk", portraitAlt: "Sari tersenyum" },
      },
      version: 0,
    };
    const path = `/api/v1/admin/site/team/${employee.id}`;
    const saved = await send("PUT", path, member);
    expect(saved.status).toBe(200);
    expect(await readSite("en")).toContain("Sari Wulandari");
    expect(await readSite("id")).toContain("Desainer Produk");

    const again = await send("PUT", path, member);
    expect(again.status).toBe(409);

    const { version } = await saved.json();
    expect((await send("PUT", path, { ...member, visible: false, version })).status).toBe(200);
    expect(await readSite("en")).not.toContain("Sari Wulandari");
  });

  it("refuses an unknown role and a portrait that is not an upload", async () => {
    const employee = await createTestEmployee(ctx, { name: "Tono Hartono", number: 9102 });
    const response = await send("PUT", `/api/v1/admin/site/team/${employee.id}`, {
      employeeId: employee.id,
      visible: true,
      role: "Astronaut",
      portrait: { url: "javascript:alert(1)", width: 1, height: 1 },
      versions: { en: { jobTitle: "" }, id: { jobTitle: "Desainer" } },
      version: 0,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toMatchObject({
      role: "Pilih peran dari daftar",
      "portrait.url": "Pilih gambar dari unggahan",
      "versions.en.jobTitle": "Jabatan wajib diisi",
    });
  });

  it("is closed to anonymous callers", async () => {
    expect((await call("/api/v1/admin/site/team", {}, "")).status).toBe(401);
    expect((await call("/api/v1/admin/site/team", {}, cookies.admin)).status).toBe(200);
  });
});
