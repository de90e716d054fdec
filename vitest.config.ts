import { defineConfig } from "vitest/config";
import SlowFilesFirst from "./tests/helpers/slow-files-first.ts";

// Unit, data-layer and API tests. Browser tests run through Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ["tests/{unit,db,api,ops,security,http}/**/*.test.ts", "{server,shared,client}/**/*.test.ts"],
    environment: "node",
    // Password hashes at bcrypt's lowest cost, so the many sign-ins stay cheap; production's 12 is
    // the default when unset (tests/unit/password-cost.test.ts holds it there).
    env: { BCRYPT_COST: "4", AVIF_EFFORT: "2" },
    pool: "forks",
    // Files share their worker's process and modules instead of each loading the server anew:
    // 296 CPU-seconds and 170 s against 368 and 205 (quiet machine, both databases, coverage on).
    // The few settings the server keeps per process are reset before each file (the setup file).
    isolate: false,
    setupFiles: ["tests/helpers/process-defaults.ts"],
    // Budgets for a shared 2-core machine under load (bcrypt, sharp, real servers); no test waits them out.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    // Three files at a time on a 2-core machine (Vitest's default there is one): most files wait on
    // a database, a child server or a socket for much of their time (the scheduler's file mostly
    // waits for due times), so a third keeps both cores busy: 235 s with two, 189 s with three,
    // 196 s with four, on a quiet machine.
    maxWorkers: 3,
    // The longest files first, also in a fresh clone where no durations are cached.
    sequence: { sequencer: SlowFilesFirst },
    // Measured when asked (`npm test` passes --coverage); a run of a few files is not held to it.
    coverage: {
      provider: "v8",
      include: ["server/**/*.ts", "shared/**/*.ts", "client/lib/**/*.ts"],
      exclude: ["**/*.test.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: ".tmp/coverage",
      // The figures are printed even when a test fails, so a red run still shows where coverage stands.
      reportOnFailure: true,
      // About three and a half points under the figures measured on SQLite alone after the services
      // refactor landed (lines 79.9, statements 77.5, functions 82.8, branches 64.3); see docs/testing.md.
      thresholds: { lines: 72, statements: 70, functions: 75, branches: 57 },
    },
  },
});
