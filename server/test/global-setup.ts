import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dumpPglite, openDatabase } from "../db/client.ts";

/** Migrates one PGlite once; every test file starts from a copy of it. */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), "projingga-test-"));
  const handle = await openDatabase({ dataDir: dir, memory: true });
  await handle.migrate();
  const dump = await dumpPglite(handle);
  await handle.close();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
