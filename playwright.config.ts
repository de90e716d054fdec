import { defineConfig } from "@playwright/test";
import { chromiumExecutable } from "./tests/e2e/support/browser.ts";
import type { E2EDatabase } from "./tests/e2e/support/postgres.ts";
import { parityGrep, POSTGRES_PARITY } from "./tests/e2e/support/postgres.ts";

/** Specs that load the machine on purpose: they run after the others, alone. */
const ALONE = ["**/security-load.spec.ts"];

/**
 * Browser tests: each worker starts the built server on a free port with its own database
 * (tests/e2e/support/fixtures.ts), driven in Chromium.
 */
export default defineConfig<object, { database: E2EDatabase }>({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  // Files are spread over the workers; within a file, tests run in order in one worker.
  fullyParallel: false,
  // Three workers, each with its own server and database, so they never share content. On two
  // cores a third keeps them busy while the others wait on pages (7.7 -> 6.7 min alone).
  workers: 3,
  projects: [
    { name: "browser", testIgnore: ALONE },
    // The admin's main flows again with each worker's server on PostgreSQL, when
    // TEST_DATABASE_URL names one (tests/e2e/support/postgres.ts). scripts/test.ts runs it in the
    // same Playwright run as `browser`, so its workers fill the cores while the last files end.
    ...(process.env.TEST_DATABASE_URL
      ? [{ name: "postgres", testMatch: POSTGRES_PARITY.files.map((f) => `**/${f}`), grep: parityGrep, use: { database: "postgres" as const } }]
      : []),
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
    // Motion is off unless a spec asks for it. Without a GPU, Chromium draws each frame of the heroes'
    // 1.6 s settle and the home page's video in software: with motion on, the suite took 790
    // CPU-seconds (412 s), with it off 675 (352 s). The specs about motion itself (home, header,
    // gallery, motion.spec.ts over every page template) set "no-preference".
    reducedMotion: "reduce",
    trace: "off",
  },
});
