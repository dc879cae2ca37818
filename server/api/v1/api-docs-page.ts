import { escapeHtml } from "#server/shared/escape-html.ts";
import type { buildOpenApiDocument } from "./openapi.ts";

/** A readable, dependency-free rendering of the OpenAPI document. */
export function renderApiDocsPage(doc: ReturnType<typeof buildOpenApiDocument>) {
  const sections = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, raw]) => {
        const op = raw as {
          summary: string;
          tags: string[];
          "x-access": unknown;
          parameters?: {
            name: string;
            in: string;
            schema: { type?: string; default?: unknown; enum?: unknown[] };
          }[];
          responses: Record<string, { description: string }>;
        };
        const params = (op.parameters ?? [])
          .map(
            (p) =>
              `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.schema.type ? `, ${escapeHtml(String(p.schema.type))}` : ""}${
                p.schema.enum ? `: ${escapeHtml(p.schema.enum.join(" | "))}` : ""
              }${p.schema.default !== undefined ? `, default ${escapeHtml(String(p.schema.default))}` : ""})</li>`,
          )
          .join("");
        const responses = Object.entries(op.responses)
          .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description)}</li>`)
          .join("");
        const access = Array.isArray(op["x-access"])
          ? op["x-access"].join(", ")
          : String(op["x-access"]);
        return `<section><h2><span class="m ${method}">${method.toUpperCase()}</span> <code>/api/v1${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary)}</p><p class="a">Access: ${escapeHtml(access)} · ${escapeHtml(op.tags.join(", "))}</p>
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ""}<h3>Responses</h3><ul>${responses}</ul></section>`;
      }),
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} · v1</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:0 auto;padding:2rem 1rem;color:#0f0f10;background:#fafaf7}
h1{font-size:2rem}section{background:#fff;border:1px solid #e5e5e0;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.05rem;margin:0}h3{font-size:.9rem;margin:.75rem 0 .25rem}.m{display:inline-block;min-width:4.5rem;font-weight:700}
.get{color:#1b5e20}.post{color:#8a4b00}.put,.patch{color:#0d47a1}.delete{color:#b71c1c}.a{color:#555;font-size:.9rem}
code{background:#f3f3ee;padding:0 .25rem;border-radius:4px}</style></head><body>
<h1>${escapeHtml(doc.info.title)}</h1><p>${escapeHtml(doc.info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a> (OpenAPI 3.1).</p>
${sections}</body></html>`;
}
