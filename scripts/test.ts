// `npm test`: every suite (unit, data layer, API, browser); exits non-zero on any failure or on
// coverage below the thresholds of vitest.config.ts, and closes with one line
// "tests: N passed, N failed" (after the coverage figures).
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSite } from "./lib/build.ts";
import { vitestCounts, type VitestReport } from "./lib/test-report.ts";

const root = path.resolve(import.meta.dirname, "..");
const tmp = mkdtempSync(path.join(os.tmpdir(), "r28-test-report-"));
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const only = process.argv[2]; // "unit" or "e2e" to run one half

/** "coverage: lines 81.2%, statements …" from Vitest's json-summary, or a note that it is missing. */
function readCoverage(file: string): string {
  try {
    const { total } = JSON.parse(readFileSync(file, "utf8")) as { total: Record<string, { pct: number }> };
    const kinds = ["lines", "statements", "functions", "branches"] as const;
    return `coverage (unit, data layer, API): ${kinds.map((k) => `${k} ${total[k]?.pct ?? "?"}%`).join(", ")}\n`;
  } catch {
    return "coverage (unit, data layer, API): no report was written\n";
  }
}

let coverageLine = "";
let passed = 0;
let failed = 0;
let ok = true;

if (!process.env.TEST_DATABASE_URL) {
  process.stdout.write("TEST_DATABASE_URL is not set: the data-layer, API and operations suites run on SQLite only, and the browser tests' PostgreSQL run is left out.\n");
}

// The client, built once for every suite of the run: the operations suites and the browser
// tests' servers start from it (scripts/lib/build.ts). .ci/run builds it first, for the smoke
// test too, and hands it over in TEST_BUILD_DIR.
let ownBuild: string | undefined;
if (!process.env.TEST_BUILD_DIR) {
  ownBuild = path.join(root, ".tmp", `test-build-${process.pid}`);
  const started = Date.now();
  buildSite(ownBuild);
  process.env.TEST_BUILD_DIR = ownBuild;
  process.stdout.write(`client built once for every suite in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

/**
 * The Vitest suites. Their output goes to a file, shown whole when they end (so it never
 * interleaves with another report). Answers the exit status.
 */
function startVitest(): Promise<number | null> {
  const report = path.join(tmp, "vitest.json");
  const coverageDir = path.join(tmp, "coverage");
  const log = path.join(tmp, "vitest.log");
  // A file, not a pipe: its report is shown whole when it ends, never mixed with other output.
  const out = openSync(log, "w");
  // With coverage: below a threshold of vitest.config.ts, Vitest exits non-zero and so do we.
  const child = spawn(
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, "--coverage", `--coverage.reportsDirectory=${coverageDir}`],
    { cwd: root, stdio: ["ignore", out, out], env: { ...process.env, FORCE_COLOR: "0" } },
  );
  closeSync(out);
  return new Promise((resolve) => {
    child.on("close", (code) => {
      process.stdout.write(`\nUnit, data-layer, API and operations suites (Vitest):\n${readFileSync(log, "utf8")}\n`);
      coverageLine = readCoverage(path.join(coverageDir, "coverage-summary.json"));
      try {
        const counts = vitestCounts(JSON.parse(readFileSync(report, "utf8")) as VitestReport);
        passed += counts.passed;
        failed += counts.failed;
      } catch {
        ok = false;
      }
      resolve(code);
    });
  });
}

/** One Playwright run of `args` (a project); its counts join the totals. */
function playwright(name: string, args: string[], env: NodeJS.ProcessEnv): void {
  const report = path.join(tmp, `${name}.json`);
  const r = spawnSync(bin("playwright"), ["test", "--reporter=list,json", ...args], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  ok &&= r.status === 0;
  try {
    const j = JSON.parse(readFileSync(report, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number } };
    passed += j.stats.expected + j.stats.flaky;
    failed += j.stats.unexpected;
  } catch {
    ok = false;
  }
}

// Vitest first, alone, then the browser tests. Side by side the two suites took no less time in
// all (11.1-11.5 min) and made Vitest's timed runs (the scheduler's lateness, the load and memory
// floods) a matter of how the kernel shares the cores: each browser is a session of its own, which
// Linux's autogroup scheduling gives as large a share as all of Vitest, whatever its nice value.
if (only !== "e2e" && (await startVitest()) !== 0) ok = false;

if (only !== "unit") {
  // The browser tests, and the admin's main flows again with the server on PostgreSQL
  // (tests/e2e/support/postgres.ts), in one run so the two projects share the workers' time.
  if (!process.env.TEST_DATABASE_URL) process.stdout.write("(the PostgreSQL project is left out: TEST_DATABASE_URL is not set)\n");
  playwright("playwright", ["--project=browser", ...(process.env.TEST_DATABASE_URL ? ["--project=postgres"] : [])], {});
  // The specs that load the machine on purpose, alone after the others (playwright.config.ts).
  process.stdout.write("\nBrowser tests that run alone:\n");
  playwright("playwright-alone", ["--project=alone", "--no-deps"], {});
}

rmSync(tmp, { recursive: true, force: true });
if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
if (passed === 0) ok = false;
process.stdout.write(`\n${coverageLine}tests: ${passed} passed, ${failed} failed\n`);
process.exit(ok ? 0 : 1);
