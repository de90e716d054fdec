import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { POSTGRES_PARITY } from "../e2e/support/postgres.ts";

const root = path.resolve(import.meta.dirname, "../..");

interface ListedSuite {
  title: string;
  file: string;
  specs?: { title: string }[];
  suites?: ListedSuite[];
}

/** Every browser test Playwright would run on PostgreSQL, as "file › describe › title". */
function listParityRun(): string[] {
  const r = spawnSync(path.join(root, "node_modules/.bin/playwright"), ["test", "--list", "--reporter=json", "--project=postgres"], {
    cwd: root,
    encoding: "utf8",
    // The project exists only with a PostgreSQL database named; listing connects to none.
    env: { ...process.env, TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || "postgres://listing-only" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`playwright --list failed: ${r.stderr}`);
  const report = JSON.parse(r.stdout) as { suites: ListedSuite[] };
  const titles: string[] = [];
  const walk = (suite: ListedSuite, trail: string[]) => {
    for (const spec of suite.specs ?? []) titles.push([...trail, spec.title].join(" › "));
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const file of report.suites) walk(file, [file.file]);
  return titles;
}

// The PostgreSQL run picks its tests by these strings (tests/e2e/support/postgres.ts): a renamed
// test would silently drop out of it, and a string matching two tests would run one unmeant.
describe("the browser tests' PostgreSQL parity list", () => {
  it("names exactly one test with each title, in the parity files, and every parity file has one", { timeout: 120_000 }, () => {
    const listed = listParityRun();
    const matches = Object.fromEntries(POSTGRES_PARITY.tests.map((t) => [t, listed.filter((l) => l.includes(t))]));
    const wrong = Object.entries(matches).filter(([, found]) => found.length !== 1);
    expect(wrong, "titles that name no test or more than one").toEqual([]);
    expect(listed).toHaveLength(POSTGRES_PARITY.tests.length);
    const files = new Set(listed.map((l) => l.split(" › ")[0]));
    expect([...files].sort()).toEqual([...POSTGRES_PARITY.files].sort());
  });
});
