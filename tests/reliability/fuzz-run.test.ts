import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FUZZ_REGRESSIONS } from "./fuzz-regressions.ts";
import {
  CI_FUZZ_SEED,
  chooseFuzzSeed,
  type FuzzCase,
  runFuzzCase,
  seedForTest,
} from "./support/fuzz-run.ts";

/** A property that fails on numbers from 1,000 on, recording every value it was given. */
function overAThousand(arbitrary: fc.Arbitrary<unknown> = fc.nat()) {
  const seen: unknown[] = [];
  const fuzzCase: FuzzCase = {
    name: "GET /things ?limit",
    runs: 200,
    arbitrary,
    check: async (value) => {
      seen.push(value);
      expect(Number(value)).toBeLessThan(1_000);
    },
  };
  return { fuzzCase, seen };
}

const failureOf = (run: Promise<void>) =>
  run.then(
    () => "",
    (error: Error) => error.message,
  );

describe("the fuzzer's seed", () => {
  it("comes from FUZZ_SEED, else is fixed in CI, else is drawn", () => {
    expect(chooseFuzzSeed({ FUZZ_SEED: "42" })).toBe(42);
    expect(chooseFuzzSeed({ FUZZ_SEED: "-7", CI: "true" })).toBe(-7);
    expect(chooseFuzzSeed({ CI: "true" })).toBe(CI_FUZZ_SEED);
    expect(chooseFuzzSeed({ CI: "true" })).toBe(chooseFuzzSeed({ CI: "true" }));
    expect(Number.isInteger(chooseFuzzSeed({}))).toBe(true);
    for (const bad of ["abc", "1.5", "99999999999"]) {
      expect(() => chooseFuzzSeed({ FUZZ_SEED: bad })).toThrow(/FUZZ_SEED must be/);
    }
  });

  it("gives each test its own values, the same for the same seed", async () => {
    expect(seedForTest(42, "a")).toBe(seedForTest(42, "a"));
    expect(seedForTest(42, "a")).not.toBe(seedForTest(42, "b"));
    expect(seedForTest(42, "a")).not.toBe(seedForTest(43, "a"));
    const first = overAThousand(fc.integer({ max: 999 }));
    const again = overAThousand(fc.integer({ max: 999 }));
    await runFuzzCase(first.fuzzCase, 42, 50);
    await runFuzzCase(again.fuzzCase, 42, 50);
    expect(again.seen).toEqual(first.seen);
  });

  it("names the seed that repeats a failure and the regression entry that keeps it", async () => {
    const { fuzzCase } = overAThousand();
    const message = await failureOf(runFuzzCase(fuzzCase, 42, 200));
    expect(message).toContain("Counterexample: [1000]");
    expect(message).toContain(
      "Repeat it: FUZZ_SEED=42 npx vitest run --config vitest.reliability.config.ts tests/reliability/fuzz-api.test.ts -t 'GET /things \\?limit'",
    );
    const runs = Number(/ {2}runs: (\d+),/.exec(message)?.[1]);
    expect(message).toContain(
      `{\n  test: "GET /things ?limit",\n  seed: 42,\n  runs: ${runs},\n  counterexample: 1000,\n`,
    );
    // The same seed fails the same way.
    expect(await failureOf(runFuzzCase(overAThousand().fuzzCase, 42, 200))).toBe(message);
    // The entry replays: the seed up to the failing run, and the failing value first.
    expect(await failureOf(runFuzzCase(fuzzCase, 42, runs))).toContain("Counterexample");
    const changed = overAThousand(fc.constant(0));
    const replay = await failureOf(runFuzzCase(changed.fuzzCase, 42, runs, [[1_000]]));
    expect(replay).toContain("Counterexample: [1000]");
    expect(changed.seen[0]).toBe(1_000);
  });

  it("keeps regression entries that name their run", () => {
    for (const entry of FUZZ_REGRESSIONS) {
      expect(entry.seed === null || Number.isInteger(entry.seed), entry.test).toBe(true);
      expect(Number.isInteger(entry.runs) && entry.runs >= 0, entry.test).toBe(true);
      expect(entry.found, entry.test).not.toMatch(/^<|^$/);
    }
  });
});
