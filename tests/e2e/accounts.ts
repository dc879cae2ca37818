/** Staff accounts created for the end-to-end server before it starts (see playwright.config.ts). */
export const E2E_PASSWORD = "e2e-password-long-enough";
export const E2E_ADMIN = {
  email: "admin@projingga.test",
  name: "Ayu Admin",
  role: "admin",
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
} as const;
