import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { createApp } from "../app.ts";
import { createFakeBuild } from "../test/fake-build.ts";
import { createTestContext, signedInAs, type TestContext } from "../test/test-app.ts";
import type { AppEnv } from "./app-env.ts";
import {
  ANONYMOUS_BODY_LIMIT,
  API_BODY_LIMIT,
  createBodyBudget,
  findBodyLimit,
  JSON_PAGE_ACTIONS,
  limitRequestBody,
  STAFF_FORM_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "./request-body-limit.ts";

const MB = 1024 * 1024;

/** Starts a server on a free port; returns its URL and how to stop it. */
async function listen(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Sent = { status: number; bytesSent: number; body: string };

/**
 * POSTs `total` bytes in 64 KB chunks (chunked, or with Content-Length when `declare`) over a
 * raw socket, as fast as the server reads them, and stops once an answer arrives: how many
 * bytes went out before it tells how much the server read before refusing.
 */
function sendLargeBody(
  port: number,
  path: string,
  total: number,
  options: { declare?: boolean; cookie?: string; type?: string } = {},
): Promise<Sent> {
  return new Promise((resolve) => {
    let bytesSent = 0;
    let received = "";
    const socket = connect(port, "127.0.0.1");
    const chunk = Buffer.alloc(64 * 1024, "a=");
    const frame = options.declare
      ? chunk
      : Buffer.concat([
          Buffer.from(`${chunk.length.toString(16)}\r\n`),
          chunk,
          Buffer.from("\r\n"),
        ]);
    const answered = () => received.length > 0;
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      const body = received.slice(received.indexOf("\r\n\r\n") + 4);
      resolve({ status, bytesSent, body });
    };
    socket.setEncoding("latin1");
    socket.on("data", (data) => {
      received += data;
      const headersEnd = received.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(received)?.[1] ?? Number.NaN);
      if (headersEnd !== -1 && received.length - headersEnd - 4 >= length) socket.destroy();
    });
    // The server closes the connection after refusing: writes after that fail, as expected.
    socket.on("error", () => {});
    socket.on("close", finish);
    // Like a browser: the connection is kept alive, so the server drains what is still coming
    // after its answer instead of resetting it (a reset can discard the answer unread).
    socket.on("connect", () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          "Host: 127.0.0.1",
          `Content-Type: ${options.type ?? "application/x-www-form-urlencoded"}`,
          options.declare ? `Content-Length: ${total}` : "Transfer-Encoding: chunked",
          ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
          "",
          "",
        ].join("\r\n"),
      );
      const write = () => {
        while (!answered() && !socket.destroyed && bytesSent < total) {
          bytesSent += chunk.length;
          if (!socket.write(frame)) return void socket.once("drain", write);
        }
        if (!answered() && !options.declare) socket.write("0\r\n\r\n");
      };
      write();
    });
  });
}

/** One small POST with a plain HTTP request. */
function postOnce(port: number, path: string, type: string, body: string, cookie: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: { "content-type": type, ...(cookie ? { cookie } : {}) },
      },
      (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part) => parts.push(part));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("the limit of a body", () => {
  it("depends on who sends it and where: the API's import takes what the staff screen's does", () => {
    expect(findBodyLimit("/api/v1/employees/batch", false)).toBe(ANONYMOUS_BODY_LIMIT);
    expect(findBodyLimit("/api/v1/employees/batch", true)).toBe(STAFF_FORM_BODY_LIMIT);
    expect(findBodyLimit("/api/v1/employees", true)).toBe(API_BODY_LIMIT);
    expect(findBodyLimit("/admin/employee", true)).toBe(STAFF_FORM_BODY_LIMIT);
    expect(findBodyLimit("/admin/media", true)).toBe(UPLOAD_BODY_LIMIT);
  });
});

describe("request bodies on a listening server", () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof listen>>;
  let staffCookie: string;
  const actionReads: number[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    // A page action reads its form as the real ones do (`request.formData()`).
    const action = async ({ request }: { request: Request }) => {
      const form = await request.formData();
      actionReads.push([...form.keys()].length);
      return Response.json({ fields: [...form.keys()] });
    };
    const build = createFakeBuild(() => "<p>page</p>", {
      "contact-us": { action },
      login: { action },
      "admin/media": { action },
      "admin/locale": { action },
    });
    const app = createApp(ctx.services, { build, publicCache: false });
    server = await listen(app.fetch);
    staffCookie = (await signedInAs(ctx, "admin")).cookie;
  });
  afterAll(async () => {
    await server?.close();
    await ctx?.close();
  });

  it("refuses a 300 MB chunked form post to /contact-us with 413 after reading no more than its limit", async () => {
    const sent = await sendLargeBody(server.port, "/contact-us", 300 * MB);
    console.log(
      `POST /contact-us, 300 MB chunked: ${sent.status} after ${(sent.bytesSent / MB).toFixed(2)} MB sent`,
    );
    expect(sent.status).toBe(413);
    expect(sent.body).toContain("larger than 32 KB");
    // What the socket buffers hold besides what the server read: far below the 300 MB sent.
    expect(sent.bytesSent).toBeLessThan(16 * MB);
    const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
    expect(health.status).toBe(200);
  });

  it("refuses a declared Content-Length over the limit before reading a byte", async () => {
    const sent = await sendLargeBody(server.port, "/contact-us", 300 * MB, { declare: true });
    expect(sent.status).toBe(413);
    expect(sent.bytesSent).toBeLessThan(16 * MB);
  });

  it("lets a staff upload reach 15 MB but no further, counted on the bytes that arrive", async () => {
    const sent = await sendLargeBody(server.port, "/admin/media", 60 * MB, {
      cookie: staffCookie,
      type: "multipart/form-data; boundary=x",
    });
    console.log(
      `POST /admin/media as staff, 60 MB chunked: ${sent.status} after ${(sent.bytesSent / MB).toFixed(2)} MB sent`,
    );
    expect(sent.status).toBe(413);
    expect(sent.bytesSent).toBeGreaterThan(UPLOAD_BODY_LIMIT);
    expect(sent.bytesSent).toBeLessThan(UPLOAD_BODY_LIMIT + 16 * MB);
  });

  it("holds a visitor to a visitor's limit on the API's upload path", async () => {
    const sent = await sendLargeBody(server.port, "/api/v1/media", 60 * MB, {
      type: "multipart/form-data; boundary=x",
    });
    expect(sent.status).toBe(413);
    expect(sent.bytesSent).toBeLessThan(16 * MB);
  });

  it("hands a signed-out post to a staff screen on without its body, so it can ask to sign in", async () => {
    const sent = await sendLargeBody(server.port, "/admin/locale", 2 * MB);
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.body)).toEqual({ fields: [] });
  });

  it("still takes a normal form post whole", async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Sari&message=Halo",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ fields: ["name", "message"] });
  });

  it.each([
    ["/login", "text/plain", "email=a@b.c", 415],
    ["/contact-us", "text/plain", "hello", 415],
    ["/admin/locale", "application/xml", "<locale/>", 415],
    ["/contact-us", "multipart/form-data; boundary=zz", "--zz\r\nbroken", 400],
    ["/login", "multipart/form-data", "no boundary", 400],
    ["/admin/employee", "application/json", "{not json", 400],
    ["/contact-us", "application/json", "{}", 415],
  ])(
    "answers a malformed body to %s (%s) with a 4xx, before the action runs",
    async (path, type, body, status) => {
      const before = actionReads.length;
      // Node's fetch drops a Cookie header: a plain request keeps it.
      const cookie = path.startsWith("/admin") ? staffCookie : "";
      const response = await postOnce(server.port, path, type, body, cookie);
      expect(response.status).toBe(status);
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
      expect(actionReads.length).toBe(before);
    },
  );
});

describe("the budget of all bodies in flight", () => {
  it("turns requests away with 503 once the bodies being read together would exceed it", async () => {
    const budget = createBodyBudget(4 * MB);
    let most = 0;
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("user", { id: "staff" } as never);
      await next();
    });
    app.use(async (_c, next) => {
      await next();
      most = Math.max(most, budget.held());
    });
    app.use(limitRequestBody(budget));
    app.post("/api/v1/media", async (c) => {
      most = Math.max(most, budget.held());
      // Holds its body a moment, as an image being resized does.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return c.text(String((await c.req.arrayBuffer()).byteLength));
    });
    const server = await listen(app.fetch);
    try {
      const results = await Promise.all(
        Array.from({ length: 24 }, () =>
          sendLargeBody(server.port, "/api/v1/media", MB, {
            type: "multipart/form-data; boundary=x",
          }),
        ),
      );
      const statuses = results.map((result) => result.status);
      console.log(
        `24 x 1 MB uploads at once against a 4 MB budget: ${statuses.filter((s) => s === 200).length} read, ${statuses.filter((s) => s === 503).length} turned away, at most ${(most / MB).toFixed(2)} MB held`,
      );
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(statuses).toContain(503);
      expect(statuses).toContain(200);
      expect(most).toBeLessThanOrEqual(4 * MB);
      expect(budget.held()).toBe(0);
    } finally {
      await server.close();
    }
  });
});

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

const APP_DIR = join(import.meta.dirname, "../../app");
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
