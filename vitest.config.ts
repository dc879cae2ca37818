import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "contracts/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
    ],
    globalSetup: ["./server/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    maxWorkers: 2,
    // Each file still gets its own database (a copy of the migrated template), but the workers
    // keep the modules they have loaded: importing the server afresh for every file cost more
    // than the tests themselves (server/api/v1: 136 s of imports isolated, 17 s shared).
    isolate: false,
  },
});
