import { execFileSync } from "node:child_process";
import { cpSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsonPost, request, sendContactLead } from "./support/http-request.ts";
import { createDatabase } from "./support/postgres.ts";
import { collectCleanups, copyPgliteData, preparePostgresData } from "./support/server-data.ts";
import {
  logIn,
  removeDir,
  type ServerProcess,
  startServerProcess,
} from "./support/server-process.ts";

const cleanups = collectCleanups();

const marker = `Backup marker ${Date.now()}`;

/** Writes one article, one employee and one lead that the restored copy must have. */
async function writeMarkers(server: ServerProcess) {
  const cookie = await logIn(server.url);
  const post = (path: string, body: unknown) =>
    request(`${server.url}${path}`, jsonPost(body, { cookie }));
  const article = await post("/api/v1/admin/articles", {
    title: marker,
    content: "<p>Restored?</p>",
    status: "published",
  });
  const employee = await post("/api/v1/employees", {
    name: marker,
    number: 987_654,
    position: "Archivist",
    department: "Backups",
    joinDate: "2026-02-02",
    status: "Active",
  });
  const lead = await sendContactLead(server.url, "10.66.0.1", "Please keep this message safe.");
  expect([article.status, employee.status, lead.status]).toEqual([201, 201, 201]);
  return {
    uid: article.json().data.uid as string,
    employeeId: employee.json().id as number,
    leadId: lead.json().data.id as number,
  };
}

async function checkMarkers(server: ServerProcess, ids: Awaited<ReturnType<typeof writeMarkers>>) {
  // Signing in proves the staff account and its password hash came back too.
  const cookie = await logIn(server.url);
  const get = (path: string) => request(`${server.url}${path}`, { headers: { cookie } });
  const article = await get(`/api/v1/article/detail/${ids.uid}`);
  const employee = await get(`/api/v1/employees/${ids.employeeId}`);
  const lead = await get(`/api/v1/admin/leads/${ids.leadId}`);
  const page = await request(`${server.url}/article/${ids.uid}`);
  return {
    article: article.json()?.data?.original?.title === marker,
    employee: employee.json()?.name === marker,
    lead: lead.status === 200,
    page: page.status === 200 && page.text.includes(marker),
  };
}

const everything = { article: true, employee: true, lead: true, page: true };

describe("backups restore", () => {
  it("restores PostgreSQL from pg_dump with pg_restore", async () => {
    const target = await createDatabase("backup_dst");
    cleanups.push(() => target.drop());
    const source = await preparePostgresData(cleanups, "backup-src");
    const dir = source.dataDir;
    const original = await source.start(3551);
    const ids = await writeMarkers(original);
    const dump = join(dir, "projingga.dump");
    execFileSync("pg_dump", ["-Fc", "-d", source.database.url, "-f", dump]);
    await original.stop();
    const started = performance.now();
    execFileSync("pg_restore", ["--no-owner", "-d", target.url, dump]);
    const restoreMs = Math.round(performance.now() - started);
    const restored = await startServerProcess({
      port: 3552,
      dataDir: dir,
      databaseUrl: target.url,
      env: { SEED_DEMO: "false" },
    });
    cleanups.push(() => restored.kill9());
    const found = await checkMarkers(restored, ids);
    console.log(
      `backup: pg_dump ${Math.round(statSync(dump).size / 1024)} KB, pg_restore into an empty database ${restoreMs} ms; ` +
        `restored: ${JSON.stringify(found)}`,
    );
    expect(found).toEqual(everything);
    await restored.stop();
  });

  it("restores PGlite from a copy of the stopped data directory", async () => {
    const { dir, dataDir, start } = await copyPgliteData(cleanups, "backup-pglite");
    const original = await start(3553);
    const ids = await writeMarkers(original);
    expect(await original.stop()).toBe("0");
    const copy = join(dir, "restored");
    cpSync(dataDir, copy, { recursive: true });
    removeDir(dataDir);
    const restored = await startServerProcess({ port: 3554, dataDir: copy });
    cleanups.push(() => restored.kill9());
    const found = await checkMarkers(restored, ids);
    console.log(
      `backup: PGlite data directory copied while stopped and the original deleted; restored: ${JSON.stringify(found)}`,
    );
    expect(found).toEqual(everything);
    await restored.stop();
  });
});
