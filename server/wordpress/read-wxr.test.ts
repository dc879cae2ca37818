import { describe, expect, it } from "vitest";
import { errorText } from "#contracts/messages/error-text.ts";
import { buildWxr } from "#server/test/wxr-file.ts";
import { readWxr, type WxrEntry, WxrError } from "./read-wxr.ts";

async function readAll(source: string | string[], maxBytes?: number) {
  const entries: WxrEntry[] = [];
  const chunks = typeof source === "string" ? [new TextEncoder().encode(source)] : source;
  for await (const entry of readWxr(chunks, { maxBytes })) entries.push(entry);
  return entries;
}

async function refusal(source: string | string[], maxBytes?: number) {
  try {
    await readAll(source, maxBytes);
  } catch (error) {
    if (error instanceof WxrError) return error;
    throw error;
  }
  throw new Error("not refused");
}

const EXPORT = buildWxr({
  authors: [
    { login: "dewi", email: "dewi@agency.co.id", name: "Dewi Lestari" },
    { login: "budi", email: "budi@agency.co.id", name: "Budi" },
  ],
  items: [
    {
      id: 12,
      title: "Brand & strategy in 2024",
      slug: "brand-strategy-2024",
      content: '<!-- wp:paragraph --><p>Hello "world" ]]> done</p><!-- /wp:paragraph -->',
      excerpt: "Short one",
      creator: "dewi",
      categories: ["Strategy", "Design Ops"],
      tags: ["branding"],
      thumbnailId: 40,
      date: "2024-01-02 09:08:07",
      comments: 2,
    },
    { id: 13, title: "Draft idea", status: "draft", password: "", language: "id" },
    {
      id: 14,
      title: "Secret",
      status: "private",
      password: "hunter2",
      meta: { _icl_lang_code: "en" },
    },
    { id: 15, title: "About us", type: "page" },
    {
      id: 40,
      title: "cover",
      type: "attachment",
      attachmentUrl: "https://blog.example.co.id/wp-content/uploads/2024/01/cover.jpg",
      alt: "A cover, with <care>",
      parent: 12,
    },
  ],
});

describe("readWxr", () => {
  it("yields the site, its authors, then every item with its fields decoded", async () => {
    const entries = await readAll(EXPORT);
    expect(entries.map((entry) => entry.kind)).toEqual([
      "author",
      "author",
      "site",
      "item",
      "item",
      "item",
      "item",
      "item",
    ]);
    const site = entries.find((entry) => entry.kind === "site");
    expect(site).toMatchObject({ link: "https://blog.example.co.id" });
    const authors = entries.flatMap((entry) => (entry.kind === "author" ? [entry.author] : []));
    expect(authors[0]).toEqual({
      login: "dewi",
      email: "dewi@agency.co.id",
      displayName: "Dewi Lestari",
    });
    const items = entries.flatMap((entry) => (entry.kind === "item" ? [entry.item] : []));
    const [post, draft, secret, page, attachment] = items;
    expect(post).toMatchObject({
      postId: 12,
      guid: "https://blog.example.co.id/?p=12",
      link: "https://blog.example.co.id/2024/01/02/brand-strategy-2024/",
      title: "Brand & strategy in 2024",
      content: '<!-- wp:paragraph --><p>Hello "world" ]]> done</p><!-- /wp:paragraph -->',
      excerpt: "Short one",
      postDate: "2024-01-02 09:08:07",
      postDateGmt: "2024-01-02 09:08:07",
      postName: "brand-strategy-2024",
      status: "publish",
      postType: "post",
      creator: "dewi",
      thumbnailId: 40,
      language: null,
      commentCount: 2,
    });
    expect(post.terms).toEqual([
      { domain: "category", nicename: "strategy", name: "Strategy" },
      { domain: "category", nicename: "design-ops", name: "Design Ops" },
      { domain: "post_tag", nicename: "branding", name: "branding" },
    ]);
    expect(draft).toMatchObject({ status: "draft", language: "id" });
    expect(secret).toMatchObject({ status: "private", password: "hunter2", language: "en" });
    expect(page.postType).toBe("page");
    expect(attachment).toMatchObject({
      postType: "attachment",
      attachmentUrl: "https://blog.example.co.id/wp-content/uploads/2024/01/cover.jpg",
      alt: "A cover, with <care>",
      parentId: 12,
    });
  });

  it("reads the same from a file cut into chunks anywhere, even inside a multi-byte letter", async () => {
    const bytes = new TextEncoder().encode(EXPORT.replace("Secret", "Rahasia — ünïcode ✓"));
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) =>
      bytes.subarray(index * 7, index * 7 + 7),
    );
    const whole = await readAll(EXPORT.replace("Secret", "Rahasia — ünïcode ✓"));
    const entries: WxrEntry[] = [];
    for await (const entry of readWxr(chunks)) entries.push(entry);
    expect(entries).toEqual(whole);
    expect(JSON.stringify(entries)).toContain("Rahasia — ünïcode ✓");
  });

  it("reads WPML's wpml_language meta as the item's language", async () => {
    const entries = await readAll(
      buildWxr({ items: [{ id: 3, title: "Halo", meta: { wpml_language: "id" } }] }),
    );
    expect(entries.find((entry) => entry.kind === "item")).toMatchObject({
      item: { language: "id" },
    });
  });

  it("refuses a file that is not a WordPress export", async () => {
    for (const file of [
      "",
      "just text",
      "<html><body>hi</body></html>",
      '<rss version="2.0"><channel><title>Plain RSS</title></channel></rss>',
      '<rss xmlns:wp="http://wordpress.org/export/1.2/"><title>No channel</title></rss>',
    ]) {
      const error = await refusal(file);
      expect(error.refusal).toBe("wxrNotWxr");
      expect(errorText(error.reason, "en")).toContain("not a WordPress export");
      expect(errorText(error.reason, "id")).toContain("bukan ekspor WordPress");
    }
  });

  it("refuses a file cut off before its end", async () => {
    for (const cut of [EXPORT.length - 20, Math.floor(EXPORT.length / 2), 400]) {
      const error = await refusal(EXPORT.slice(0, cut));
      expect(error.refusal).toBe("wxrTruncated");
      expect(errorText(error.reason, "en")).toContain("cut off");
    }
  });

  it("refuses an entity-expansion bomb without expanding anything", async () => {
    const levels = Array.from(
      { length: 9 },
      (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
    ).join("\n");
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY lol0 "lol">
${levels}
]>
<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>&lol9;</title><wp:post_id>1</wp:post_id></item></channel></rss>`;
    const error = await refusal(bomb);
    expect(error.refusal).toBe("wxrEntities");
    expect(errorText(error.reason, "en")).toContain("ENTITY");
  });

  it("refuses a file over the size limit as soon as it passes it", async () => {
    let pulled = 0;
    async function* endless() {
      while (true) {
        pulled += 1;
        yield new TextEncoder().encode(`<!-- ${"x".repeat(1000)} -->`);
      }
    }
    const entries = readWxr(endless(), { maxBytes: 50_000 });
    const error = await entries.next().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(WxrError);
    expect((error as WxrError).refusal).toBe("wxrTooLarge");
    expect(errorText((error as WxrError).reason, "en")).toContain("larger than 49 KB");
    expect(pulled).toBeLessThan(60);
  });
});
