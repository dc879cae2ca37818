import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { parseProxyTrust } from "./http/trusted-proxies.ts";
import { parseSecretsKey } from "./shared/secret-box.ts";

const HOST_NAME = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const SECRETS_KEY_FORMAT =
  "must be 32 random bytes as 64 hex characters or base64 (e.g. openssl rand -hex 32)";

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default("0.0.0.0")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default("./data")),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Host names the site answers to besides PUBLIC_URL's (or the localhost names), like Django's. */
  ALLOWED_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(",").every((name) => HOST_NAME.test(name.trim())),
        "must be host names without port, separated by commas (e.g. www.example.com,example.com)",
      )
      .optional(),
  ),
  /** Other sites a redirect may lead to (no open redirect): host names separated by commas. */
  REDIRECT_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(",").every((name) => HOST_NAME.test(name.trim())),
        "must be host names without port, separated by commas (e.g. shop.example.com)",
      )
      .optional(),
  ),
  /** Where new-lead emails go out: smtp://user:pass@host:port or smtps://...; unset sends none. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, "must look like smtp://user:pass@host:port or smtps://...")
      .optional(),
  ),
  /** Comma-separated addresses that get an email for each new lead. */
  LEAD_NOTIFY_TO: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(",").every((address) => EMAIL.test(address.trim())),
        "must be email addresses separated by commas (e.g. sales@example.com,owner@example.com)",
      )
      .optional(),
  ),
  /** A JSON POST per new lead, signed with LEAD_WEBHOOK_SECRET (Slack, Telegram, a CRM). */
  LEAD_WEBHOOK_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  LEAD_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(16, "must be at least 16 characters").optional(),
  ),
  WHATSAPP_NUMBER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[1-9][0-9]{7,14}$/,
        "must be an international number, digits only (e.g. 6281234567890)",
      )
      .default("6281100002026"),
  ),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  /** Seals authenticator secrets at rest (AES-256-GCM); unset: generated into DATA_DIR/secrets-key. */
  SECRETS_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => parseSecretsKey(value) !== null, SECRETS_KEY_FORMAT)
      .optional(),
  ),
  /** The keys secrets may still be sealed under while they are sealed again at boot (rotation). */
  SECRETS_KEY_PREVIOUS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (value) => value.split(",").every((key) => parseSecretsKey(key) !== null),
        `must be keys separated by commas, each one ${SECRETS_KEY_FORMAT}`,
      )
      .default(""),
  ),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(["true", "false"]).default("true")),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("false")
      .refine(
        (value) => parseProxyTrust(value) !== null,
        "must be false, true, a number of proxies, or their addresses (e.g. 10.0.0.0/8,192.168.1.7)",
      ),
  ),
  /** Media on S3-compatible object storage when set; the local DATA_DIR/media otherwise. */
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().min(3).max(63).optional()),
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  ),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().min(1).default("us-east-1")),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyToUndefined,
    z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  ),
  /** Where browsers fetch media from (a CDN in front of /media or the bucket); the site itself otherwise. */
  MEDIA_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
  ),
  SESSION_IDLE_HOURS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(24)),
  SESSION_MAX_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(14)),
  /** How long raw visit events are kept; their daily rollups are kept for good. */
  VISIT_RAW_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(2).max(3650).default(90),
  ),
  /**
   * Test-only switches that turn one XSS defence off, so the security suite can prove the other
   * layer holds alone (playwright.security.config.ts). loadConfig refuses them unless
   * NODE_ENV=test: a production server can never run without its CSP or its HTML sanitizer.
   */
  TEST_DISABLE_CSP: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).default("0")),
  TEST_DISABLE_SANITIZER: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).default("0")),
  /**
   * Test-only: a file holding a number of milliseconds the server's clock runs ahead of the
   * wall clock (read on each use), so an end-to-end test can expire a preview link. Refused
   * like the switches above outside NODE_ENV=test.
   */
  TEST_CLOCK_FILE: z.preprocess(emptyToUndefined, z.string().optional()),
});

export type AppConfig = Omit<
  z.infer<typeof configSchema>,
  "SESSION_SECRET" | "SECRETS_KEY" | "DATA_DIR"
> & {
  DATA_DIR: string;
  SESSION_SECRET: string;
  SECRETS_KEY: string;
};

export class ConfigError extends Error {}

/** Parses the environment once at boot; a bad value stops the boot naming the key. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const testSwitches = [
    ...(["TEST_DISABLE_CSP", "TEST_DISABLE_SANITIZER"] as const).filter(
      (key) => parsed.data[key] === "1",
    ),
    ...(parsed.data.TEST_CLOCK_FILE ? ["TEST_CLOCK_FILE"] : []),
  ];
  if (testSwitches.length > 0 && parsed.data.NODE_ENV !== "test") {
    throw new ConfigError(
      `Invalid configuration:\n${testSwitches.map((key) => `  ${key}: only allowed with NODE_ENV=test`).join("\n")}`,
    );
  }
  if (parsed.data.LEAD_WEBHOOK_URL && !parsed.data.LEAD_WEBHOOK_SECRET) {
    throw new ConfigError(
      "Invalid configuration:\n  LEAD_WEBHOOK_SECRET: required when LEAD_WEBHOOK_URL is set (the receiver checks the signature with it)",
    );
  }
  const s3Problem = checkS3Settings(parsed.data);
  if (s3Problem) throw new ConfigError(`Invalid configuration:\n  ${s3Problem}`);
  const dataDir = resolve(parsed.data.DATA_DIR);
  const secretsKey = parsed.data.SECRETS_KEY ?? readOrCreateSecret(dataDir, "secrets-key");
  if (parseSecretsKey(secretsKey) === null) {
    throw new ConfigError(
      `Invalid configuration:\n  ${join(dataDir, "secrets-key")}: ${SECRETS_KEY_FORMAT}`,
    );
  }
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.data.SESSION_SECRET ?? readOrCreateSecret(dataDir, "session-secret"),
    SECRETS_KEY: secretsKey,
  };
}

const S3_KEYS = [
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
] as const;

/**
 * S3 settings are all or nothing: a bucket's credentials come in pairs (or neither, for the
 * SDK's own chain, e.g. an instance role), and no S3_* key means anything without S3_BUCKET.
 */
function checkS3Settings(env: z.infer<typeof configSchema>): string | null {
  if (!env.S3_BUCKET) {
    const orphan = S3_KEYS.find((key) => key !== "S3_FORCE_PATH_STYLE" && env[key] !== undefined);
    return orphan
      ? `S3_BUCKET: required when ${orphan} is set (the bucket media are stored in)`
      : null;
  }
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    return "S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set";
  }
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
    return "S3_ACCESS_KEY_ID: required when S3_SECRET_ACCESS_KEY is set";
  }
  return null;
}

/** 32 random bytes as hex: a session secret, or a valid secrets key. */
function readOrCreateSecret(dataDir: string, name: "session-secret" | "secrets-key"): string {
  const file = join(dataDir, name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
