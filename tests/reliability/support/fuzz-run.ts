import { createHash } from "node:crypto";
import fc from "fast-check";

/** CI fuzzes with this seed: a landing fails on a change it makes, never on a new draw. */
export const CI_FUZZ_SEED = 20_261_129;

/**
 * The run's seed: `FUZZ_SEED` when set (to repeat a run), the fixed one in CI, a new draw
 * otherwise, so a developer's runs keep exploring.
 */
export function chooseFuzzSeed(env: Record<string, string | undefined> = process.env) {
  const given = env.FUZZ_SEED?.trim();
  if (given) {
    if (!/^-?\d{1,10}$/.test(given) || Math.abs(Number(given)) > 2 ** 31 - 1) {
      throw new Error(`FUZZ_SEED must be a 32-bit integer, got "${given}"`);
    }
    return Number(given);
  }
  if (env.CI === "true") return CI_FUZZ_SEED;
  return Math.floor(Math.random() * 2 ** 31);
}

/**
 * One test's fast-check seed from the run's: each property draws its own values, and the run's
 * seed alone repeats any of them, whichever tests run with it.
 */
export function seedForTest(runSeed: number, test: string) {
  return createHash("sha256").update(`${runSeed}:${test}`).digest().readInt32BE(0);
}

/** vitest's `-t` takes a pattern: a test's name matched as it is. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One fuzz test: its name (vitest's), how many values it draws, and its property. */
export type FuzzCase = {
  name: string;
  runs: number;
  arbitrary: fc.Arbitrary<unknown>;
  check: (value: unknown) => Promise<void>;
};

/**
 * Runs one test's property with the run's seed; a failure names the seed that repeats it and
 * the entry that keeps it as a regression case.
 */
export async function runFuzzCase(
  fuzzCase: FuzzCase,
  seed: number,
  numRuns: number,
  examples: [unknown][] = [],
) {
  const details = await fc.check(fc.asyncProperty(fuzzCase.arbitrary, fuzzCase.check), {
    seed: seedForTest(seed, fuzzCase.name),
    // The examples come first and count as runs: the generated values stay the ones of the run.
    numRuns: numRuns + examples.length,
    examples,
  });
  if (!details.failed) return;
  const entry = [
    "{",
    `  test: ${JSON.stringify(fuzzCase.name)},`,
    `  seed: ${seed},`,
    `  runs: ${details.numRuns},`,
    `  counterexample: ${fc.stringify(details.counterexample?.[0])},`,
    '  found: "<what it found, and the fix>",',
    "},",
  ].join("\n");
  throw new Error(
    [
      fc.defaultReportMessage(details),
      "",
      `Repeat it: FUZZ_SEED=${seed} npx vitest run --config vitest.reliability.config.ts tests/reliability/fuzz-api.test.ts -t '${escapeRegExp(fuzzCase.name)}'`,
      "Once fixed, keep it in tests/reliability/fuzz-regressions.ts:",
      entry,
    ].join("\n"),
  );
}
