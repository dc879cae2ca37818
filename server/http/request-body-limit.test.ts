import { request as httpRequest } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createFakeBuild } from "#server/test/fake-build.ts";
import { createTestContext, signedInAs, type TestContext } from "#server/test/test-app.ts";
import type { AppEnv } from "./app-env.ts";
import {
  ANONYMOUS_BODY_LIMIT,
  API_BODY_LIMIT,
  createBodyBudget,
  findBodyLimit,
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
