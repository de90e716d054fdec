import { defineConfig } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/support/browser.ts";
import { onPostgres, parityGrep, POSTGRES_PARITY } from "./tests/e2e/support/postgres.ts";

/** Specs that load the machine on purpose: they run after the others, alone. */
const ALONE = ["**/security-load.spec.ts"];

/**
 * Browser tests: each worker starts the built server on a free port with its own database
 * (tests/e2e/support/fixtures.ts), driven in Chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // E2E_DATABASE=postgres: the admin's main flows only, on PostgreSQL (tests/e2e/support/postgres.ts).
  testMatch: onPostgres ? POSTGRES_PARITY.files.map((f) => `**/${f}`) : "**/*.spec.ts",
  ...(onPostgres ? { grep: parityGrep } : {}),
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Files are spread over the workers; within a file, tests run in order in one worker.
  fullyParallel: false,
  // Two workers, each with its own server and database, so they never share content.
  workers: 2,
  projects: [
    { name: "browser", testIgnore: ALONE },
    // Alone: after every other spec (`dependencies`), in one worker. scripts/test.ts runs the two
    // projects one after the other (`--project=alone --no-deps`) so a failure in the first does not
    // skip it.
    { name: "alone", testMatch: ALONE, workers: 1, dependencies: ["browser"] },
  ],
  retries: 0,
  // Budgets, not waits: nothing waits for them to run out. They are wide because the tests must
  // pass on a shared 2-core machine under heavy load, where a page can take several seconds.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
    viewport: { width: 1440, height: 900 },
    trace: "off",
  },
});
