import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { auditEvents, sessions, staffTotp, staffUsers } from "#server/db/schema.ts";
import { createSecretBox } from "#server/shared/secret-box.ts";
import { getSecondFactorSummary } from "./second-factor-service.ts";
import { createSession } from "./session-service.ts";

// The scripts on the embedded database of a data directory, as an operator runs them.
const ROOT = new URL("../..", import.meta.url).pathname;
const NODE = join(ROOT, "node_modules/.bin/node");
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const dataDir = mkdtempSync(join(tmpdir(), "projingga-factors-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runScript(script: string, args: string[]) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>) };
  for (const key of ["DATABASE_URL", "VITEST", "NODE_OPTIONS", "NODE_ENV"]) delete env[key];
  const child = spawn(NODE, ["--experimental-strip-types", `scripts/${script}`, ...args], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dataDir, STAFF_PASSWORD: "a long enough password", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

const EMAIL = "last-admin@projingga.test";

describe("staff:create --totp-secret and staff:reset-factors", () => {
  it("creates an admin with an authenticator key, then the server's script resets it", async () => {
    const created = await runScript("staff-create.ts", [
      "--email",
      EMAIL,
      "--name",
      "Last Admin",
      "--totp-secret",
      SECRET,
    ]);
    expect(created.code, created.output).toBe(0);

    let database = await openDatabase({ dataDir });
    const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, EMAIL));
    expect((await getSecondFactorSummary(database.db, user.id)).totp).toBe(true);
    // Sealed under the key the script generated beside the data, as the server reads it.
    const [totp] = await database.db.select().from(staffTotp);
    expect(totp.secret).not.toContain(SECRET);
    const key = readFileSync(join(dataDir, "secrets-key"), "utf8");
    expect(createSecretBox(key).open(totp.secret, `staff_totp:${user.id}`)?.plain).toBe(SECRET);
    await createSession(database.db, user.id, new Date(), {
      idleMs: 3_600_000,
      absoluteMs: 86_400_000,
    });

    // Beside an open database (the running server), the script refuses: a sentence, exit 1.
    const refused = await runScript("staff-reset-factors.ts", ["--email", EMAIL]);
    expect(refused.code).toBe(1);
    expect(refused.output).not.toMatch(/\n\s+at /);
    expect((await getSecondFactorSummary(database.db, user.id)).totp).toBe(true);
    await database.close();

    const reset = await runScript("staff-reset-factors.ts", ["--email", EMAIL]);
    expect(reset.code, reset.output).toBe(0);
    database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(staffTotp)).toEqual([]);
      expect(await database.db.select().from(sessions)).toEqual([]);
      const audited = await database.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, "staff.factors_reset"));
      expect(audited).toHaveLength(1);
      expect(audited[0].actorId).toBeNull();
    } finally {
      await database.close();
    }
  }, 60_000);

  it("says so when no account has the email", async () => {
    const missing = await runScript("staff-reset-factors.ts", ["--email", "nobody@projingga.test"]);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/No staff account/);
  }, 30_000);
});
