import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { removeDir, sleep, tempDir } from "./server-process.ts";

/** The shared PostgreSQL of the CI host; each test makes and drops its own database. */
export const SHARED_PG_URL =
  process.env.RELIABILITY_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const randomName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

export function databaseUrl(serverUrl: string, name: string) {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty database; returns its URL and a drop function. */
export async function createDatabase(prefix: string, serverUrl = SHARED_PG_URL) {
  const name = randomName(prefix);
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function pgBin(name: string) {
  const versions = readdirSync("/usr/lib/postgresql").sort();
  return join("/usr/lib/postgresql", versions[versions.length - 1], "bin", name);
}

/** Runs a PostgreSQL tool as the postgres user: initdb and the server refuse to run as root. */
function asPostgres(command: string, args: string[]) {
  const user = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  const [program, ...rest] = [...user, pgBin(command), ...args];
  return execFileSync(program, rest, { stdio: "pipe" }).toString();
}

/**
 * A private PostgreSQL in a temporary directory on its own port: tests may stop or kill it
 * without touching the shared server other tests use.
 */
export async function startPrivatePostgres(port: number) {
  const dir = tempDir("pg");
  chmodSync(dir, 0o755);
  const dataDir = join(dir, "data");
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const logFile = join(dir, "server.log");
  const start = async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        startOnce();
        break;
      } catch (error) {
        // pg_ctl gave up waiting (crash recovery on a loaded machine): it may still come up.
        if (
          await waitForPostgres(url, 30_000).then(
            () => true,
            () => false,
          )
        )
          break;
        if (attempt >= 2) throw new Error(`PostgreSQL did not restart: ${error}\n${readLog()}`);
      }
    }
    await waitForPostgres(url);
  };
  const readLog = () => (existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-3_000) : "");
  const startOnce = () => {
    asPostgres("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "120",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
      "start",
    ]);
  };
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await start();
  const postmasterPid = () =>
    Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  return {
    url,
    dataDir,
    start,
    postmasterPid,
    isRunning: () => existsSync(join(dataDir, "postmaster.pid")),
    stop: () => asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    /** kill -9 of the postmaster and every backend, as a crash or OOM kill would. */
    kill9: () => killPostgresTree(postmasterPid(), dataDir),
    log: readLog,
    destroy: () => {
      try {
        asPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {}
      removeDir(dir);
    },
  };
}

export type PrivatePostgres = Awaited<ReturnType<typeof startPrivatePostgres>>;

/**
 * SIGKILLs a postmaster and every process of its cluster, by pid. The postmaster is stopped
 * first so it cannot fork a backend for an incoming connection while we kill: a surviving
 * backend would hold the shared memory and the restart would refuse to start.
 */
export function killPostgresTree(postmasterPid: number, dataDir?: string) {
  process.kill(postmasterPid, "SIGSTOP");
  const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(postmasterPid)])
    .toString()
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  for (const pid of [...children, postmasterPid]) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {}
  }
  if (dataDir) {
    // Anything still running in the data directory (a backend orphaned mid-fork).
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readlinkSync(`/proc/${entry}/cwd`) === dataDir) process.kill(Number(entry), "SIGKILL");
      } catch {}
    }
  }
  return children.length;
}

export async function waitForPostgres(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    try {
      await adminQuery(url, "select 1");
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await sleep(100);
    }
  }
}
