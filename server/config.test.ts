import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createClock } from "./app-services.ts";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "projingga-config-"));

describe("loadConfig", () => {
  it("moves the server's clock by TEST_CLOCK_FILE in tests only", () => {
    const dir = dataDir();
    const file = join(dir, "clock");
    expect(() => loadConfig({ DATA_DIR: dir, TEST_CLOCK_FILE: file })).toThrow(
      /TEST_CLOCK_FILE: only allowed with NODE_ENV=test/,
    );
    const wall = () => 1_800_000_000_000;
    const clock = createClock(
      loadConfig({ DATA_DIR: dir, NODE_ENV: "test", TEST_CLOCK_FILE: file }),
      wall,
    );
    expect(clock().getTime()).toBe(wall());
    writeFileSync(file, String(8 * 86_400_000));
    expect(clock().getTime()).toBe(wall() + 8 * 86_400_000);
    // Without the setting, the file is not read.
    expect(createClock(loadConfig({ DATA_DIR: dir }), wall)().getTime()).toBe(wall());
  });

  it("applies the documented defaults", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", LOG_LEVEL: "info", DATA_DIR: dir });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("generates a session secret once and keeps it in the data directory", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, "session-secret"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it("generates a secrets key once beside the session secret, or takes SECRETS_KEY; a bad key stops the boot", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).SECRETS_KEY;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dir, "secrets-key"), "utf8")).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).SECRETS_KEY).toBe(first);
    const given = "ab".repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir(), SECRETS_KEY: given }).SECRETS_KEY).toBe(given);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SECRETS_KEY: "too-short" })).toThrow(
      /SECRETS_KEY: must be 32 random bytes/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), SECRETS_KEY: given, SECRETS_KEY_PREVIOUS: `${given},x` }),
    ).toThrow(/SECRETS_KEY_PREVIOUS: must be keys separated by commas/);
  });

  it("reads the S3 media settings and the CDN address", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: "projingga-media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      MEDIA_PUBLIC_URL: "https://cdn.example.com/",
    });
    expect(config).toMatchObject({
      S3_BUCKET: "projingga-media",
      S3_REGION: "us-east-1",
      S3_FORCE_PATH_STYLE: "true",
      MEDIA_PUBLIC_URL: "https://cdn.example.com",
    });
    expect(loadConfig({ DATA_DIR: dataDir() }).S3_BUCKET).toBeUndefined();
  });

  it("reads the lead notification settings", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      LEAD_NOTIFY_TO: "sales@example.com, owner@example.com",
      LEAD_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEAD_WEBHOOK_SECRET: "0123456789abcdef",
    });
    expect(config.SMTP_URL).toBe("smtps://user:pass@mail.example.com:465");
    expect(config.LEAD_NOTIFY_TO).toBe("sales@example.com, owner@example.com");
    expect(loadConfig({ DATA_DIR: dataDir() }).SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ WHATSAPP_NUMBER: "+62 811" }, "WHATSAPP_NUMBER"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ SESSION_SECRET: "short" }, "SESSION_SECRET"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ ALLOWED_HOSTS: "www.example.com,https://evil.example" }, "ALLOWED_HOSTS"],
    [{ ALLOWED_HOSTS: "example.com:8080" }, "ALLOWED_HOSTS"],
    [{ ALLOWED_HOSTS: "*" }, "ALLOWED_HOSTS"],
    [{ SMTP_URL: "mail.example.com:25" }, "SMTP_URL"],
    [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL"],
    [{ LEAD_NOTIFY_TO: "sales@example.com,not-an-address" }, "LEAD_NOTIFY_TO"],
    [
      { LEAD_WEBHOOK_URL: "ftp://hooks.example.com/x", LEAD_WEBHOOK_SECRET: "s".repeat(16) },
      "LEAD_WEBHOOK_URL",
    ],
    [{ LEAD_WEBHOOK_URL: "https://hooks.example.com/x" }, "LEAD_WEBHOOK_SECRET"],
    [
      { LEAD_WEBHOOK_URL: "https://hooks.example.com/x", LEAD_WEBHOOK_SECRET: "short" },
      "LEAD_WEBHOOK_SECRET",
    ],
    [{ S3_ENDPOINT: "http://127.0.0.1:9000" }, "S3_BUCKET"],
    [{ S3_ACCESS_KEY_ID: "key" }, "S3_BUCKET"],
    [{ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID"],
    [{ S3_BUCKET: "media", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
    [{ MEDIA_PUBLIC_URL: "cdn.example.com" }, "MEDIA_PUBLIC_URL"],
  ])("stops on %j naming %s", (env, key) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`\\b${key}:`));
  });
});
