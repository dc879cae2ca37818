import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createTestContext, signedInAs, type TestContext } from "#server/test/test-app.ts";

// The switches that turn one XSS defence off for the security suite must never reach production.
describe("TEST_DISABLE_CSP and TEST_DISABLE_SANITIZER", () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), "projingga-switch-"));

  it.each(["production", "development", undefined])("are refused with NODE_ENV=%s", (env) => {
    for (const key of ["TEST_DISABLE_CSP", "TEST_DISABLE_SANITIZER"]) {
      const load = () => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: env, [key]: "1" });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(new RegExp(`${key}: only allowed with NODE_ENV=test`));
    }
  });

  it("are off by default and honoured under NODE_ENV=test", async () => {
    const body = JSON.stringify({ content: "<p>x</p><script>alert(1)</script>" });
    const preview = async (ctx: TestContext) => {
      const { cookie } = await signedInAs(ctx, "editor");
      const response = await ctx.app.request("/api/v1/admin/articles/preview", {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body,
      });
      return (await response.json()).data.html as string;
    };
    const normal = await createTestContext();
    const bare = await createTestContext({ TEST_DISABLE_CSP: "1", TEST_DISABLE_SANITIZER: "1" });
    try {
      expect(
        (await bare.app.request("/healthz")).headers.get("content-security-policy"),
      ).toBeNull();
      expect(await preview(bare)).toContain("<script>");
      // The switch is the services' own: building the bare context after this one left it on.
      const csp = (await normal.app.request("/healthz")).headers.get("content-security-policy");
      expect(csp).toMatch(/script-src 'self' 'nonce-/);
      expect(await preview(normal)).toBe("<p>x</p>");
    } finally {
      await bare.close();
      await normal.close();
    }
  });
});
