import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/** The Nu Html Checker (vnu-jar's jar), run on the machine's Java 11 or later. */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; url?: string; message: string; extract?: string };

/**
 * vnu checks inline CSS with a CSS 3 grammar that predates what Tailwind 4 writes (@property,
 * margin-trim, custom properties in transition-property): those reports are about the checker,
 * not the markup, and are left out. Everything else it calls an error fails the test.
 */
const isMarkupError = (message: VnuMessage) =>
  message.type === "error" && !message.message.startsWith("CSS: ");

test("every public page type is valid HTML (Nu Html Checker: no errors)", async ({ request }) => {
  // One JVM for every page: starting it is most of the time.
  test.setTimeout(120_000);
  const articles = await request.get("/api/v1/article?limit=1");
  expect(articles.ok()).toBe(true);
  const uid = ((await articles.json()) as { data: { uid: string }[] }).data[0]?.uid;
  expect(uid).toBeTruthy();
  const pages = [
    "/",
    "/id",
    "/service",
    "/service/digital-ads",
    "/service/web-development",
    "/id/service/livestreaming",
    "/team",
    "/clients",
    "/clients/detail?client=kopi-senja",
    "/contact-us",
    "/article",
    "/article/all",
    `/article/${uid}`,
    "/no-such-page",
  ];
  const dir = test.info().outputPath("pages");
  mkdirSync(dir, { recursive: true });
  const files = new Map<string, string>();
  for (const [index, path] of pages.entries()) {
    const response = await request.get(path);
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    const file = join(dir, `page-${index}.html`);
    writeFileSync(file, await response.text());
    files.set(`file:${file}`, path);
  }
  const run = spawnSync(
    "java",
    [
      "-jar",
      VNU_JAR,
      "--errors-only",
      "--format",
      "json",
      ...[...files.keys()].map((f) => f.slice(5)),
    ],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  expect(run.error, "java must be installed (Java 11 or later)").toBeUndefined();
  // vnu writes its JSON report to stderr and exits 1 when it found an error.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const errors = report.messages
    .filter(isMarkupError)
    .map(
      (message) =>
        `${files.get(message.url ?? "") ?? message.url}: ${message.message} ${message.extract?.trim() ?? ""}`,
    );
  expect(errors).toEqual([]);
});
