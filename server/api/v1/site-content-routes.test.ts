import { describe, expect, it } from "vitest";
import * as clientDetail from "../../../app/routes/site/client-detail.tsx";
import * as clients from "../../../app/routes/site/clients.tsx";
import * as home from "../../../app/routes/site/home.tsx";
import * as serviceDetail from "../../../app/routes/site/service-detail.tsx";
import * as siteLayout from "../../../app/routes/site/site-layout.tsx";
import * as team from "../../../app/routes/site/team.tsx";
import type { CompanyRecord, ServiceRecord } from "../../../contracts/site-content.ts";
import { demoClientInputs } from "../../db/seed/seed-site-content.ts";
import { createTestEmployee } from "../../test/factories.ts";
import { callRoute } from "../../test/route-call.ts";
import { jsonRequest, requestWithCookie, setupSignedInContext } from "../../test/test-app.ts";

const { ctx, cookies } = setupSignedInContext();

const call = (path: string, init: RequestInit = {}, cookie = cookies.editor) =>
  requestWithCookie(ctx, path, init, cookie);
const send = (method: string, path: string, body: unknown, cookie = cookies.editor) =>
  call(path, jsonRequest(method, body), cookie);
/** A public page's data as its loaders give it to the page (the layout's and its own). */
async function readPage(path: string) {
  const url = new URL(path, "http://localhost");
  const bare = url.pathname.replace(/^\/id(?=\/|$)/, "") || "/";
  const [, first, second] = bare.split("/");
  const loader =
    bare === "/"
      ? home.loader
      : first === "team"
        ? team.loader
        : first === "clients"
          ? second === "detail"
            ? clientDetail.loader
            : clients.loader
          : serviceDetail.loader;
  const request = new Request(url);
  const params = first === "service" ? { slug: second } : undefined;
  const [layout, own] = await Promise.all([
    callRoute(ctx, siteLayout.loader, request),
    callRoute(ctx, loader, request, { params }),
  ]);
  return { status: own.status, text: JSON.stringify([layout.data, own.data]) };
}
const page = async (path: string) => {
  const { status, text } = await readPage(path);
  expect(status, path).toBe(200);
  return text;
};

describe("the company's details and texts", () => {
  it("are edited by an editor and shown at once on both editions' pages", async () => {
    const company = (await (await call("/api/v1/admin/site/company")).json()) as CompanyRecord;
    company.versions.en.heroHighlight = "made in Jakarta.";
    company.versions.id.about[1].body = "Visi kami dalam satu kalimat baru.";
    company.email = "halo@projingga.test";
    const saved = await send("PUT", "/api/v1/admin/site/company", company);
    expect(saved.status).toBe(200);
    expect((await saved.json()).version).toBe(company.version + 1);

    expect(await page("/")).toContain("made in Jakarta.");
    const indonesian = await page("/id");
    expect(indonesian).toContain("Visi kami dalam satu kalimat baru.");
    expect(indonesian).toContain("halo@projingga.test");
    expect(await page("/team")).toContain("halo@projingga.test");
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
      email: "Enter an email address like hello@example.id",
      "socials.0.url": "Paste the full address, starting with https://",
      "figures.0.value": "Enter the figure in digits, for example 350 or 4.2",
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
    expect(refused.error.message).toMatch(/Someone else saved/);
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
    const english = await page("/service/kol-management");
    expect(english).toContain("the right crowd, every time");
    expect(english).toContain('"alt":"A creator filming a recipe"');
    expect(await page("/id/service/kol-management")).toContain("Kreator merekam resep");
  });

  it("takes only the number of images its layout shows, and uploads only", async () => {
    const path = "/api/v1/admin/site/services/kol-management";
    const service = (await (await call(path)).json()) as ServiceRecord;
    const fewer = await send("PUT", path, { ...service, images: service.images.slice(0, 4) });
    expect(fewer.status).toBe(400);
    expect((await fewer.json()).error.fields.images).toBe("This page shows exactly 5 images");
    const foreign = await send("PUT", path, {
      ...service,
      images: service.images.map((image, index) =>
        index === 0 ? { ...image, url: "https://evil.example/x.png" } : image,
      ),
    });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.fields["images.0.url"]).toBe(
      "Choose an image from the uploads",
    );
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
    expect(await page("/clients")).toContain("Warung Digital");
    expect(await page("/id/clients/detail?client=warung-digital")).toContain(
      "Jaringan toko kelontong yang pindah ke online.",
    );

    const twice = await send("POST", "/api/v1/admin/site/clients", input);
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.fields.slug).toMatch(/already used/);

    expect((await call(`/api/v1/admin/site/clients/${id}`, { method: "DELETE" })).status).toBe(204);
    expect(await page("/clients")).not.toContain("Warung Digital");
    expect((await readPage("/clients/detail?client=warung-digital")).status).toBe(404);
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
    expect(await page("/team")).toContain("Sari Wulandari");
    expect(await page("/id/team")).toContain("Desainer Produk");

    const again = await send("PUT", path, member);
    expect(again.status).toBe(409);

    const { version } = await saved.json();
    expect((await send("PUT", path, { ...member, visible: false, version })).status).toBe(200);
    expect(await page("/team")).not.toContain("Sari Wulandari");
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
      role: "Choose a role from the list",
      "portrait.url": "Choose an image from the uploads",
      "versions.en.jobTitle": "Job title is required",
    });
  });

  it("is closed to anonymous callers", async () => {
    expect((await call("/api/v1/admin/site/team", {}, "")).status).toBe(401);
    expect((await call("/api/v1/admin/site/team", {}, cookies.admin)).status).toBe(200);
  });
});
