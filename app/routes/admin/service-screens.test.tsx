import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages, MessagesProvider } from "#app/lib/messages.ts";
import * as serviceDetail from "#app/routes/site/service-detail.tsx";
import { type Locale, localeFromPath } from "#contracts/locale.ts";
import { SERVICE_SLUGS, type ServiceSlug } from "#contracts/site-content.ts";
import type { ServiceRecord } from "#contracts/site-content-schemas.ts";
import { createApp } from "#server/app.ts";
import type { SessionUser } from "#server/app-services.ts";
import { auditEvents } from "#server/db/schema.ts";
import { createPublicCache } from "#server/http/public-cache.ts";
import { getServiceRecord } from "#server/site/site-content.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { callRoute } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import { action as formAction, loader as formLoader } from "./service-form.tsx";
import { loader as listLoader } from "./service-list.tsx";

const ctx = setupTestContext();
let admin: SessionUser;
let editor: SessionUser;

beforeAll(async () => {
  admin = await createSessionUser(ctx, "admin");
  editor = await createSessionUser(ctx, "editor");
});

/** The form's fields of a record, named by their schema paths as the screen posts them. */
function formFields(record: ServiceRecord, then?: "list"): URLSearchParams {
  const body = new URLSearchParams({ slug: record.slug, version: String(record.version) });
  record.images.forEach((image, index) => {
    body.set(`images[${index}].url`, image.url);
    body.set(`images[${index}].width`, String(image.width));
    body.set(`images[${index}].height`, String(image.height));
    body.set(`images[${index}].alt.en`, image.alt.en);
    body.set(`images[${index}].alt.id`, image.alt.id);
  });
  record.work.forEach((item, index) => {
    body.set(`work[${index}].url`, item.url);
    body.set(`work[${index}].width`, String(item.width));
    body.set(`work[${index}].height`, String(item.height));
    body.set(`work[${index}].caption.en`, item.caption.en);
    body.set(`work[${index}].caption.id`, item.caption.id);
  });
  for (const locale of ["en", "id"] as const) {
    const text = record.versions[locale];
    body.set(`versions.${locale}.name`, text.name);
    body.set(`versions.${locale}.title`, text.title);
    body.set(`versions.${locale}.highlight`, text.highlight);
    body.set(`versions.${locale}.summary`, text.summary);
    body.set(`versions.${locale}.description`, text.description ?? "");
    body.set(`versions.${locale}.points`, text.points.join("\n"));
  }
  if (then) body.set("then", then);
  return body;
}

const post = (slug: string, body: URLSearchParams) =>
  new Request(`http://localhost/admin/services/${slug}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: body.toString(),
  });

const save = (slug: string, body: URLSearchParams, user: SessionUser | null = editor) =>
  callRoute(ctx, formAction, post(slug, body), { user, params: { slug } });

const open = (slug: string, user: SessionUser | null = editor) =>
  callRoute(ctx, formLoader, new Request(`http://localhost/admin/services/${slug}`), {
    user,
    params: { slug },
  });

const record = (slug: ServiceSlug) => getServiceRecord(ctx.db, slug);

type Refusal = { status: string; error: Record<string, string[] | null> };
const refusal = (data: unknown) => data as Refusal;

/** The real app (public cache, React Router's handler) with the service page's own loader. */
function createSite() {
  const build = createFakeBuild(() => "<html><body>page</body></html>", {
    "service/:slug": { loader: serviceDetail.loader },
    "id/service/:slug": { loader: serviceDetail.loader },
  });
  return createApp(ctx.services, { build, publicCache: createPublicCache() });
}

type PageData = Awaited<ReturnType<typeof serviceDetail.loader>>;

/** A public service page as a visitor gets it: its loader's answer through the app, rendered. */
async function visit(site: ReturnType<typeof createSite>, path: string) {
  const response = await site.request(`http://localhost${path}`);
  expect(response.status, path).toBe(200);
  const data = (await response.json()) as PageData;
  const locale: Locale = localeFromPath(path);
  const Stub = createRoutesStub([{ id: "service", path: "/*", Component: serviceDetail.default }]);
  const messages = await loadMessages(locale, { blog: false });
  const html = renderToString(
    <MessagesProvider locale={locale} messages={messages}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { service: data } }} />
    </MessagesProvider>,
  );
  return { data, html };
}

describe("the services list", () => {
  it("lists the ten pages in the spec's order, for editors too", async () => {
    const result = await callRoute(
      ctx,
      listLoader,
      new Request("http://localhost/admin/services"),
      {
        user: editor,
      },
    );
    expect(result.status).toBe(200);
    const { services } = result.data as {
      services: { slug: string; name: string; images: number; updatedAt: string }[];
    };
    expect(services.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
    const kol = services.find((service) => service.slug === "kol-management");
    expect(kol).toMatchObject({ name: "KOL & KOC Management", images: 5 });
    expect(Number.isNaN(Date.parse(kol?.updatedAt ?? ""))).toBe(false);
  });

  it("sends visitors to sign in", async () => {
    const result = await callRoute(ctx, listLoader, new Request("http://localhost/admin/services"));
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toMatch(/^\/login/);
  });
});

describe("the service form", () => {
  it("loads both languages, the images and the version; an unknown slug is a 404", async () => {
    const result = await open("kol-management");
    expect(result.status).toBe(200);
    const loaded = result.data as { record: ServiceRecord; logos: unknown[] };
    expect(loaded.record.images).toHaveLength(5);
    expect(loaded.record.versions.id.name).toBeTruthy();
    expect(loaded.logos).toEqual([]);
    expect(((await open("web-development")).data as { logos: unknown[] }).logos).toHaveLength(6);
    expect((await open("seo-services")).status).toBe(404);
    expect((await save("seo-services", formFields(loaded.record))).status).toBe(404);
  });

  it("saves the highlight and a slide's alt text in both languages: the public pages show them", async () => {
    const site = createSite();
    // Cached first: the save must empty the public cache.
    expect((await visit(site, "/service/kol-management")).html).not.toContain("without guesswork");
    const before = await record("kol-management");
    const changed = structuredClone(before);
    changed.versions.en.highlight = "without guesswork";
    changed.versions.id.highlight = "tanpa tebak-tebakan";
    changed.images[2].alt = { en: "Creator filming a review", id: "Kreator merekam ulasan" };

    const result = await save("kol-management", formFields(changed));
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({
      status: "success",
      message: "Saved. The website shows it now.",
    });

    const english = await visit(site, "/service/kol-management");
    expect(english.data.service.highlight).toBe("without guesswork");
    expect(english.data.service.images[2].alt).toBe("Creator filming a review");
    expect(english.html).toContain("without guesswork");
    expect(english.html).toContain('alt="Creator filming a review"');
    // Still a carousel of five.
    expect(english.html.match(/aria-roledescription="slide"/g)).toHaveLength(5);

    const indonesian = await visit(site, "/id/service/kol-management");
    expect(indonesian.html).toContain("tanpa tebak-tebakan");
    expect(indonesian.html).toContain('alt="Kreator merekam ulasan"');
    expect(indonesian.html).not.toContain("without guesswork");

    const saved = await record("kol-management");
    expect(saved.version).toBe(before.version + 1);
    const entries = await ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, "kol-management"));
    expect(entries).toEqual([
      expect.objectContaining({ action: "site.service.update", actorId: editor.id }),
    ]);
  });

  it("adds an Our work item: the page shows it with its caption in the page's language", async () => {
    const site = createSite();
    const before = await record("digital-ads");
    expect((await visit(site, "/service/digital-ads")).html).not.toContain(
      'data-testid="service-work"',
    );
    const changed = structuredClone(before);
    changed.work = [
      {
        url: "/images/services/digital-ads/2",
        width: 1200,
        height: 800,
        caption: { en: "Ramadan campaign for Kopi Senja", id: "Kampanye Ramadan untuk Kopi Senja" },
      },
    ];
    const result = await save("digital-ads", formFields(changed, "list"));
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/admin/services?saved=digital-ads");

    const english = await visit(site, "/service/digital-ads");
    expect(english.html).toContain('data-testid="service-work"');
    expect(english.html).toContain("Projects we delivered");
    expect(english.html).toContain("Ramadan campaign for Kopi Senja");
    // A picture with its sizes, and the image's own width and height (no layout shift).
    expect(english.html).toMatch(/<img[^>]*width="1200"[^>]*height="800"/);
    const indonesian = await visit(site, "/id/service/digital-ads");
    expect(indonesian.html).toContain("Proyek yang kami kerjakan");
    expect(indonesian.html).toContain("Kampanye Ramadan untuk Kopi Senja");
    expect(indonesian.html).not.toContain("Ramadan campaign for Kopi Senja");
  });

  it("refuses a wrong number of images on `images`, keeping the typed values", async () => {
    const kol = await record("kol-management");
    const four = structuredClone(kol);
    four.images = four.images.slice(0, 4);
    four.versions.en.title = "Typed and kept";
    const result = await save("kol-management", formFields(four));
    expect(result.status).toBe(400);
    const reply = refusal(result.data);
    expect(reply.error.images).toEqual(["This page shows exactly 5 images"]);
    expect(reply.error[""]).toEqual(["Not saved. Check the fields marked in red."]);
    expect(result.data).toMatchObject({
      initialValue: { versions: { en: { title: "Typed and kept" } } },
    });

    const ads = await record("digital-ads");
    const five = structuredClone(ads);
    five.images = [...kol.images];
    const tooMany = await save("digital-ads", formFields(five));
    expect(tooMany.status).toBe(400);
    expect(refusal(tooMany.data).error.images).toEqual(["This page shows 2 to 4 images"]);
    expect((await record("kol-management")).version).toBe(kol.version);
    expect((await record("digital-ads")).images).toEqual(ads.images);
  });

  it("refuses an empty title and an image from another site, field by field", async () => {
    const before = await record("brand-activation");
    const changed = structuredClone(before);
    changed.versions.id.title = "";
    changed.images[0].url = "https://evil.example/x.png";
    const result = await save("brand-activation", formFields(changed));
    expect(result.status).toBe(400);
    const { error } = refusal(result.data);
    expect(error["versions.id.title"]).toEqual(["Title is required"]);
    expect(error["images[0].url"]).toEqual(["Choose an image from the uploads"]);
    expect(await record("brand-activation")).toEqual(before);
  });

  it("refuses a save of an older version with a 409, without overwriting", async () => {
    const loaded = await record("tvc-photo-production");
    const first = structuredClone(loaded);
    first.versions.en.summary = "The colleague's summary";
    expect((await save("tvc-photo-production", formFields(first), admin)).status).toBe(200);

    const mine = structuredClone(loaded);
    mine.versions.en.summary = "My late summary";
    const result = await save("tvc-photo-production", formFields(mine));
    expect(result.status).toBe(409);
    expect(refusal(result.data).error[""]).toEqual([
      "Someone else saved this service while you were editing. Your changes are still in the form: copy what you need, then load their version.",
    ]);
    expect(result.data).toMatchObject({
      initialValue: { versions: { en: { summary: "My late summary" } } },
    });
    const stored = await record("tvc-photo-production");
    expect(stored.versions.en.summary).toBe("The colleague's summary");
    expect(stored.version).toBe(loaded.version + 1);
  });

  it("saves the page the address names, whatever slug is posted", async () => {
    const apps = await record("apps-development");
    const body = formFields({ ...apps, versions: { ...apps.versions } });
    body.set("slug", "kol-management");
    body.set("versions.en.name", "Apps, the address wins");
    const result = await save("apps-development", body);
    expect(result.status).toBe(200);
    expect((await record("apps-development")).versions.en.name).toBe("Apps, the address wins");
    expect((await record("kol-management")).versions.en.name).toBe("KOL & KOC Management");
  });

  it("lets editors in and sends visitors to sign in, reading or saving", async () => {
    const loaded = await record("ecommerce-enabler");
    expect((await open("ecommerce-enabler", admin)).status).toBe(200);
    expect((await open("ecommerce-enabler", null)).status).toBe(302);
    const anonymous = await save("ecommerce-enabler", formFields(loaded), null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect(await record("ecommerce-enabler")).toEqual(loaded);
  });
});
