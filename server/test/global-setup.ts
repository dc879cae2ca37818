import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dumpPglite, openDatabase } from "#server/db/client.ts";
import { seedSiteContentOnce } from "#server/db/seed/seed-site-content.ts";
import { TEST_SITE_CONTENT } from "./test-site-content.ts";

/** Migrates one PGlite once; every test file starts from a copy of it. */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), "projingga-test-"));
  const handle = await openDatabase({ dataDir: dir, memory: true });
  await handle.migrate();
  await seedSiteContentOnce(handle.db, TEST_SITE_CONTENT);
  const dump = await dumpPglite(handle);
  await handle.close();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.PGLITE_TEMPLATE = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
