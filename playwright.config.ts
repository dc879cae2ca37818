import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/chromium";
import {
  E2E_ADMIN,
  E2E_EDITOR,
  E2E_PASSWORD,
  E2E_SALES,
  E2E_THROTTLED,
  type E2EAccount,
} from "./tests/e2e/accounts";

// Overridable so two e2e runs on one machine do not collide.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".cache/e2e-data";
const createStaff = [E2E_ADMIN, E2E_EDITOR, E2E_SALES, E2E_THROTTLED]
  .map(
    (account: E2EAccount) =>
      `node scripts/staff-create.ts --email ${account.email} --name "${account.name}" --role ${account.role} --locale en${account.totpSecret ? ` --totp-secret ${account.totpSecret}` : ""}`,
  )
  .join(" && ");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && export DATA_DIR=${DATA_DIR} STAFF_PASSWORD=${E2E_PASSWORD} LOG_LEVEL=warn TRUST_PROXY=1 && ${createStaff} && PORT=${PORT} NODE_ENV=production node build/server/index.js`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    // Four accounts are created first, each a cold start of the migration script.
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
