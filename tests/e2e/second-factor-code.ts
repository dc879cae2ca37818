import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, type Page, test } from "@playwright/test";
import { computeTotpCode, TOTP_PERIOD_SECONDS, totpStep } from "#server/auth/totp.ts";
import { E2E_PASSWORD, type E2EAccount } from "./accounts.ts";

// Beside the server's own data (emptied when the e2e server starts), so a new test worker
// knows which time steps this run has already spent.
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".cache/e2e-data";

function readLastStep(file: string) {
  try {
    return Number(readFileSync(file, "utf8")) || 0;
  } catch {
    return 0;
  }
}

/**
 * The code an authenticator app would show, for a time step the server has not accepted yet:
 * it accepts each step once (the current one or the next), so a third sign-in within 30
 * seconds waits for the next step.
 */
export async function freshTotpCode(account: { email: string; totpSecret: string }) {
  const file = join(DATA_DIR, `e2e-totp-step-${account.email}`);
  const current = totpStep(new Date());
  const step = Math.max(current, readLastStep(file) + 1);
  if (step > current + 1) {
    const wait = (step - 1) * TOTP_PERIOD_SECONDS * 1000 - Date.now() + 250;
    // The wait is the clock's, not the test's: it does not count against the test's time.
    const info = test.info();
    info.setTimeout(info.timeout + wait);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(file, String(step));
  return computeTotpCode(account.totpSecret, step);
}

/** Signs in through the API, with the account's authenticator code when it has one. */
export async function postLogin(request: APIRequestContext, account: E2EAccount) {
  const code = account.totpSecret
    ? await freshTotpCode({ email: account.email, totpSecret: account.totpSecret })
    : undefined;
  return request.post("/api/v1/auth/login", {
    data: { email: account.email, password: E2E_PASSWORD, ...(code ? { code } : {}) },
  });
}

/** On the login page after the password: types the account's code and signs in. */
export async function enterSecondStep(page: Page, account: E2EAccount) {
  if (!account.totpSecret) return;
  const code = await freshTotpCode({ email: account.email, totpSecret: account.totpSecret });
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}
