import { describe, expect, it } from "vitest";
import { errorText } from "#contracts/messages/error-text.ts";
import type { Message } from "#contracts/messages/message.ts";
import {
  addParagraphs,
  type ConvertContext,
  type ConvertedPost,
  convertBody,
  convertPost,
  decodeEntities,
  editionOf,
  expandShortcodes,
  finishBody,
  listBodyImages,
  stripBlockComments,
  type WxrAttachment,
} from "./convert-post.ts";
import type { WxrItem } from "./read-wxr.ts";

const NOW = new Date("2026-11-29T10:00:00Z");
const UPLOADS = "https://blog.example.co.id/wp-content/uploads/2024/01";
const attachments = new Map<number, WxrAttachment>([
  [40, { id: 40, url: `${UPLOADS}/cover.jpg`, alt: "Cover", parentId: 12 }],
  [41, { id: 41, url: `${UPLOADS}/one.jpg`, alt: "One", parentId: 12 }],
  [42, { id: 42, url: `${UPLOADS}/two.jpg`, alt: 'Two "quoted"', parentId: 12 }],
  [50, { id: 50, url: `${UPLOADS}/other.jpg`, alt: "", parentId: 99 }],
]);
const context: ConvertContext = { attachments, language: "en", now: NOW };
const SANITIZER = { enabled: true, siteHosts: [] };

const item = (fields: Partial<WxrItem> = {}): WxrItem => ({
  postId: 12,
  guid: "https://blog.example.co.id/?p=12",
  link: "https://blog.example.co.id/2024/01/02/hello-world/",
  title: "Hello world",
  content: "",
  excerpt: "",
  postDate: "2024-01-02 09:08:07",
  postDateGmt: "2024-01-02 02:08:07",
  postName: "hello-world",
  status: "publish",
  password: "",
  postType: "post",
  creator: "dewi",
  parentId: null,
  commentCount: 0,
  terms: [],
  thumbnailId: null,
  attachmentUrl: "",
  alt: "",
  language: null,
  meta: {},
  ...fields,
});

function article(fields: Partial<WxrItem> = {}, on: ConvertContext = context): ConvertedPost {
  const conversion = convertPost(item(fields), on);
  if (conversion.kind !== "article") throw new Error(`skipped: ${conversion.reason}`);
  return conversion.post;
}

const english = (problems: Message[]) => problems.map((problem) => errorText(problem, "en"));
const body = (content: string) => {
  const problems: Message[] = [];
  return { html: convertBody(content, 12, context, problems), problems: english(problems) };
};

describe("Gutenberg blocks", () => {
  it("keeps each block's HTML and drops its comments, attributes and all", () => {
    const content = `<!-- wp:paragraph {"align":"center"} -->
<p class="has-text-align-center">First</p>
<!-- /wp:paragraph -->

<!-- wp:heading {"level":3} -->
<h3>Part</h3>
<!-- /wp:heading -->

<!-- wp:core/quote -->
<blockquote class="wp-block-quote"><p>Said</p></blockquote>
<!-- /wp:core/quote -->`;
    const { html, problems } = body(content);
    expect(html).not.toContain("wp:");
    expect(html).not.toContain("<!--");
    expect(html).toContain('<p class="has-text-align-center">First</p>');
    expect(html).toContain("<h3>Part</h3>");
    expect(html).toContain("<blockquote");
    expect(problems).toEqual([]);
    // Block HTML already has its paragraphs: no <p> is added around the blocks.
    expect(html).not.toMatch(/<p>\s*<p/);
  });

  it("reports a self-closing dynamic block by name and keeps nothing of it", () => {
    const problems: Message[] = [];
    const html = stripBlockComments(
      '<!-- wp:latest-posts {"postsToShow":3} /--><!-- wp:more /--><p>x</p><!--more-->',
      problems,
    );
    expect(html).toBe("<p>x</p>");
    expect(english(problems)).toEqual([
      "The block “latest-posts” showed content WordPress built on the fly: removed",
    ]);
  });

  it("turns an embed block's URL line into a link and an h1 into an h2", () => {
    const { html } =
      body(`<!-- wp:embed {"url":"https://www.youtube.com/watch?v=abc","type":"video"} -->
<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=abc
</div></figure>
<!-- /wp:embed -->
<!-- wp:heading {"level":1} --><h1>Big</h1><!-- /wp:heading -->`);
    expect(html).toContain(
      '<p><a href="https://www.youtube.com/watch?v=abc">https://www.youtube.com/watch?v=abc</a></p>',
    );
    expect(html).toContain("<h2>Big</h2>");
  });
});

describe("shortcodes", () => {
  it("makes [caption] a figure with its image and caption (the link around the image kept)", () => {
    const html = expandShortcodes(
      `[caption id="attachment_41" align="aligncenter" width="300"]<a href="${UPLOADS}/one.jpg"><img class="size-medium" src="${UPLOADS}/one-300x200.jpg" alt="One" width="300" height="200" /></a> Our <em>team</em> at work[/caption]`,
      12,
      context,
      [],
    );
    expect(html).toBe(
      `<figure><a href="${UPLOADS}/one.jpg"><img class="size-medium" src="${UPLOADS}/one-300x200.jpg" alt="One" width="300" height="200" /></a><figcaption>Our <em>team</em> at work</figcaption></figure>`,
    );
  });

  it("reads an old-style caption attribute", () => {
    const { html } = body(
      `[caption caption="From the attribute"]<img src="${UPLOADS}/one.jpg" alt="" />[/caption]`,
    );
    expect(html).toContain("<figcaption>From the attribute</figcaption>");
  });

  it("makes [gallery ids] one figure per attachment, in order, alt kept and escaped", () => {
    const { html, problems } = body('[gallery ids="42,41" columns="2"]');
    expect(html.replace(/\n/g, "")).toBe(
      `<figure><img src="${UPLOADS}/two.jpg" alt="Two &quot;quoted&quot;"></figure><figure><img src="${UPLOADS}/one.jpg" alt="One"></figure>`,
    );
    expect(problems).toEqual([]);
  });

  it("makes a bare [gallery] the post's own attachments, and reports ids missing from the export", () => {
    expect(body("[gallery]").html).toContain("cover.jpg");
    expect(body("[gallery]").html).not.toContain("other.jpg");
    const { html, problems } = body('[gallery ids="41, 77"]');
    expect(html).toContain("one.jpg");
    expect(problems).toEqual(["A gallery image (attachment 77) is not in the export: left out"]);
  });

  it("makes [embed] and a bare YouTube line a link", () => {
    const { html } = body(
      'Watch this:\n\n[embed width="500"]https://vimeo.com/123[/embed]\n\nhttps://youtu.be/xyz\n\nDone.',
    );
    expect(html).toContain('<p><a href="https://vimeo.com/123">https://vimeo.com/123</a></p>');
    expect(html).toContain('<p><a href="https://youtu.be/xyz">https://youtu.be/xyz</a></p>');
    expect(html).not.toContain("[embed");
  });

  it("removes an unknown shortcode, keeps its text, and reports each name once", () => {
    const { html, problems } = body(
      '[vc_row][vc_column width="1/2"]Inside text[/vc_column][/vc_row] [contact-form-7 id="5" title="Contact"] [toc] [button url="/x"]Go[/button] [vc_row]Again[/vc_row]',
    );
    expect(html).not.toMatch(/\[\/?[a-z]/i);
    expect(html).toContain("Inside text");
    expect(html).toContain("Go");
    expect(problems).toEqual([
      "The shortcode [vc_row] is not supported here: removed (any text inside it kept)",
      "The shortcode [vc_column] is not supported here: removed (any text inside it kept)",
      "The shortcode [contact-form-7] is not supported here: removed (any text inside it kept)",
      "The shortcode [toc] is not supported here: removed (any text inside it kept)",
      "The shortcode [button] is not supported here: removed (any text inside it kept)",
    ]);
  });

  it("leaves ordinary bracketed text and an escaped [[shortcode]] as text", () => {
    const problems: Message[] = [];
    expect(
      expandShortcodes(
        "He said [sic] and [1], write [[gallery]] to show one",
        12,
        context,
        problems,
      ),
    ).toBe("He said [sic] and [1], write [gallery] to show one");
    expect(problems).toEqual([]);
  });

  it("handles a self-closing shortcode and one in capitals", () => {
    const { html, problems } = body('a [video src="x.mp4" /] b [AUDIO]c');
    expect(html).toBe("<p>a  b c</p>");
    expect(problems).toHaveLength(2);
  });
});

describe("classic posts get WordPress's paragraphs", () => {
  it("makes blank lines paragraphs and single breaks <br>, leaving blocks and <pre> alone", () => {
    expect(
      addParagraphs(
        "First line\nsecond line\n\nNext para\r\n\r\n<h2>Head</h2>\nAfter head\n\n<pre>code\n\n  more</pre>\n\n<ul>\n<li>one</li>\n</ul>",
      ),
    ).toBe(
      [
        "<p>First line<br>\nsecond line</p>",
        "<p>Next para</p>",
        "<h2>Head</h2>",
        "<p>After head</p>",
        "<pre>code\n\n  more</pre>",
        "<ul>",
        "<li>one</li>",
        "</ul>",
      ].join("\n"),
    );
  });

  it("wraps the text inside a blockquote and leaves an empty body empty", () => {
    expect(addParagraphs("<blockquote>Quoted\n\nTwice</blockquote>")).toBe(
      "<blockquote>\n<p>Quoted</p>\n<p>Twice</p>\n</blockquote>",
    );
    expect(addParagraphs("  \n\n ")).toBe("");
  });

  it("makes a classic post with a caption and inline markup render as the site expects", () => {
    const { html } = body(
      `Intro with <strong>bold</strong>.\n\n[caption id="attachment_41"]<img src="${UPLOADS}/one.jpg" alt="One" /> Caption[/caption]\n\nOutro`,
    );
    expect(html).toBe(
      `<p>Intro with <strong>bold</strong>.</p>\n<figure><img src="${UPLOADS}/one.jpg" alt="One" />\n<figcaption>Caption</figcaption>\n</figure>\n<p>Outro</p>`,
    );
  });
});

describe("convertPost", () => {
  it("makes a published post an article: title decoded, plain excerpt, dates, categories and tags", () => {
    const post = article({
      title: "Brand &amp; strategy &#8211; what&#8217;s next",
      excerpt: "<p>A <b>short</b>\n excerpt &amp; more</p>",
      content: "Hello",
      terms: [
        { domain: "category", nicename: "strategy", name: "Strategy" },
        { domain: "category", nicename: "uncategorized", name: "Uncategorized" },
        { domain: "post_tag", nicename: "branding", name: "Branding" },
        { domain: "post_tag", nicename: "strategy-2", name: "strategy" },
        { domain: "post_format", nicename: "post-format-video", name: "Video" },
      ],
      thumbnailId: 40,
    });
    expect(post).toMatchObject({
      wpId: 12,
      title: "Brand & strategy – what’s next",
      excerpt: "A short excerpt & more",
      body: "<p>Hello</p>",
      status: "published",
      publishedAt: "2024-01-02T02:08:07.000Z",
      scheduled: false,
      slug: "hello-world",
      localDay: "2024-01-02",
      language: "en",
      categories: ["Strategy", "Branding"],
      cover: { url: `${UPLOADS}/cover.jpg`, alt: "Cover" },
      problems: [],
    });
    expect(post.archives).toEqual([
      { kind: "category", slug: "strategy", name: "Strategy" },
      { kind: "category", slug: "uncategorized", name: "Uncategorized" },
      { kind: "tag", slug: "branding", name: "Branding" },
      { kind: "tag", slug: "strategy-2", name: "strategy" },
    ]);
  });

  it("keeps nothing hidden on WordPress public: private, pending and password posts become drafts, reported", () => {
    expect(article({ status: "draft" })).toMatchObject({ status: "draft", problems: [] });
    for (const status of ["private", "pending"]) {
      const post = article({ status });
      expect(post.status).toBe("draft");
      expect(english(post.problems)).toEqual([
        `It was “${status}” on WordPress: imported as a draft, so nothing hidden there becomes public here`,
      ]);
    }
    const locked = article({ status: "publish", password: "secret" });
    expect(locked.status).toBe("draft");
    expect(english(locked.problems)).toEqual([
      "It was protected by a password on WordPress: imported as a draft",
    ]);
  });

  it("keeps a future post scheduled: published, dated ahead, so the site shows it then", () => {
    const post = article({ status: "future", postDateGmt: "2027-02-01 03:00:00" });
    expect(post).toMatchObject({
      status: "published",
      scheduled: true,
      publishedAt: "2027-02-01T03:00:00.000Z",
    });
  });

  it("reads a draft's local date in Jakarta time when WordPress left the GMT one empty", () => {
    const post = article({
      status: "draft",
      postDate: "2024-03-04 08:00:00",
      postDateGmt: "0000-00-00 00:00:00",
    });
    expect(post.publishedAt).toBe("2024-03-04T01:00:00.000Z");
  });

  it("skips and names pages, attachments, menus, trash and other post types", () => {
    const reasons = [
      ["page", "publish", "page"],
      ["attachment", "inherit", "attachment"],
      ["nav_menu_item", "publish", "menu"],
      ["wp_block", "publish", "other"],
      ["product", "publish", "other"],
      ["post", "trash", "trash"],
      ["post", "auto-draft", "trash"],
    ];
    for (const [postType, status, reason] of reasons) {
      expect(convertPost(item({ postType, status }), context)).toMatchObject({
        kind: "skipped",
        reason,
        postType,
      });
    }
  });

  it("takes the language from Polylang or WPML, else the edition chosen, reporting a third one", () => {
    expect(article({ language: "id" }).language).toBe("id");
    expect(article({ language: "id_ID" }).language).toBe("id");
    expect(article({ language: "en-US" }).language).toBe("en");
    expect(article({}, { ...context, language: "id" }).language).toBe("id");
    const french = article({ language: "fr" }, { ...context, language: "id" });
    expect(french.language).toBe("id");
    expect(english(french.problems)).toEqual([
      "Its language “fr” is not one of the site's editions: imported into the edition chosen",
    ]);
    expect(editionOf("in")).toBe("id");
    expect(editionOf("de_DE")).toBeNull();
  });

  it("names an untitled post after its slug, cuts long titles and excerpts, and reports all", () => {
    const untitled = article({ title: "  ", postName: "my-first-post" });
    expect(untitled.title).toBe("my first post");
    const long = article({ title: "T".repeat(250), excerpt: "E".repeat(600) });
    expect(long.title).toHaveLength(200);
    expect(long.excerpt).toHaveLength(500);
    expect(english([...untitled.problems, ...long.problems])).toEqual([
      "It has no title: named after its address",
      "Its title was longer than 200 characters: cut",
      "Its excerpt was longer than 500 characters: cut",
    ]);
  });

  it("reports a featured image missing from the export and keeps at most 10 categories", () => {
    const terms = Array.from({ length: 12 }, (_, index) => ({
      domain: "post_tag",
      nicename: `t${index}`,
      name: `Tag ${index}`,
    }));
    const post = article({ thumbnailId: 404, terms });
    expect(post.cover).toBeNull();
    expect(post.categories).toHaveLength(10);
    expect(english(post.problems)).toEqual([
      "The featured image (attachment 404) is not in the export",
      "It had more than 10 categories and tags: the first 10 kept",
    ]);
  });

  it("lists each body image once with its alt text, and decodes a percent-encoded slug", () => {
    const post = article({
      postName: "kopi-%e2%98%95",
      content: `<img src="${UPLOADS}/a.jpg" alt="A &amp; B"><img src='${UPLOADS}/b.jpg'><img src="${UPLOADS}/a.jpg">`,
    });
    expect(post.slug).toBe("kopi-☕");
    expect(post.images).toEqual([
      { url: `${UPLOADS}/a.jpg`, alt: "A & B" },
      { url: `${UPLOADS}/b.jpg`, alt: "" },
    ]);
    expect(listBodyImages("<p>none</p>")).toEqual([]);
  });
});

describe("finishBody", () => {
  it("points imported images at the media library, leaves out the others (reported), sanitizes", () => {
    const problems: Message[] = [];
    const html = finishBody(
      `<p onclick="x()">Hi<script>alert(1)</script></p><figure><img src="${UPLOADS}/a.jpg" srcset="${UPLOADS}/a-300.jpg 300w" alt="A"><figcaption>Cap</figcaption></figure><figure><img src="http://127.0.0.1/b.jpg" alt="B"></figure>`,
      new Map([[`${UPLOADS}/a.jpg`, "/media/abc.webp"]]),
      SANITIZER,
      problems,
    );
    expect(html).toBe(
      '<p>Hi</p><figure><img src="/media/abc.webp" alt="A" loading="lazy" /><figcaption>Cap</figcaption></figure>',
    );
    expect(english(problems)).toEqual([
      "The image http://127.0.0.1/b.jpg could not be brought into the media library: left out",
    ]);
  });

  it("lets the sanitizer decide about links: a javascript: link loses its address", () => {
    const html = finishBody('<p><a href="javascript:alert(1)">x</a></p>', new Map(), SANITIZER, []);
    expect(html).not.toContain("javascript");
  });

  it("decodes numeric and named entities, leaving unknown ones", () => {
    expect(decodeEntities("&#8220;Hi&#x201D; &amp;c &bogus; &#0;")).toBe("“Hi” &c &bogus; &#0;");
  });
});
