import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { countStaff } from "#server/auth/auth-service.ts";
import { openDatabase } from "./client.ts";

const ROOT = new URL("../..", import.meta.url).pathname;
const NODE = join(ROOT, "node_modules/.bin/node");
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(join(tmpdir(), "projingga-lock-"));
  dirs.push(dir);
  return dir;
}

/** The environment of a command run by hand on the embedded database of `dataDir`. */
function scriptEnv(dataDir: string) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const key of ["DATABASE_URL", "VITEST", "NODE_OPTIONS", "NODE_ENV"]) delete env[key];
  return { ...env, DATA_DIR: dataDir, STAFF_PASSWORD: "a long enough password", LOG_LEVEL: "warn" };
}

function run(child: ChildProcess) {
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

const staffCreate = (dataDir: string) =>
  run(
    spawn(
      NODE,
      [
        "--experimental-strip-types",
        "scripts/staff-create.ts",
        "--email",
        "second@projingga.test",
        "--name",
        "Second Opener",
      ],
      { cwd: ROOT, env: scriptEnv(dataDir), stdio: ["ignore", "pipe", "pipe"] },
    ),
  );

describe("one process per embedded database directory", () => {
  it("refuses npm run staff:create while another process has the directory open: a sentence, no stack, exit 1", async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    let result: { code: number | null; output: string };
    try {
      await first.migrate();
      result = await staffCreate(dataDir);
      expect(await countStaff(first.db)).toBe(0);
    } finally {
      await first.close();
    }
    console.log(
      `staff:create beside an open database: exit ${result.code}: ${result.output.trim()}`,
    );
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/open in another process \(PID \d+\)/);
    expect(result.output).toMatch(/Stop the server first/);
    expect(result.output).toMatch(/\/setup/);
    expect(result.output).not.toMatch(/\n\s+at /);
    expect(result.output).not.toMatch(/Created/);

    const afterwards = await staffCreate(dataDir);
    expect(afterwards.code).toBe(0);
    expect(afterwards.output).toMatch(/Created admin second@projingga\.test/);
  }, 120_000);

  it("opens a directory whose previous opener was killed with -9", async () => {
    const dataDir = tempDataDir();
    const holder = spawn(
      NODE,
      [
        "--experimental-strip-types",
        "--input-type=module",
        "-e",
        `import { openDatabase } from "./server/db/client.ts";
         await openDatabase({ dataDir: process.env.DATA_DIR });
         console.log("open");
         setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, env: scriptEnv(dataDir), stdio: ["ignore", "pipe", "pipe"] },
    );
    const exited = run(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout?.on("data", (chunk) => {
        if (String(chunk).includes("open")) resolve();
      });
      void exited.then(({ output }) => reject(new Error(`the holder exited: ${output}`)));
    });
    const refused = await openDatabase({ dataDir }).then(
      async (handle) => {
        await handle.close();
        return "opened";
      },
      (error: Error) => error.name,
    );
    expect(refused).toBe("DatabaseInUseError");
    holder.kill("SIGKILL");
    await exited;
    const reopened = await openDatabase({ dataDir });
    expect(await reopened.ping()).toBe(true);
    await reopened.close();
  }, 120_000);

  it("takes over a lock that names its own PID but was left by an earlier process", async () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, "pglite.lock"), JSON.stringify({ pid: process.pid, started: "1" }));
    const handle = await openDatabase({ dataDir });
    expect(await handle.ping()).toBe(true);
    await handle.close();
  }, 60_000);
});
