/** Staff accounts created for the end-to-end server before it starts (see playwright.config.ts). */
export const E2E_PASSWORD = "e2e-password-long-enough";
/**
 * The authenticator key of the admins (staff:create --totp-secret): admins must sign in with a
 * second factor, so the tests compute the code (second-factor-code.ts) as the app would.
 */
export const E2E_TOTP_SECRET = "KRSXG5CTMVRXEZLUKN2XAZLSONSWG4TF";
export const E2E_ADMIN = {
  email: "admin@projingga.test",
  name: "Ayu Admin",
  role: "admin",
  totpSecret: E2E_TOTP_SECRET,
} as const;
export const E2E_EDITOR = {
  email: "editor@projingga.test",
  name: "Eka Editor",
  role: "editor",
} as const;
export const E2E_SALES = {
  email: "sales@projingga.test",
  name: "Sinta Sales",
  role: "sales",
} as const;
/** A third admin used only by the throttling test, so the others can still sign in. */
export const E2E_THROTTLED = {
  email: "locked@projingga.test",
  name: "Lukas Locked",
  role: "admin",
  totpSecret: E2E_TOTP_SECRET,
} as const;

export type E2EAccount = {
  email: string;
  name: string;
  role: "admin" | "editor" | "sales";
  totpSecret?: string;
};
