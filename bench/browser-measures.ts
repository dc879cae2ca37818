import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/chromium.ts";

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests the page started before its load event. */
  requests: number;
  jsKb: number;
  htmlKb: number;
  /** Paths of the scripts the page loaded, in the first run. */
  scripts: string[];
};

/**
 * Lighthouse's mobile preset (its default), three runs per page, medians. Every run is a first
 * visit: Lighthouse clears the cache between runs but by default keeps localStorage, where the
 * site remembers that its web font is cached, so every page after the first was audited as a
 * return visit whose cache had been emptied. (A new browser per run does the same, but then
 * times the browser's own cold start as the page's blocking time.)
 */
export async function measureLighthouse(
  base: string,
  pages: string[],
  runs = 3,
): Promise<LighthouseRow[]> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      const samples: LighthouseRow[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${base}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          // The not-found page answers 404 on purpose; audit it like the others.
          ignoreStatusCode: true,
          clearStorageTypes: [
            "file_systems",
            "shader_cache",
            "service_workers",
            "cache_storage",
            "local_storage",
          ],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
        if (lhr.runtimeError) {
          console.log(`  lighthouse ${page}: run failed (${lhr.runtimeError.code})`);
          continue;
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? 0);
        const requests =
          (
            lhr.audits["network-requests"]?.details as {
              items?: {
                url?: string;
                resourceType?: string;
                transferSize?: number;
                networkRequestTime?: number;
              }[];
            }
          )?.items ?? [];
        const observed = (
          lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined
        )?.items?.[0];
        const loadAt = observed?.observedLoad ?? Number.POSITIVE_INFINITY;
        const transferKb = (type: string) =>
          Math.round(
            requests
              .filter((item) => item.resourceType === type)
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 102.4,
          ) / 10;
        samples.push({
          page,
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
          fcpMs: Math.round(audit("first-contentful-paint")),
          lcpMs: Math.round(audit("largest-contentful-paint")),
          tbtMs: Math.round(audit("total-blocking-time")),
          cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
          requests: requests.filter((item) => (item.networkRequestTime ?? 0) < loadAt).length,
          jsKb: transferKb("Script"),
          htmlKb: transferKb("Document"),
          scripts: requests
            .filter((item) => item.resourceType === "Script" && item.url)
            .map((item) => new URL(item.url as string).pathname),
        });
      }
      const pick = (key: keyof LighthouseRow) =>
        median(samples.map((sample) => sample[key] as number));
      rows.push({
        page,
        performance: pick("performance"),
        accessibility: pick("accessibility"),
        bestPractices: pick("bestPractices"),
        seo: pick("seo"),
        fcpMs: pick("fcpMs"),
        lcpMs: pick("lcpMs"),
        tbtMs: pick("tbtMs"),
        cls: pick("cls"),
        requests: pick("requests"),
        jsKb: pick("jsKb"),
        htmlKb: pick("htmlKb"),
        scripts: samples[0]?.scripts ?? [],
      });
      const { scripts: _scripts, ...figures } = rows.at(-1) as LighthouseRow;
      console.log(`  lighthouse ${page}: ${JSON.stringify(figures)}`);
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** The 10,000-row CSV import through the staff interface, from choosing the file to the summary. */
export async function measureCsvImport(
  base: string,
  account: { email: string; password: string },
  rows = 10_000,
) {
  const header = "nama,nomor,jabatan,departmen,tanggal_masuk,foto,status";
  const lines = Array.from(
    { length: rows },
    (_, index) =>
      `Import Person ${index},${500_000 + index},Specialist,Creative,2024-0${1 + (index % 9)}-15,,Active`,
  );
  const csv = [header, ...lines].join("\r\n");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const login = await page.request.post(`${base}/api/v1/auth/login`, { data: account });
    if (login.status() !== 200) throw new Error(`bench sign-in failed: ${login.status()}`);
    await page.goto(`${base}/admin/employee`);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import employees from CSV" });
    const started = performance.now();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: /^Import [\d,.]+ rows$/ }).click({ timeout: 60_000 });
    await dialog.getByTestId("import-summary").waitFor({ timeout: 120_000 });
    await page
      .getByText("Employees imported successfully")
      .first()
      .waitFor({ state: "attached", timeout: 120_000 });
    const ms = Math.round(performance.now() - started);
    const summary = (await dialog.getByTestId("import-summary").textContent()) ?? "";
    return { rows, ms, summary: summary.replace(/\s+/g, " ").trim() };
  } finally {
    await browser.close();
  }
}
