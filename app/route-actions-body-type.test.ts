import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { JSON_PAGE_ACTIONS } from "#server/http/request-body-limit.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { createTestContext, signedInAs, type TestContext } from "#server/test/test-app.ts";
import routes from "./routes.ts";

// Page actions read forms (a few read JSON): any other body is refused with 415 before the
// action runs, for every route of app/routes.ts, so a new action is covered without touching this file.
type RouteEntry = { file: string; path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page route whose module has an action, by the address it answers, and its module's source. */
function findActionRoutes(entries: RouteEntry[], parent = ""): { path: string; source: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const source = readFileSync(join(APP_DIR, entry.file), "utf8");
    const own = /export (async )?function action\b|export const action\b/.test(source)
      ? [{ path: path || "/", source }]
      : [];
    return [...own, ...findActionRoutes(entry.children ?? [], path)];
  });
}

const APP_DIR = import.meta.dirname;
const sampleParams = (pattern: string) => pattern.replace(/:\w+/g, "1").replace(/\*$/, "anything");

describe("a JSON body posted to a page action", () => {
  const actionRoutes = findActionRoutes(routes as RouteEntry[]);
  let ctx: TestContext;
  let app: ReturnType<typeof createApp>;
  let staffCookie: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    // Each route's action reads its body as the real module does: JSON where it calls
    // submitJson (for a JSON type), a form everywhere else.
    const modules = Object.fromEntries(
      actionRoutes.map(({ path, source }) => [
        path.slice(1),
        {
          action: async ({ request }: { request: Request }) => {
            const json =
              source.includes("submitJson") &&
              request.headers.get("content-type")?.startsWith("application/json");
            return Response.json({
              read: json ? await request.json() : [...(await request.formData()).keys()],
            });
          },
        },
      ]),
    );
    app = createApp(ctx.services, {
      build: createFakeBuild(() => "<p>page</p>", modules),
      publicCache: false,
    });
    staffCookie = (await signedInAs(ctx, "admin")).cookie;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("finds the page actions, and JSON_PAGE_ACTIONS names exactly those that read JSON", () => {
    const paths = actionRoutes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(["/contact-us", "/id/contact-us", "/login"]));
    expect(paths.length).toBeGreaterThan(20);
    const readingJson = actionRoutes
      .filter((route) => route.source.includes("submitJson"))
      .flatMap((route) => [route.path, `${route.path}.data`]);
    expect(new Set(readingJson)).toEqual(JSON_PAGE_ACTIONS);
  });

  it("answers 415 on every page action that reads a form, signed in or not, and its .data address", async () => {
    const bodies = [
      ["application/json", "{}"],
      ["application/json", "[1,2]"],
      ["application/json", "null"],
      ["application/json; charset=utf-16", "{}"],
    ];
    const answers: string[] = [];
    for (const route of actionRoutes) {
      const path = sampleParams(route.path);
      for (const address of [path, path === "/" ? "/_root.data" : `${path}.data`]) {
        for (const cookie of ["", staffCookie]) {
          for (const [type, body] of bodies) {
            const response = await app.request(address, {
              method: "POST",
              headers: { "content-type": type, ...(cookie ? { cookie } : {}) },
              body,
            });
            answers.push(
              `${address} ${cookie ? "staff" : "visitor"} ${type} ${body}: ${response.status}`,
            );
          }
        }
      }
    }
    const wrong = answers.filter((answer) => {
      const [address, who] = answer.split(" ");
      const status = Number(answer.split(": ").at(-1));
      if (status >= 500) return true;
      // A visitor's post to a staff screen reaches its sign-in answer without the body.
      if (who === "visitor" && address.startsWith("/admin")) return false;
      if (JSON_PAGE_ACTIONS.has(address)) return false;
      return status !== 415;
    });
    expect(wrong).toEqual([]);
    expect(answers.length).toBeGreaterThan(200);
  });

  it("still hands JSON to the actions that read it", async () => {
    const response = await app.request("/admin/employee.data?index", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staffCookie },
      body: JSON.stringify({ intent: "check-numbers", numbers: [1] }),
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(415);
  });
});
