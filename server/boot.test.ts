import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { describeFirstStaffAccount, startServer } from "./boot.ts";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("startServer", () => {
  it("names /setup first when no staff account exists, and says the script needs the server stopped", () => {
    const message = describeFirstStaffAccount("http://localhost:3000");
    expect(message).toContain("http://localhost:3000/setup");
    expect(message.indexOf("/setup")).toBeLessThan(message.indexOf("staff:create"));
    expect(message).toMatch(/staff:create works only while the server is stopped/);
  });

  it("stops with the sentence and exit code 1 when another process holds the database directory", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "projingga-boot-"));
    const holder = await openDatabase({ dataDir });
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((message: string) => {
      errors.push(message);
    });
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        SESSION_SECRET: "test-secret-test-secret-test-secret-0123",
        LOG_LEVEL: "silent",
        PORT: "0",
      });
      await expect(startServer({ config })).rejects.toThrow("exit 1");
      expect(exit).toHaveBeenCalledWith(1);
      expect(errors.join("\n")).toMatch(/open in another process .*Stop the server first/s);
    } finally {
      await holder.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
