import { execFile, execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export type WrkRun = {
  rps: number;
  p50: number;
  p99: number;
  /** From the script's done(): wrk's own text shows 50, 75, 90 and 99 only. */
  p95: number;
  /** Connect, read and write errors and timeouts. */
  socketErrors: number;
  /** Answers outside 2xx and 3xx. */
  non2xx: number;
  /** Requests completed in the run. */
  requests: number;
};

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function readLatency(text: string, percentile: string) {
  const match = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(text);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency`);
  return Math.round(Number(match[1]) * MS_PER_UNIT[match[2]] * 100) / 100;
}

/** Reads what `wrk --latency` prints. */
export function parseWrkOutput(text: string): WrkRun {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(text);
  if (!rps) throw new Error("wrk printed no Requests/sec");
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  return {
    rps: Math.round(Number(rps[1])),
    p50: readLatency(text, "50"),
    p99: readLatency(text, "99"),
    p95: Math.round(Number(/^p95_us (\d+)$/m.exec(text)?.[1] ?? Number.NaN) / 10) / 100,
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
    requests: Number(/^\s*(\d+) requests in /m.exec(text)?.[1] ?? 0),
  };
}

/**
 * A Lua script that asks for one of the paths on each request, each from a visitor address of
 * its own behind the one trusted proxy (the product runs with TRUST_PROXY=1): per-IP shares
 * apply to one client, not to the whole bench. At random, or in order (each path once before
 * any repeats: a run of distinct uncached queries).
 */
export function pathScript(paths: string[], order: "random" | "in-order" = "random") {
  const list = paths.map((path) => JSON.stringify(path)).join(",\n  ");
  const visitor = `"10." .. math.random(0, 255) .. "." .. math.random(0, 255) .. "." .. math.random(1, 254)`;
  const pick =
    order === "random"
      ? "local index = math.random(#paths)"
      : "sent = sent + 1\n  local index = (sent - 1) % #paths + 1";
  return `local paths = {\n  ${list}\n}\nlocal sent = 0\nrequest = function()\n  ${pick}\n  return wrk.format("GET", paths[index], { ["X-Forwarded-For"] = ${visitor} })\nend\n`;
}

/** Prints the 95th percentile, in microseconds, after wrk's own summary. */
export const P95_SCRIPT = `done = function(summary, latency, requests)\n  io.write(string.format("p95_us %d\\n", latency:percentile(95)))\nend\n`;

export function assertWrkInstalled() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary is a failure.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("the bench needs wrk: apt-get install -y wrk");
    }
  }
}

/**
 * One wrk run with gzip asked for, as browsers do. wrk is a C client: unlike a Node load
 * generator, it leaves most of a 2-core machine to the server being measured.
 */
export async function runWrk(options: {
  url: string;
  connections: number;
  seconds: number;
  paths?: string[];
  order?: "random" | "in-order";
  /** Sent with every request, e.g. a signed-in session's cookie. */
  headers?: string[];
}): Promise<WrkRun> {
  const args = [
    "--latency",
    "-t1",
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    "-H",
    "accept-encoding: gzip",
  ];
  for (const header of options.headers ?? []) args.push("-H", header);
  const script = join(mkdtempSync(join(tmpdir(), "wrk-")), "load.lua");
  writeFileSync(
    script,
    (options.paths ? pathScript(options.paths, options.order) : "") + P95_SCRIPT,
  );
  args.push("-s", script);
  args.push(options.url);
  const { stdout } = await promisify(execFile)("wrk", args, { encoding: "utf8" });
  return parseWrkOutput(stdout);
}
