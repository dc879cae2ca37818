import { spawn } from "node:child_process";
import { expect, it } from "vitest";
import { startS3TestServer } from "#server/test/s3-test-server.ts";
import { createPng, pngUploadForm } from "#server/test/test-images.ts";
import { request } from "./support/http-request.ts";
import { createDatabase, SHARED_PG_URL } from "./support/postgres.ts";
import { collectCleanups } from "./support/server-data.ts";
import {
  logIn,
  prepareDatabase,
  removeDir,
  SERVER_ENTRY,
  SESSION_SECRET,
  sleep,
  startServerProcess,
  tempDir,
} from "./support/server-process.ts";

const cleanups = collectCleanups();

it("serves an image uploaded through one instance from the other: one PostgreSQL, S3, no shared directory", async () => {
  const s3 = await startS3TestServer("scale-media");
  cleanups.push(() => s3.close());
  const database = await createDatabase("media_s3", SHARED_PG_URL);
  cleanups.push(() => database.drop());
  // Each instance its own, empty data directory: nothing on disk is shared.
  const [dirA, dirB] = [tempDir("media-a"), tempDir("media-b")];
  cleanups.push(
    () => removeDir(dirA),
    () => removeDir(dirB),
  );
  await prepareDatabase({ dataDir: dirA, databaseUrl: database.url });
  const [a, b] = await Promise.all(
    [
      [3551, dirA],
      [3552, dirB],
    ].map(async ([port, dataDir]) => {
      const server = await startServerProcess({
        port: port as number,
        dataDir: dataDir as string,
        databaseUrl: database.url,
        env: { SEED_DEMO: "false", ...s3.env },
      });
      cleanups.push(() => server.kill9());
      return server;
    }),
  );
  for (const server of [a, b]) {
    const health = (await request(`${server.url}/healthz`)).json();
    expect(health).toMatchObject({ status: "ok", media: "up", storage: "s3" });
  }

  const cookie = await logIn(a.url);
  const form = pngUploadForm(await createPng(1600, 900), "harbour.png");
  form.set("kind", "cover");
  form.set("alt.en", "The harbour at dawn");
  const uploaded = await fetch(`${a.url}/api/v1/media`, {
    method: "POST",
    headers: { cookie, origin: a.url },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const { data } = (await uploaded.json()) as { data: { url: string } };

  for (const path of [data.url, data.url.replace("-1200.webp", "-480.avif")]) {
    const served = await fetch(`${b.url}${path}`);
    expect(served.status, `${path} from B`).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\/(webp|avif)$/);
    expect(served.headers.get("cache-control")).toContain("immutable");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  }

  // B's library lists it too, with its alt text (the record is in the shared database).
  const library = await fetch(`${b.url}/admin/media-library.data?q=harbour`, {
    headers: { cookie },
  });
  expect(library.status).toBe(200);
  expect(await library.text()).toContain("The harbour at dawn");
}, 180_000);

it("boots with an unreachable bucket: one log line, a failing /healthz, no crash loop", async () => {
  const database = await createDatabase("media_s3_down", SHARED_PG_URL);
  cleanups.push(() => database.drop());
  const dataDir = tempDir("media-down");
  cleanups.push(() => removeDir(dataDir));
  await prepareDatabase({ dataDir, databaseUrl: database.url });
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: "3553",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    DATABASE_URL: database.url,
    S3_BUCKET: "nowhere",
    S3_ENDPOINT: "http://127.0.0.1:9",
    S3_ACCESS_KEY_ID: "key",
    S3_SECRET_ACCESS_KEY: "secret",
    S3_FORCE_PATH_STYLE: "true",
  };
  delete env.VITEST;
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ["ignore", "pipe", "pipe"] });
  cleanups.push(() => child.kill("SIGKILL"));
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  let health: { status: number; body: Record<string, unknown> } | null = null;
  for (let waited = 0; waited < 60_000 && !health; waited += 200) {
    await sleep(200);
    const response = await fetch("http://127.0.0.1:3553/healthz").catch(() => null);
    if (response) health = { status: response.status, body: await response.json() };
  }
  expect(health?.status).toBe(503);
  expect(health?.body).toMatchObject({
    database: "up",
    media: "down",
    mediaDetail: expect.stringContaining("bucket nowhere at http://127.0.0.1:9 is not reachable"),
  });
  // Still up a while later, and the pages still answer.
  await sleep(1_000);
  expect(child.exitCode).toBeNull();
  expect((await fetch("http://127.0.0.1:3553/")).status).toBe(200);
  expect(output.match(/media storage unavailable/g)).toHaveLength(1);
}, 120_000);
