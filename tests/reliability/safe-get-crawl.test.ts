import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { createApiRouter } from "#server/api/v1/api-router.ts";
import { registeredEndpoints } from "#server/api/v1/endpoint.ts";
import { openDatabase } from "#server/db/client.ts";

// On the built server (npm run build first): a crawl of every page route (document and .data)
// and every GET endpoint, as anonymous, editor and admin, must leave every table exactly as it
// was. The snapshot is the row count and an md5 of every row of every table, read with the
// server stopped, so any write at all shows. The same server then proves that cross-site posts
// to the route actions get 403 over real HTTP and that refused requests log one line each.

const ROOT = new URL("../..", import.meta.url).pathname;
const ENTRY = join(ROOT, "build/server/index.js");
const PORT = 3106;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "crawl-password-long-enough";
const ACCOUNTS = {
  admin: "crawl-admin@projingga.test",
  editor: "crawl-editor@projingga.test",
} as const;

let dataDir = "";
let server: ChildProcess | null = null;
let serverOutput = "";
const cookies: Record<string, string> = { anonymous: "" };

async function start() {
  serverOutput = "";
  server = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    serverOutput += chunk;
  });
  for (let i = 0; i < 360; i += 1) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not start:\n${serverOutput}`);
}

async function stop() {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

type Snapshot = Record<string, string>;

/**
 * The one column a GET may write: a signed-in request slides its session's idle expiry
 * (at most once a minute). Everything else of every table is compared.
 */
const BOOKKEEPING: Record<string, string[]> = { "public.sessions": ["last_seen_at"] };
/**
 * Rows a GET may add on purpose: exporting the leads (personal data) is recorded in the audit
 * log, as access to personal data should be. Everything else a GET writes fails the test.
 */
const RECORDED_READS: Record<string, string> = {
  "public.audit_events": "t.action <> 'lead.export'",
};

/**
 * Tables a GET may write, derived from other tables and never data of record: the dashboard
 * counts each closed day's views once (server/dashboard/view-rollups.ts), and the search index
 * clears the notes of changed articles it has applied (search_changes, ADR 0023). The views and
 * the articles they derive from are in the snapshot. The not-found log counts requests that
 * ended in a 404 (for the staff's redirects), as a request log does: no data of record.
 */
const DERIVED = new Set([
  "public.not_found_paths",
  "public.article_view_day_totals",
  "public.article_recent_views",
  "public.article_recent_view_runs",
  "public.search_changes",
]);

/** Row count and an md5 over every row of every table, read with the server stopped. */
async function snapshot(): Promise<Snapshot> {
  const database = await openDatabase({ dataDir });
  const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  try {
    const columns = await rowsOf<{ name: string; column: string }>(
      sql`select c.table_schema || '.' || c.table_name as name, c.column_name as column
          from information_schema.columns c join information_schema.tables t
            on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema not in ('pg_catalog', 'information_schema')
            and t.table_type = 'BASE TABLE'
          order by 1, c.ordinal_position`,
    );
    const tables = new Map<string, string[]>();
    for (const { name, column } of columns) {
      if (DERIVED.has(name) || BOOKKEEPING[name]?.includes(column)) continue;
      tables.set(name, [...(tables.get(name) ?? []), column]);
    }
    const result: Snapshot = {};
    for (const [name, names] of tables) {
      const [schema, table] = name.split(".");
      const row = `row(${names.map((column) => `t."${column}"`).join(", ")})::text`;
      const [found] = await rowsOf<{ n: number; h: string }>(
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as h
                 from "${schema}"."${table}" t where ${RECORDED_READS[name] ?? "true"}`),
      );
      result[name] = `${found.n} rows ${found.h}`;
    }
    return result;
  } finally {
    await database.close();
  }
}

function changedTables(before: Snapshot, after: Snapshot) {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

const get = (path: string, cookie = "") =>
  fetch(`${BASE}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" });

function pagePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const own = entry.path !== undefined || entry.index ? [path] : [];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}

/** Page routes whose module exports an action, with a concrete path. */
function actionRoutes(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent || "/";
    const routable = entry.path !== undefined || entry.index;
    const source = readFileSync(join(ROOT, "app", entry.file), "utf8");
    const own =
      routable && /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source)
        ? [path]
        : [];
    return [...own, ...actionRoutes(entry.children ?? [], path)];
  });
}

const ids: Record<string, string> = {};

function concrete(path: string) {
  return path
    .replace(/^\/article\/:id$/, `/article/${ids.article}`)
    .replace(/^\/admin\/article\/form\/:id$/, `/admin/article/form/${ids.article}`)
    .replace(/^\/admin\/employee\/form\/:id$/, `/admin/employee/form/${ids.employee}`)
    .replace(/^\/admin\/leads\/:id$/, `/admin/leads/${ids.lead}`)
    .replace(/:slug/, "digital-ads")
    .replace(/\*$/, "no-such-page");
}

function apiPath(path: string) {
  const id = path.startsWith("/employees")
    ? ids.employee
    : path.startsWith("/admin/leads")
      ? ids.lead
      : ids.article;
  return `/api/v1${path.replace("{id}", id)}`;
}

beforeAll(async () => {
  if (!existsSync(ENTRY)) throw new Error("build/server/index.js is missing: run npm run build");
  createApiRouter();
  dataDir = mkdtempSync(join(tmpdir(), "projingga-crawl-"));
  for (const [role, email] of Object.entries(ACCOUNTS)) {
    execFileSync(
      process.execPath,
      ["scripts/staff-create.ts", "--email", email, "--name", `Crawl ${role}`, "--role", role],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD, DATABASE_URL: "" },
      },
    );
  }
  await start();
  for (const [role, email] of Object.entries(ACCOUNTS)) {
    const response = await fetch(`${BASE}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `10.61.0.${role.length}` },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    cookies[role] = (response.headers.get("set-cookie") ?? "").split(";")[0];
  }
  const admin = { cookie: cookies.admin, "content-type": "application/json" };
  ids.article = (await (await get("/api/v1/article?limit=1")).json()).data[0].uid;
  ids.employee = String(
    (await (await get("/api/v1/employees?limit=1", cookies.admin)).json()).data[0].id,
  );
  const lead = await fetch(`${BASE}/api/v1/leads/contact`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({
      name: "Crawl Lead",
      email: "crawl@example.com",
      whatsapp: "+62 812 3456 7890",
      service: "digital-ads",
      message: "A message long enough",
    }),
  });
  ids.lead = String((await lead.json()).data.id);
}, 400_000);

afterAll(async () => {
  await stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("the built server", () => {
  it("changes no data on a GET crawl of every page route and every GET endpoint", async () => {
    await stop();
    const before = await snapshot();
    await start();
    const pages = [...new Set(pagePaths(routes).map(concrete))];
    // Documented writes on GET, left out of the crawl: GET /api/v1/chat records the click as a
    // chat lead (the spec's WhatsApp link), GET /employees/export writes its audit event (who
    // exported the staff list), and a search without results is counted for the dashboard.
    const endpoints = registeredEndpoints.filter(
      (endpoint) =>
        endpoint.method === "get" && !["/chat", "/employees/export"].includes(endpoint.path),
    );
    const statuses: Record<string, number> = {};
    let requests = 0;
    for (const cookie of Object.values(cookies)) {
      for (const path of pages) {
        for (const url of [path, `${path === "/" ? "/_root" : path}.data`]) {
          const response = await get(url, cookie);
          await response.arrayBuffer();
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          requests += 1;
        }
      }
      for (const endpoint of endpoints) {
        const response = await get(apiPath(endpoint.path), cookie);
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        requests += 1;
      }
    }
    await stop();
    const after = await snapshot();
    const changed = changedTables(before, after);
    console.log(
      `[get crawl] ${pages.length} page routes x (document, .data) + ${endpoints.length} GET endpoints, x 3 callers = ${requests} requests ${JSON.stringify(statuses)}; tables ${Object.keys(before).length}, changed ${changed.length}`,
    );
    expect(statuses[500] ?? 0).toBe(0);
    expect(statuses[200]).toBeGreaterThan(50);
    expect(changed).toEqual([]);
    await start();
  }, 600_000);

  it("sees a single write (the positive control of the snapshot)", async () => {
    await stop();
    const before = await snapshot();
    await start();
    const response = await fetch(`${BASE}/api/v1/admin/leads/${ids.lead}/status`, {
      method: "PUT",
      headers: { cookie: cookies.admin, "content-type": "application/json" },
      body: JSON.stringify({ status: "contacted" }),
    });
    expect(response.status).toBe(200);
    await stop();
    const changed = changedTables(before, await snapshot());
    expect(changed).toContain("public.leads");
    await start();
  }, 300_000);

  it("answers 403 to cross-site posts to every route action, document and .data", async () => {
    const withAction = [...new Set(actionRoutes(routes).map(concrete))];
    expect(withAction.length).toBeGreaterThanOrEqual(6);
    const mismatches: string[] = [];
    for (const path of withAction) {
      for (const url of [path, `${path}.data`]) {
        const response = await fetch(`${BASE}${url}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            cookie: cookies.admin,
            origin: "https://evil.example",
            "sec-fetch-site": "cross-site",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "email=x%40example.com&password=whatever&status=won&intent=create",
        });
        await response.arrayBuffer();
        if (response.status !== 403) mismatches.push(`${url}: ${response.status}`);
      }
    }
    console.log(
      `[csrf actions http] ${withAction.length} action routes x 2, ${mismatches.length} not refused`,
    );
    expect(mismatches).toEqual([]);
  });

  it("logs one line for a failed sign-in through the login form, without the password", async () => {
    const secret = "form-password-that-must-not-appear";
    const before = serverOutput.length;
    const response = await fetch(`${BASE}/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-request-id": "crawl-form-login",
        "x-forwarded-for": "10.61.9.9",
        origin: BASE,
      },
      body: new URLSearchParams({ email: ACCOUNTS.editor, password: secret }).toString(),
    });
    await response.arrayBuffer();
    expect(response.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = serverOutput
      .slice(before)
      .split("\n")
      .filter((line) => line.includes("crawl-form-login"));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({
      status: 401,
      path: "/login",
      msg: "request refused",
    });
    expect(serverOutput).not.toContain(secret);
    expect(serverOutput).not.toContain(PASSWORD);
  });
});
