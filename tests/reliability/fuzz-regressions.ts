/**
 * Each fuzz run that found a bug, kept: `fuzz-api.test.ts` replays every entry on every run
 * (its test's property with that run's seed, for the runs it took to fail) and tries the value
 * that failed first, so the bug stays fixed even when the generators change.
 *
 * On a failure the fuzzer prints the entry to add here: test, seed, runs and counterexample.
 */
export type FuzzRegression = {
  /** The fuzz test's name, as vitest shows it. */
  test: string;
  /** The run's `FUZZ_SEED`; null for the bugs found before the fuzzer printed it. */
  seed: number | null;
  /** How many values the test drew up to the failure (0: the counterexample alone). */
  runs: number;
  /** The (shrunk) value that failed, as the property takes it. */
  counterexample: unknown;
  /** What it found, and the commit that fixed it. */
  found: string;
};

export const FUZZ_REGRESSIONS: FuzzRegression[] = [
  {
    test: "POST /employees/batch body",
    seed: null,
    runs: 0,
    counterexample: { rows: [[]], file: "\u0000" },
    found: "a NUL byte in the file name answered 500 on PGlite (ee92fa5)",
  },
  {
    test: "GET /admin/leads/export ?owner",
    seed: null,
    runs: 0,
    counterexample: "2939277400962617",
    found: "an owner id past PostgreSQL's integer answered 500 (1240524)",
  },
  {
    test: "GET /admin/leads ?owner",
    seed: null,
    runs: 0,
    counterexample: "2939277400962617",
    found: "an owner id past PostgreSQL's integer answered 500 (1240524)",
  },
];
