import { defineConfig } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/support/browser.ts";
import { onPostgres, parityGrep, POSTGRES_PARITY } from "./tests/e2e/support/postgres.ts";

/** Browser tests: the built server on a free port with a temp DATA_DIR, driven in Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  // E2E_DATABASE=postgres: the admin's main flows only, on PostgreSQL (tests/e2e/support/postgres.ts).
  testMatch: onPostgres ? POSTGRES_PARITY.files.map((f) => `**/${f}`) : "**/*.spec.ts",
  ...(onPostgres ? { grep: parityGrep } : {}),
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  // One worker: the tests share one server and database, and several edit the same content.
  workers: 1,
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
