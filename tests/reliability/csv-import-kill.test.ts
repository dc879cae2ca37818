import { describe, expect, it } from "vitest";
import { toCsv } from "#contracts/csv-cells.ts";
import { CSV_COLUMNS, parseEmployeeCsv } from "#contracts/employee-csv.ts";
import { jsonPost, request } from "./support/http-request.ts";
import { bothEngines, collectCleanups, prepareServerData } from "./support/server-data.ts";
import { logIn, type ServerProcess } from "./support/server-process.ts";

/** The staff import wizard's batch size (employee-import-wizard.tsx). */
const BATCH_SIZE = 500;
const ROWS = 6_000;
const cleanups = collectCleanups();

function buildCsv(base: number) {
  const rows = Array.from({ length: ROWS }, (_, index) => [
    `Import Person ${base + index}`,
    base + index,
    "Analyst",
    "Imports",
    "2026-03-01",
    "",
    "Active",
  ]);
  // A few rows the parser rejects: they are reported, never sent.
  rows.splice(10, 0, ["", base + ROWS + 1, "Analyst", "Imports", "2026-03-01", "", "Active"]);
  rows.splice(20, 0, ["Bad Date", base + ROWS + 2, "Analyst", "Imports", "someday", "", "Active"]);
  return toCsv(CSV_COLUMNS, rows);
}

type BatchOutcome = { numbers: number[]; acknowledged: boolean; createdIds: Map<number, number> };

/**
 * Does what the import wizard does (parse, then send valid rows 500 at a time, one batch after
 * another) and kills the server with -9 while a batch is in flight, half-way through.
 */
async function importAndKill(server: ServerProcess, cookie: string, base: number) {
  const parsed = parseEmployeeCsv(buildCsv(base));
  if (!parsed.ok) throw new Error("CSV did not parse");
  const rejected = parsed.rows.filter((row) => row.errors);
  const valid = parsed.rows.filter((row) => row.data);
  const outcomes: BatchOutcome[] = [];
  const batchCount = Math.ceil(valid.length / BATCH_SIZE);
  const durations: number[] = [];
  let killed = false;
  for (let start = 0; start < valid.length; start += BATCH_SIZE) {
    const chunk = valid.slice(start, start + BATCH_SIZE);
    const outcome: BatchOutcome = {
      numbers: chunk.map((row) => row.data?.number as number),
      acknowledged: false,
      createdIds: new Map(),
    };
    outcomes.push(outcome);
    if (killed) continue;
    const sentAt = performance.now();
    const reply = request(
      `${server.url}/api/v1/employees/batch`,
      jsonPost({ rows: chunk.map((row) => row.data) }, { cookie }),
    );
    if (outcomes.length === Math.ceil(batchCount / 2) + 1) {
      // Half-way: kill while this batch's transaction is (most likely) running.
      const average = durations.reduce((sum, ms) => sum + ms, 0) / durations.length;
      setTimeout(() => void server.kill9(), average / 2);
      killed = true;
    }
    try {
      const response = await reply;
      if (response.status !== 200) continue;
      durations.push(performance.now() - sentAt);
      outcome.acknowledged = true;
      for (const result of response.json().data.results) {
        if (result.status === "created")
          outcome.createdIds.set(chunk[result.index].data?.number as number, result.id);
      }
    } catch {
      // Reported to the user as not imported.
    }
  }
  await server.exited;
  return { outcomes, rejected, durations };
}

async function employeesByNumber(url: string, cookie: string, numbers: Set<number>) {
  const found = new Map<number, { id: number; name: string }>();
  for (let page = 1; ; page += 1) {
    const response = await request(
      `${url}/api/v1/employees?search=Import%20Person&limit=100&page=${page}`,
      { headers: { cookie } },
    );
    const body = response.json();
    for (const employee of body.data) {
      if (numbers.has(employee.number)) found.set(employee.number, employee);
    }
    if (page >= body.meta.pagination.totalPages) break;
  }
  return found;
}

async function checkImport(label: string, start: () => Promise<ServerProcess>) {
  const base = 200_000 + Math.floor(Math.random() * 1_000) * 10_000;
  const server = await start();
  const cookie = await logIn(server.url);
  const { outcomes, rejected, durations } = await importAndKill(server, cookie, base);
  const restarted = await start();
  const all = new Set(outcomes.flatMap((outcome) => outcome.numbers));
  for (const row of rejected) all.add(Number(row.raw.nomor));
  const found = await employeesByNumber(restarted.url, cookie, all);
  const partial: number[] = [];
  const lostAcknowledged: number[] = [];
  let unacknowledgedPresent = 0;
  outcomes.forEach((outcome, index) => {
    const present = outcome.numbers.filter((number) => found.has(number)).length;
    if (outcome.acknowledged) {
      for (const [number, id] of outcome.createdIds) {
        if (found.get(number)?.id !== id) lostAcknowledged.push(number);
      }
      if (outcome.createdIds.size !== outcome.numbers.length) partial.push(index);
    } else if (present !== 0 && present !== outcome.numbers.length) {
      partial.push(index);
    } else if (present > 0) {
      unacknowledgedPresent += 1;
    }
  });
  const rejectedPresent = rejected.filter((row) => found.has(Number(row.raw.nomor))).length;
  const acknowledged = outcomes.filter((outcome) => outcome.acknowledged).length;
  console.log(
    `CSV import killed half-way (${label}): ${ROWS + rejected.length} rows, ${outcomes.length} batches of ${BATCH_SIZE} ` +
      `(~${Math.round(durations.reduce((a, b) => a + b, 0) / durations.length)} ms each); ` +
      `${acknowledged} acknowledged and all present, ${outcomes.length - acknowledged} reported as not imported ` +
      `(${unacknowledgedPresent} of them committed just before the kill, whole); partial batches: ${partial.length}; ` +
      `acknowledged rows missing: ${lostAcknowledged.length}; rejected rows stored: ${rejectedPresent}`,
  );
  expect(rejected).toHaveLength(2);
  expect(acknowledged).toBeGreaterThan(0);
  expect(acknowledged).toBeLessThan(outcomes.length);
  expect(partial).toEqual([]);
  expect(lostAcknowledged).toEqual([]);
  expect(rejectedPresent).toBe(0);
  await restarted.stop();
}

describe("a CSV import killed half-way", () => {
  it.each(bothEngines(3511))("leaves every batch whole on %s", async (engine, port) => {
    const { start } = await prepareServerData(cleanups, engine, "csv");
    await checkImport(engine, () => start(port));
  });
});
