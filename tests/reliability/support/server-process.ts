import { type ChildProcess, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createStaffUser } from "#server/auth/auth-service.ts";
import { openDatabase } from "#server/db/client.ts";

export const ROOT = new URL("../../..", import.meta.url).pathname;
/** The production build that CI makes before this suite (override to test a copy). */
export const SERVER_ENTRY = process.env.RELIABILITY_SERVER ?? join(ROOT, "build/server/index.js");
export const ADMIN = { email: "reliability@projingga.test", name: "Rely Admin", role: "admin" };
export const ADMIN_PASSWORD = "reliability-password-long";
export const SESSION_SECRET = "reliability-secret-reliability-secret-0123";

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Resolves with the exit code or signal. */
  exited: Promise<string>;
  output: () => string;
  kill9: () => Promise<string>;
  stop: () => Promise<string>;
};

export type ServerOptions = {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** How long to wait for /healthz (a new PGlite directory migrates and seeds first). */
  timeoutMs?: number;
};

export function tempDir(prefix: string) {
  return mkdtempSync(join(tmpdir(), `projingga-${prefix}-`));
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** Migrates the database and creates the staff admin, before any server holds it. */
export async function prepareDatabase(options: { dataDir: string; databaseUrl?: string }) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await createStaffUser(
      database.db,
      { ...ADMIN, role: "admin", password: ADMIN_PASSWORD },
      null,
    ).catch(() => {});
  } finally {
    await database.close();
  }
}

export async function startServerProcess(options: ServerOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run npm run build`);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir,
    SESSION_SECRET,
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  delete env.NODE_OPTIONS;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<string>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? String(code))),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited while starting (${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) break;
    } catch {}
    if (Date.now() - started > (options.timeoutMs ?? 90_000)) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    port: options.port,
    pid: child.pid as number,
    child,
    exited,
    output: () => output,
    kill9: () => {
      child.kill("SIGKILL");
      return exited;
    },
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Signs the reliability admin in and returns the cookie header value. */
export async function logIn(url: string) {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  const cookie = response.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0];
}

export async function getJson(url: string, cookie?: string) {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/**
 * A private copy of one PGlite data directory (migrated, with the reliability admin and the
 * demo content) that the real build makes once per build, about 30 s; later test files reuse
 * it instead of seeding their own (files run one at a time).
 */
export async function copyPgliteTemplate(prefix: string) {
  const template = join(
    ROOT,
    ".cache/reliability",
    `pglite-template-${Math.round(statSync(SERVER_ENTRY).mtimeMs)}`,
  );
  if (!existsSync(join(template, "ready"))) {
    removeDir(template);
    const dataDir = join(template, "data");
    await prepareDatabase({ dataDir });
    const server = await startServerProcess({ port: 3599, dataDir, timeoutMs: 180_000 });
    await server.stop();
    writeFileSync(join(template, "ready"), "");
  }
  const dir = tempDir(prefix);
  const dataDir = join(dir, "data");
  cpSync(join(template, "data"), dataDir, { recursive: true });
  return { dir, dataDir };
}

/** Creates a published article through the API and returns its uid. */
export async function createArticle(url: string, cookie: string, title: string) {
  const response = await fetch(`${url}/api/v1/admin/articles`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      title,
      excerpt: `${title}: an excerpt`,
      content: `<p>${title}</p>`,
      status: "published",
      categories: ["Reliability"],
    }),
  });
  if (response.status !== 201) throw new Error(`article not created: ${response.status}`);
  return ((await response.json()) as { data: { uid: string } }).data.uid;
}
