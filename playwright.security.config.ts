import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/chromium";
import { E2E_ADMIN, E2E_PASSWORD } from "./tests/e2e/accounts";

/**
 * The stored-XSS suite against four copies of the built server, each with a different set of
 * defences (TEST_DISABLE_* are refused by loadConfig unless NODE_ENV=test):
 *   3101 sanitizer only (CSP off), 3102 CSP only (sanitizer off),
 *   3103 neither (the positive control: payloads MUST fire), 3104 both (production).
 * TRUST_PROXY lets the spec give each contact-form lead its own client IP (the form throttles
 * per IP); no demo content keeps the start fast.
 */
export const SECURITY_SERVERS = [
  { name: "sanitizer-only", port: 3101, csp: false, sanitizer: true },
  { name: "csp-only", port: 3102, csp: true, sanitizer: false },
  { name: "no-defences-control", port: 3103, csp: false, sanitizer: false },
  { name: "both-layers", port: 3104, csp: true, sanitizer: true },
] as const;

export type SecurityServer = (typeof SECURITY_SERVERS)[number];

function serverCommand(server: SecurityServer) {
  const dataDir = `.cache/security-${server.port}`;
  const env = [
    `DATA_DIR=${dataDir}`,
    `STAFF_PASSWORD=${E2E_PASSWORD}`,
    "LOG_LEVEL=warn",
    "NODE_ENV=test",
    "TRUST_PROXY=true",
    "SEED_DEMO=false",
    `TEST_DISABLE_CSP=${server.csp ? "0" : "1"}`,
    `TEST_DISABLE_SANITIZER=${server.sanitizer ? "0" : "1"}`,
  ].join(" ");
  return `rm -rf ${dataDir} && export ${env} && node scripts/staff-create.ts --email ${E2E_ADMIN.email} --name "${E2E_ADMIN.name}" --role admin --locale en && PORT=${server.port} node build/server/index.js`;
}

export default defineConfig({
  testDir: "tests/security",
  fullyParallel: false,
  // One run at a time: two side by side saturate 2 cores and save only 10% (4.2 min vs 4.6).
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    trace: "off",
    serviceWorkers: "block",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: SECURITY_SERVERS.map((server) => ({
    name: server.name,
    use: {
      ...devices["Desktop Chrome"],
      viewport: { width: 1440, height: 900 },
      baseURL: `http://localhost:${server.port}`,
    },
    metadata: server,
  })),
  webServer: SECURITY_SERVERS.map((server) => ({
    command: serverCommand(server),
    url: `http://localhost:${server.port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  })),
});
