import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeArticleHtml } from "./sanitize-article-html.ts";
import { OWN_SITE_REQUEST_CORPUS, XSS_CORPUS } from "./xss-corpus.ts";

/** Anything in the output that a browser could run. */
const DANGEROUS = [
  /<script/i,
  /<style/i,
  /<svg/i,
  /<math/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<input/i,
  /<link/i,
  /<meta/i,
  /<base/i,
  /<body/i,
  /<details/i,
  /<video/i,
  /<noscript/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /srcdoc/i,
  /expression\(/i,
  /\sstyle\s*=/i,
];

describe("sanitizeArticleHtml", () => {
  it("has a corpus of at least 30 payloads", () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_CORPUS.map((payload) => [payload]))("neutralises %s", (payload) => {
    const clean = sanitizeArticleHtml(payload);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
    // Sanitising is stable: a second pass changes nothing.
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("neutralises the whole corpus joined in one body", () => {
    const clean = sanitizeArticleHtml(XSS_CORPUS.join("\n"));
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
  });

  it("keeps the editorial markup", () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>italic</em> <a href="https://projingga.id">link</a></p>' +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>" +
      '<figure><img src="/media/covers/a-800.webp" alt="A"><figcaption>cap</figcaption></figure>' +
      '<pre><code class="language-ts">const a = 1;</code></pre>' +
      "<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>";
    const clean = sanitizeArticleHtml(html);
    for (const tag of [
      "<h2>",
      "<strong>",
      "<em>",
      "<ul>",
      "<ol>",
      "<blockquote>",
      "<figure>",
      "<figcaption>",
      "<pre>",
      "<table>",
      "<th>",
      "<td>",
    ]) {
      expect(clean).toContain(tag);
    }
    expect(clean).toContain('href="https://projingga.id"');
    expect(clean).toContain('rel="nofollow"');
    expect(clean).toContain('class="language-ts"');
    expect(clean).toContain('<img src="/media/covers/a-800.webp" alt="A"');
  });

  it("keeps embeds only from the allowed hosts", () => {
    const youtube = sanitizeArticleHtml(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Video"></iframe>',
    );
    expect(youtube).toContain("youtube-nocookie.com/embed/abc");
    expect(sanitizeArticleHtml('<iframe src="https://evil.example/x"></iframe>')).not.toContain(
      "evil.example",
    );
  });

  it("drops src and href that point at the site's own API, and keeps other links and media", () => {
    const site = ["projingga.id"];
    const api = [
      '<img src="/api/v1/chat?service=digital-ads&amp;page=%2F">',
      '<img src="  /api/v1/chat">',
      '<img src="&#x2F;api/v1/chat">',
      '<img src="/%61pi/v1/chat">',
      '<img src="/API/v1/chat">',
      '<img src="/./api/v1/chat">',
      '<img src="../api/v1/chat">',
      '<img src="../../x/../api/v1/chat">',
      '<img src="\\api\\v1\\chat">',
      '<img src="//projingga.id/api/v1/chat">',
      '<img src="https://projingga.id/api/v1/chat">',
      '<img src="HTTPS://PROJINGGA.ID:443/api/v1/chat">',
      '<a href="/api/v1/chat?service=kol-management">chat</a>',
      '<a href="https://projingga.id/api/v1/leads/contact">x</a>',
      '<a href="/api">x</a>',
    ];
    for (const html of api) {
      const clean = sanitizeArticleHtml(html, site);
      expect(clean, html).not.toMatch(/api/i);
      expect(sanitizeArticleHtml(clean, site)).toBe(clean);
    }
    const kept = [
      ['<img src="/media/covers/a-800.webp" alt="A">', 'src="/media/covers/a-800.webp"'],
      ['<a href="/article/abc">a</a>', 'href="/article/abc"'],
      ['<a href="/apiary">a</a>', 'href="/apiary"'],
      [
        '<a href="https://projingga.id/service/kol">a</a>',
        'href="https://projingga.id/service/kol"',
      ],
      ['<a href="https://other.example/api/v1/x">a</a>', 'href="https://other.example/api/v1/x"'],
      ['<a href="mailto:hello@projingga.id">a</a>', 'href="mailto:hello@projingga.id"'],
    ];
    for (const [html, attribute] of kept) {
      expect(sanitizeArticleHtml(html, site)).toContain(attribute);
    }
  });

  it.each(OWN_SITE_REQUEST_CORPUS.map((html) => [html]))(
    "drops a src or href that reaches the site's API or staff screens: %s",
    (html) => {
      const clean = sanitizeArticleHtml(html, ["projingga.id", "localhost"]);
      expect(clean).not.toMatch(/\s(src|href)=/);
      expect(clean).not.toMatch(/api|admin/i);
      expect(sanitizeArticleHtml(clean)).toBe(clean);
    },
  );

  it("resolves what it keeps against both an http and an https page: none reaches /api or /admin", () => {
    const clean = sanitizeArticleHtml(OWN_SITE_REQUEST_CORPUS.join("\n"), ["projingga.id"]);
    for (const [, url] of clean.matchAll(/(?:src|href)="([^"]*)"/g)) {
      for (const base of ["http://projingga.id/article/x", "https://projingga.id/article/x"]) {
        const resolved = new URL(url.replace(/&amp;/g, "&"), base);
        expect(resolved.pathname, `${url} on ${base}`).not.toMatch(/^\/(api|admin)/i);
      }
    }
  });

  it("keeps only uploaded or site images on the site itself, and https images elsewhere", () => {
    const site = ["projingga.id"];
    const kept = [
      '<img src="/media/inline/a1-1600.webp" alt="a">',
      '<img src="/images/services/kol-1.webp" alt="a">',
      '<img src="https://projingga.id/media/covers/a-800.webp" alt="a">',
      '<img src="https://images.example/photo.webp?w=800" alt="a">',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="v"></iframe>',
    ];
    for (const html of kept) {
      const [, url] = /src="([^"]*)"/.exec(html) ?? [];
      expect(sanitizeArticleHtml(html, site), html).toContain(`src="${url}"`);
    }
    const dropped = [
      '<img src="/article/abc" alt="a">',
      '<img src="/logout" alt="a">',
      '<img src="https://projingga.id/logout" alt="a">',
      '<img src="http://images.example/photo.webp" alt="a">',
      '<img src="x.webp" alt="a">',
    ];
    for (const html of dropped) {
      expect(sanitizeArticleHtml(html, site), html).not.toContain("src=");
    }
  });

  it("turns h1 into h2 and forces safe rel on new-tab links", () => {
    expect(sanitizeArticleHtml("<h1>Top</h1>")).toBe("<h2>Top</h2>");
    expect(sanitizeArticleHtml('<a href="https://x.example" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer nofollow"',
    );
  });

  it("gives plain text for search", () => {
    expect(htmlToText("<p>Fish &amp; chips</p><script>alert(1)</script><p>next</p>")).toBe(
      "Fish & chips next",
    );
  });
});
