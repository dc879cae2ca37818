import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { registeredEndpoints } from "#server/api/v1/endpoint.ts";
import { createTestContext, signedInAs, type TestContext } from "#server/test/test-app.ts";
import { FUZZ_REGRESSIONS } from "./fuzz-regressions.ts";
import { chooseFuzzSeed, type FuzzCase, runFuzzCase } from "./support/fuzz-run.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = chooseFuzzSeed();
const LEAK =
  /(\bat [\w.<>]+ \(|node_modules|\/work\/|select .* from|insert into|syntax error|violates|PGlite|TypeError|ReferenceError)/i;

let ctx: TestContext;
let cookie = "";
const stats = { requests: 0, byStatus: new Map<number, number>() };

beforeAll(async () => {
  ctx = await createTestContext();
  cookie = (await signedInAs(ctx, "admin")).cookie;
});
afterAll(async () => {
  console.log(
    `fuzz (FUZZ_SEED=${SEED}): ${stats.requests} requests, statuses ${JSON.stringify(Object.fromEntries(stats.byStatus))}, 0 responses 5xx or leaking internals`,
  );
  await ctx.close();
});

/** Raw query values: some are sent as they are (broken escapes), the rest percent-encoded. */
const rawValue = fc.oneof(
  fc.constantFrom(
    "%00",
    "%",
    "%ZZ",
    "%E0%A4%A",
    "%ED%A0%80",
    "%C0%AF",
    "%FF%FE",
    "a%20b",
    "%2e%2e%2f",
  ),
  fc.string().map(encodeURIComponent),
  fc
    .string({ unit: "binary" })
    .map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "x"))),
  fc.constantFrom("\uD800", "\uDFFF", "a\uD83D").map((value) =>
    value
      .split("")
      .map((char) => `%u${char.charCodeAt(0).toString(16)}`)
      .join(""),
  ),
  fc.constantFrom(
    "-1",
    "0",
    "1e309",
    "NaN",
    "Infinity",
    "9".repeat(400),
    "1.5",
    "0x10",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
  ),
  fc.bigInt().map(String),
  fc.double().map(String),
);

const hostile = fc.oneof(
  fc.anything(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "\u0000",
    "\uD800",
    "x".repeat(100_000),
    -1,
    1e308,
    Number.MAX_SAFE_INTEGER * 10,
    [],
    {},
    null,
    true,
  ),
);

function withPathParams(path: string) {
  return path.replace(/\{(\w+)\}/g, (_match, name) => (name === "id" ? "1" : "abc"));
}

async function send(method: string, path: string, body?: string) {
  const response = await ctx.app.request(path, {
    method,
    headers: { cookie, "content-type": "application/json", "x-forwarded-for": "10.200.0.1" },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  stats.requests += 1;
  stats.byStatus.set(response.status, (stats.byStatus.get(response.status) ?? 0) + 1);
  return { status: response.status, text };
}

async function expectNoFailure(method: string, path: string, body?: string) {
  const { status, text } = await send(method, path, body);
  expect(status).toBeLessThan(500);
  expect(text).not.toMatch(LEAK);
}

/** Every endpoint's query values, path parameters and body fields. */
function listFuzzCases(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const endpoint of registeredEndpoints) {
    if (endpoint.path === "/auth/logout") continue;
    const method = endpoint.method.toUpperCase();
    const queryNames =
      endpoint.query instanceof z.ZodObject ? Object.keys(endpoint.query.shape) : [];
    const paramNames =
      endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
    const runs = endpoint.path === "/auth/login" ? Math.min(RUNS, 100) : RUNS;

    for (const name of queryNames) {
      cases.push({
        name: `${method} ${endpoint.path} ?${name}`,
        runs,
        arbitrary: rawValue,
        check: (value) =>
          expectNoFailure(
            method,
            `/api/v1${withPathParams(endpoint.path)}?${name}=${value}`,
            method === "GET" ? undefined : "{}",
          ),
      });
    }
    for (const name of paramNames) {
      cases.push({
        name: `${method} ${endpoint.path} {${name}}`,
        runs,
        arbitrary: rawValue,
        check: (value) =>
          expectNoFailure(
            method,
            withPathParams(`/api/v1${endpoint.path.replace(`{${name}}`, String(value) || "x")}`),
            method === "GET" || method === "DELETE" ? undefined : "{}",
          ),
      });
    }
    if (endpoint.body instanceof z.ZodObject) {
      const fields = Object.keys(endpoint.body.shape);
      cases.push({
        name: `${method} ${endpoint.path} body`,
        runs,
        arbitrary: fc.oneof(
          fc.record(Object.fromEntries(fields.map((field) => [field, hostile])), {
            requiredKeys: [],
          }),
          hostile,
          fc
            .integer({ min: 1, max: 20_000 })
            .map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`),
          fc.string().map((text) => `{"broken": ${text}`),
        ),
        check: (payload) =>
          expectNoFailure(
            method,
            `/api/v1${withPathParams(endpoint.path)}`,
            typeof payload === "string" && /^[[{]/.test(payload)
              ? payload
              : (JSON.stringify(payload) ?? "null"),
          ),
      });
    }
  }
  return cases;
}

const fuzzCases = listFuzzCases();

describe(`fuzzing every endpoint (FUZZ_SEED=${SEED})`, () => {
  for (const fuzzCase of fuzzCases) {
    it(fuzzCase.name, () => runFuzzCase(fuzzCase, SEED, fuzzCase.runs));
  }

  it("refuses an oversized body with 413", async () => {
    const { status } = await send(
      "POST",
      "/api/v1/employees",
      JSON.stringify({ name: "x".repeat(3_000_000) }),
    );
    expect(status).toBe(413);
  });
});

describe("fuzz runs that found a bug, replayed on every run", () => {
  for (const regression of FUZZ_REGRESSIONS) {
    const seed = regression.seed ?? SEED;
    it(`${regression.test} (FUZZ_SEED=${regression.seed ?? "not recorded"})`, async () => {
      const fuzzCase = fuzzCases.find((candidate) => candidate.name === regression.test);
      // A renamed or removed endpoint must not drop its regression case silently.
      expect(fuzzCase, `no fuzz test is named ${regression.test}`).toBeDefined();
      if (fuzzCase) {
        await runFuzzCase(fuzzCase, seed, regression.runs, [[regression.counterexample]]);
      }
    });
  }
});
