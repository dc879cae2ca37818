import { and, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
} from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { MessagesProvider } from "#app/lib/messages.ts";
import * as contact from "#app/routes/site/contact.tsx";
import * as home from "#app/routes/site/home.tsx";
import * as siteLayout from "#app/routes/site/site-layout.tsx";
import { type Locale, localeFromPath } from "#contracts/locale.ts";
import { blog as englishBlog } from "#contracts/messages/blog.ts";
import { blog as indonesianBlog } from "#contracts/messages/id/blog.ts";
import { catalogue as indonesian } from "#contracts/messages/id/public.ts";
import { catalogue as english } from "#contracts/messages/public.ts";
import { type CompanyRecord, companyInputSchema } from "#contracts/site-content-schemas.ts";
import { createApp } from "#server/app.ts";
import type { SessionUser } from "#server/app-services.ts";
import { auditEvents } from "#server/db/schema.ts";
import { parseSubmission } from "#server/http/form-submission.ts";
import { createPublicCache } from "#server/http/public-cache.ts";
import { runInLocale } from "#server/http/request-locale.ts";
import { requestContext, servicesContext } from "#server/router-context.ts";
import { getCompanyRecord } from "#server/site/site-content.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { callRoute } from "#server/test/route-call.ts";
import { createSessionUser, setupTestContext } from "#server/test/test-app.ts";
import { action, loader } from "./company.tsx";

const ctx = setupTestContext();
let admin: SessionUser;
let editor: SessionUser;

beforeAll(async () => {
  admin = await createSessionUser(ctx, "admin");
  editor = await createSessionUser(ctx, "editor");
});

// ------------------------------------------------------------------ the form as a browser posts it

/** The stored record as the form's fields, named by their schema paths, as the screen posts them. */
function toFields(company: CompanyRecord): Record<string, string> {
  const fields: Record<string, string> = {
    legalName: company.legalName,
    founded: String(company.founded),
    email: company.email,
    version: String(company.version),
  };
  for (const [key, value] of Object.entries(company.address)) fields[`address.${key}`] = value;
  company.socials.forEach((social, index) => {
    fields[`socials[${index}].name`] = social.name;
    fields[`socials[${index}].url`] = social.url;
  });
  company.figures.forEach((figure, index) => {
    fields[`figures[${index}].value`] = String(figure.value);
    fields[`figures[${index}].suffix`] = figure.suffix ?? "";
    fields[`figures[${index}].label.en`] = figure.label.en;
    fields[`figures[${index}].label.id`] = figure.label.id;
  });
  for (const language of ["en", "id"] as const) {
    const version = company.versions[language];
    const prefix = `versions.${language}`;
    fields[`${prefix}.heroEyebrow`] = version.heroEyebrow;
    fields[`${prefix}.heroTitle`] = version.heroTitle;
    fields[`${prefix}.heroHighlight`] = version.heroHighlight;
    fields[`${prefix}.heroBody`] = version.heroBody;
    version.about.forEach((tab, index) => {
      fields[`${prefix}.about[${index}].title`] = tab.title;
      fields[`${prefix}.about[${index}].body`] = tab.body;
      fields[`${prefix}.about[${index}].points`] = tab.points.join("\n");
    });
  }
  return fields;
}

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/company", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
    body: new URLSearchParams(fields).toString(),
  });

/** The stored company as the form loads it, with `changes` typed over it. */
async function formWith(changes: Record<string, string> = {}) {
  return { ...toFields(await getCompanyRecord(ctx.db)), ...changes };
}

const save = (fields: Record<string, string>, user: SessionUser | null = admin) =>
  callRoute(ctx, action, post(fields), { user });

type Reply = {
  status: string;
  message?: string;
  error?: Record<string, string[]>;
  initialValue?: Record<string, unknown>;
};

// ------------------------------------------------------------------ the public pages, rendered

const CATALOGUES = {
  en: { ...english, blog: englishBlog },
  id: { ...indonesian, blog: indonesianBlog },
};

/** The site layout and the pages these tests read, both editions, as the route table nests them. */
function siteRoutes() {
  const page = (
    module: { loader: unknown; default: unknown },
    file: string,
    locale: "en" | "id",
    path?: string,
  ) => ({
    ...(path ? { path } : { index: true as const }),
    id: locale === "en" ? file : `id/${file}`,
    loader: module.loader as never,
    Component: withComponentProps(module.default as never),
  });
  const pages = (locale: "en" | "id") => [
    page(home, "routes/site/home", locale),
    page(contact, "routes/site/contact", locale, "contact-us"),
  ];
  return [
    {
      id: "routes/site/site-layout",
      path: "/",
      loader: siteLayout.loader as never,
      Component: withComponentProps(siteLayout.default as never),
      children: [...pages("en"), { path: "id", children: pages("id") }],
    },
  ];
}

/** The JSON-LD a page's loader gives the document's head (the root's <Meta /> writes it). */
function jsonLdOf(loaderData: Record<string, unknown> | undefined) {
  const meta = (loaderData?.meta ?? []) as Record<string, unknown>[];
  return meta
    .filter((tag) => "script:ld+json" in tag)
    .map(
      (tag) =>
        `<script type="application/ld+json">${JSON.stringify(tag["script:ld+json"])}</script>`,
    )
    .join("");
}

/**
 * The real app (host check, public cache, React Router's handler) whose pages are the real site
 * layout and pages, rendered on the server with their loaders' data.
 */
function createSite() {
  const handler = createStaticHandler(siteRoutes());
  const build = createFakeBuild(async (request, info) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, ctx.services);
    context.set(requestContext, info);
    const result = await handler.query(request, { requestContext: context });
    if (result instanceof Response) throw result;
    const locale = localeFromPath(new URL(request.url).pathname);
    const body = renderToString(
      <MessagesProvider locale={locale} messages={CATALOGUES[locale]}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, result)}
          context={result}
        />
      </MessagesProvider>,
    );
    const head = Object.values(result.loaderData).map(jsonLdOf).join("");
    return `<html lang="${locale}"><head>${head}</head><body>${body}</body></html>`;
  });
  const app = createApp(ctx.services, { build, publicCache: createPublicCache() });
  return async (path: string) => {
    const response = await app.request(`http://localhost${path}`);
    expect(response.status, path).toBe(200);
    // React's separators between adjacent texts are not what a reader sees.
    return (await response.text()).replaceAll("<!-- -->", "");
  };
}

/** The home page's hero title, as its heading reads. */
const heroTitleOf = (html: string) =>
  /<h1 id="home-title"[^>]*>(.*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, "");

const organizationOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
    .find((item) => item["@type"] === "Organization");

// ------------------------------------------------------------------ tests

describe("/admin/company loader", () => {
  it("gives admins and editors both languages and the version; refuses anyone else", async () => {
    const get = (user: SessionUser | null) =>
      callRoute(ctx, loader, new Request("http://localhost/admin/company"), { user });
    const asAdmin = await get(admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.data).toMatchObject({
      company: {
        legalName: expect.any(String),
        versions: { en: { heroTitle: expect.any(String) }, id: { heroTitle: expect.any(String) } },
        version: expect.any(Number),
      },
    });
    expect(JSON.stringify(asAdmin.data)).not.toMatch(/whatsapp|628\d{6,}/i);
    expect((await get(editor)).status).toBe(200);
    expect((await get(null)).status).toBe(302);
  });
});

describe("saving the company's texts", () => {
  it("shows the new English highlight on / and the new Indonesian vision on /id, cache or not", async () => {
    const site = createSite();
    const before = await formWith();
    expect(heroTitleOf(await site("/"))).toBe(
      `${before["versions.en.heroTitle"]} ${before["versions.en.heroHighlight"]}`,
    );
    expect(await site("/id")).toContain(before["versions.id.about[1].body"]);

    const result = await save(
      await formWith({
        "versions.en.heroHighlight": "built for Nusantara.",
        "versions.id.about[1].body": "Setiap UMKM di Nusantara punya tim digital kelas dunia.",
      }),
    );
    expect(result.status).toBe(200);
    expect(result.data).toMatchObject({ status: "success", message: expect.any(String) });

    const english = await site("/");
    expect(heroTitleOf(english)).toBe(`${before["versions.en.heroTitle"]} built for Nusantara.`);
    expect(english).toContain('<span class="text-brand-yellow">built for Nusantara.</span>');
    const indonesianPage = await site("/id");
    expect(indonesianPage).toContain("Setiap UMKM di Nusantara punya tim digital kelas dunia.");
    expect(indonesianPage).not.toContain(before["versions.id.about[1].body"]);
    // Each language keeps its own texts: the Indonesian hero did not change.
    expect(heroTitleOf(indonesianPage)).toBe(
      `${before["versions.id.heroTitle"]} ${before["versions.id.heroHighlight"]}`,
    );
    expect(english).toContain(before["versions.en.about[1].body"]);
  });

  it("changes the footer's email and address and the Organization JSON-LD's legal name", async () => {
    const site = createSite();
    await site("/contact-us");
    const result = await save(
      await formWith({
        legalName: "PT Projingga Nusantara Digital",
        email: "halo@projingga.example",
        "address.street": "Jl. Braga No. 8",
        "address.city": "Bandung",
        "address.postalCode": "40111",
      }),
    );
    expect(result.status).toBe(200);
    for (const path of ["/contact-us", "/id"]) {
      const html = await site(path);
      const footer = html.slice(html.lastIndexOf("<footer"));
      expect(footer, path).toContain("halo@projingga.example");
      expect(footer, path).toContain("Jl. Braga No. 8");
      expect(footer, path).toContain("Bandung 40111");
      expect(organizationOf(html), path).toMatchObject({
        legalName: "PT Projingga Nusantara Digital",
        email: "halo@projingga.example",
        address: { streetAddress: "Jl. Braga No. 8", addressLocality: "Bandung" },
      });
    }
  });

  it("records who changed the company in the audit log", async () => {
    await ctx.db.delete(auditEvents);
    const result = await save(await formWith({ "versions.en.heroEyebrow": "Jakarta · Bandung" }));
    expect(result.status).toBe(200);
    const entries = await ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "site.company.update"), eq(auditEvents.entity, "company")));
    expect(entries).toHaveLength(1);
    const { legalName } = await getCompanyRecord(ctx.db);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entityId: "company",
      details: { name: legalName },
    });
  });

  it("lets an editor save; an anonymous post is sent to sign in and changes nothing", async () => {
    const asEditor = await save(
      await formWith({ "versions.en.heroTitle": "Editor's title," }),
      editor,
    );
    expect(asEditor.status).toBe(200);
    expect((await getCompanyRecord(ctx.db)).versions.en.heroTitle).toBe("Editor's title,");

    const anonymous = await save(
      await formWith({ "versions.en.heroTitle": "Nobody's title," }),
      null,
    );
    expect(anonymous.status).toBe(302);
    expect((await getCompanyRecord(ctx.db)).versions.en.heroTitle).toBe("Editor's title,");
  });
});

describe("a refused save", () => {
  it("answers 400 with each field's reason and the values as typed, and stores nothing", async () => {
    const stored = await getCompanyRecord(ctx.db);
    const typed = await formWith({
      email: "halo@",
      "socials[0].url": "http://x",
      "socials[1].url": "javascript:alert(1)",
      "figures[1].value": "abc",
      "versions.id.heroTitle": "",
      "versions.en.heroHighlight": "kept as typed",
    });
    const result = await save(typed);
    expect(result.status).toBe(400);
    const reply = result.data as Reply;
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      email: ["Enter an email address like hello@example.id"],
      "socials[0].url": ["Paste the full address, starting with https://"],
      "socials[1].url": ["Paste the full address, starting with https://"],
      "figures[1].value": ["Enter the figure in digits, for example 350 or 4.2"],
      "versions.id.heroTitle": ["Title is required"],
    });
    const typedBack = reply.initialValue as {
      socials: { url: string }[];
      figures: { value: string }[];
    };
    expect(reply.initialValue).toMatchObject({
      email: "halo@",
      versions: { en: { heroHighlight: "kept as typed" } },
    });
    expect(typedBack.socials.map((social) => social.url).slice(0, 2)).toEqual([
      "http://x",
      "javascript:alert(1)",
    ]);
    expect(typedBack.figures[1].value).toBe("abc");
    expect(await getCompanyRecord(ctx.db)).toEqual(stored);
  });

  it("refuses an unknown network and more than eight links", async () => {
    const nine = Object.fromEntries(
      Array.from({ length: 9 }, (_, index) => [
        [`socials[${index}].name`, "Instagram"],
        [`socials[${index}].url`, `https://instagram.com/p${index}`],
      ]).flat(),
    );
    const tooMany = await save(await formWith(nine));
    expect(tooMany.status).toBe(400);
    expect((tooMany.data as Reply).error).toMatchObject({ socials: ["At most 8 links"] });
    const unknown = await save(await formWith({ "socials[0].name": "Friendster" }));
    expect((unknown.data as Reply).error).toMatchObject({
      "socials[0].name": ["Choose a network"],
    });
  });

  it("answers 409 to a save of an older version and keeps the newer one", async () => {
    const loaded = await formWith();
    const first = await save({ ...loaded, "versions.en.heroTitle": "Saved first," });
    expect(first.status).toBe(200);
    const second = await save({ ...loaded, "versions.en.heroTitle": "Saved second," });
    expect(second.status).toBe(409);
    const reply = second.data as Reply;
    expect(reply.error?.[""]?.[0]).toMatch(/^Someone else saved this page/);
    expect(reply.initialValue).toMatchObject({ versions: { en: { heroTitle: "Saved second," } } });
    const stored = await getCompanyRecord(ctx.db);
    expect(stored.versions.en.heroTitle).toBe("Saved first,");
    expect(stored.version).toBe(Number(loaded.version) + 1);
  });
});

describe("the reasons in Indonesian", () => {
  it("translates every reason a company form post can get, the stale save's too", async () => {
    const stored = await formWith();
    const blank = Object.fromEntries(Object.keys(stored).map((name) => [name, ""]));
    const nine = Object.fromEntries(
      Array.from({ length: 9 }, (_, index) => [
        [`socials[${index}].name`, "X"],
        [`socials[${index}].url`, "https://x.com/projingga"],
      ]).flat(),
    );
    const posts = [
      blank,
      {
        ...stored,
        ...nine,
        legalName: "x".repeat(121),
        founded: "1800",
        email: "halo@",
        "figures[0].value": "-1",
        "figures[1].value": "99999999999999999",
        "versions.en.about[0].points": "a\nb\nc\nd",
      },
      {
        ...stored,
        founded: "2019.5",
        "socials[0].name": "Friendster",
        "socials[0].url": "http://x",
        version: "",
      },
      { ...stored, founded: "2200" },
    ];
    // Every reason a member can meet reads in Indonesian when they work in Indonesian.
    const reasonsOf = (locale: Locale) => {
      const reasons: string[] = [];
      for (const fields of posts) {
        const submission = runInLocale(locale, () =>
          parseSubmission(new URLSearchParams(fields), companyInputSchema),
        );
        expect(submission.status).toBe("error");
        if (submission.status !== "error") continue;
        for (const each of Object.values(submission.error ?? {})) reasons.push(...(each ?? []));
      }
      return reasons;
    };
    const [english, indonesian] = [reasonsOf("en"), reasonsOf("id")];
    expect(new Set(english).size).toBeGreaterThan(25);
    for (const [index, reason] of english.entries()) {
      expect(indonesian[index], reason).not.toBe(reason);
    }
    expect(indonesian).toEqual(
      expect.arrayContaining(["Nama resmi wajib diisi", "Maksimal 8 tautan", "Minimal 1900"]),
    );
  });
});
