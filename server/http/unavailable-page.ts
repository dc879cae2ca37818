import { common } from "#contracts/messages/common.ts";
import { escapeHtml } from "#server/shared/escape-html.ts";

/**
 * The page a visitor sees while the database is unreachable and no cached copy exists: plain
 * HTML with inline styles, so it needs neither the database nor the client build.
 */
export function renderUnavailablePage() {
  const title = escapeHtml(common.unavailableTitle);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${escapeHtml(common.brandName)}</title>
<style>
  :root { color-scheme: light; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #FAFAF7;
    color: #0F0F10; font-family: "Plus Jakarta Sans Variable", system-ui, sans-serif; }
  main { max-width: 36rem; padding: 3rem 1.5rem; }
  .brand { font-weight: 800; letter-spacing: -0.02em; font-size: 1.25rem; }
  .brand span { display: inline-block; width: 0.75rem; height: 0.75rem; border-radius: 999px;
    background: #F68724; margin-right: 0.5rem; }
  h1 { font-size: clamp(2rem, 6vw, 3rem); line-height: 1.1; margin: 2rem 0 1rem; font-weight: 800; }
  p { font-size: 1.125rem; line-height: 1.6; color: #3d3d42; margin: 0 0 2rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
  a { display: inline-block; padding: 0.875rem 1.5rem; border-radius: 999px; font-weight: 700;
    text-decoration: none; color: #0F0F10; border: 2px solid transparent; }
  a.primary { background: #FDD12A; }
  a.secondary { border-color: #0F0F10; }
  a:focus-visible { outline: 3px solid #0F0F10; outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <div class="brand"><span aria-hidden="true"></span>${escapeHtml(common.brandName)}</div>
  <h1>${title}</h1>
  <p>${escapeHtml(common.unavailableBody)}</p>
  <div class="actions">
    <a class="primary" href="">${escapeHtml(common.unavailableRetry)}</a>
    <a class="secondary" href="/api/v1/chat" rel="nofollow">${escapeHtml(common.unavailableChat)}</a>
  </div>
</main>
</body>
</html>`;
}
