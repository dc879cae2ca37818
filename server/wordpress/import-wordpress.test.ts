import { beforeAll, describe, expect, it } from "vitest";
import { errorText } from "#contracts/messages/error-text.ts";
import { readPublicArticle, setupTestContext, signedInAs } from "#server/test/test-app.ts";
import { buildWxr, type WxrTestItem } from "#server/test/wxr-file.ts";
import { importWordPress, oldPermalinks, previewWordPressImport } from "./import-wordpress.ts";
import { WxrError } from "./read-wxr.ts";

const ctx = setupTestContext();
const SITE = "https://blog.example.co.id";
const ITEMS: WxrTestItem[] = [
  {
    id: 101,
    title: "Brand strategy for 2024",
    slug: "brand-strategy-2024",
    date: "2024-01-02 09:00:00",
    content: 'Intro paragraph.\n\n[gallery ids="301"]\n\n[vc_row]Kept text[/vc_row]',
    categories: ["Strategy"],
    tags: ["Branding"],
    creator: "dewi",
  },
  {
    id: 102,
    title: "Tulisan Indonesia",
    slug: "tulisan-indonesia",
    language: "id",
    content: "Halo",
  },
  { id: 103, title: "Private notes", status: "private", content: "secret" },
  { id: 104, title: "About", type: "page" },
  { id: 105, title: "Menu", type: "nav_menu_item" },
  {
    id: 301,
    type: "attachment",
    attachmentUrl: "http://127.0.0.1:9/wp-content/uploads/one.jpg",
    alt: "One",
    parent: 101,
  },
];
const file = (items = ITEMS) => new Blob([buildWxr({ site: SITE, items })]);
let actor: { id: number; name: string; email: string };

beforeAll(async () => {
  const staff = await signedInAs(ctx, "admin", { locale: "en" });
  actor = { id: staff.user.id, name: staff.user.name, email: staff.user.email };
});

describe("WordPress import", () => {
  it("previews what it would do, per item, writing nothing", async () => {
    const report = await previewWordPressImport(ctx.services, file(), { language: "en" });
    expect(report.counts).toEqual({ create: 3, update: 0, skip: 0 });
    expect(report.skipped).toMatchObject({ page: 1, menu: 1 });
    const [first, indonesian, secret] = report.items;
    expect(first).toMatchObject({
      wpId: 101,
      action: "create",
      language: "en",
      status: "published",
    });
    expect(first.problems.map((problem) => errorText(problem, "en"))).toEqual([
      "The shortcode [vc_row] is not supported here: removed (any text inside it kept)",
      "The image http://127.0.0.1:9/wp-content/uploads/one.jpg could not be brought into the media library: left out",
    ]);
    expect(indonesian.language).toBe("id");
    expect(secret.status).toBe("draft");
    expect((await ctx.app.request("/brand-strategy-2024")).status).toBe(404);
  });

  it("imports, redirects the old addresses, and on a second run updates instead of copying", async () => {
    const report = await importWordPress(ctx.services, file(), { language: "en", actor });
    expect(report.counts).toEqual({ create: 3, update: 0, skip: 0 });
    const uid = report.items[0].articleUid;
    for (const old of ["/2024/01/02/brand-strategy-2024/", "/?p=101", "/brand-strategy-2024"]) {
      const answer = await ctx.app.request(old);
      expect(answer.status, old).toBe(301);
      expect(answer.headers.get("location")).toBe(`/article/${uid}`);
    }
    const indonesian = await ctx.app.request("/tulisan-indonesia");
    expect(indonesian.headers.get("location")).toBe(`/id/article/${report.items[1].articleUid}`);
    expect((await ctx.app.request("/category/strategy/")).headers.get("location")).toBe(
      "/article?tag=strategy",
    );
    expect((await ctx.app.request("/feed/")).headers.get("location")).toBe("/rss.xml");

    const edited = ITEMS.map((item) =>
      item.id === 101 ? { ...item, title: "Brand strategy, revised" } : item,
    );
    const again = await importWordPress(ctx.services, file(edited), { language: "en", actor });
    expect(again.counts).toEqual({ create: 0, update: 3, skip: 0 });
    expect(again.items[0].articleUid).toBe(uid);
    expect(again.redirects.created).toBe(0);
    expect((await readPublicArticle(ctx, uid ?? "")).title).toBe("Brand strategy, revised");
  });

  it("refuses a file cut off before writing anything", async () => {
    const whole = buildWxr({ site: SITE, items: [{ id: 900, title: "Never written" }] });
    const error = await importWordPress(
      ctx.services,
      new Blob([whole.slice(0, whole.length - 30)]),
      { language: "en", actor },
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(WxrError);
    const preview = await previewWordPressImport(ctx.services, file([{ id: 900, title: "x" }]), {
      language: "en",
    });
    expect(preview.items[0].action).toBe("create");
  });

  it("lists each old address shape once", () => {
    expect(
      oldPermalinks({
        wpId: 7,
        link: `${SITE}/2024/01/02/kopi/`,
        slug: "kopi",
        localDay: "2024-01-02",
      } as Parameters<typeof oldPermalinks>[0]),
    ).toEqual(["/2024/01/02/kopi", "/?p=7", "/kopi"]);
  });
});
