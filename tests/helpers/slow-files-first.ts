import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take longest, longest first (seconds on a quiet 2-core machine, with coverage).
 * Vitest orders files by their last durations, but a fresh clone (every CI run) has none, and then
 * it orders by file size: the 40-70 s files, some of them small, started last and ended the run on
 * one busy core. Listed here, they start first and the short files fill the cores around them.
 * `tests/unit/slow-files.test.ts` fails when a path here names no test file.
 */
export const SLOW_FILES = [
  "tests/ops/scheduler-exactly-once.test.ts", // 63-71 s, mostly waiting for due times
  "tests/ops/render-cache-memory.test.ts", // 37-49
  "tests/api/junk.test.ts", // 32-40
  "tests/security/xss-storage.test.ts", // 31-33
  "tests/security/archive-limits.test.ts", // 18-24
  "tests/api/media-library.test.ts", // 19-20
  "tests/security/durability.test.ts", // 18-19
  "tests/ops/legacy-import.test.ts", // 15-19
  "tests/security/fuzz.test.ts", // 14-17
  "tests/ops/account-recovery-cli.test.ts", // 14
  "tests/api/login-timing.test.ts", // 9-11
  "tests/ops/media-storage.test.ts", // 9
  "tests/api/background-compression.test.ts", // 9
  "tests/ops/archive.test.ts", // 9
  "tests/ops/keep-alive.test.ts", // 8
  "tests/security/access-matrix.test.ts", // 8
] as const;

/** Vitest's order (last durations, else file size), with SLOW_FILES moved to the front in their order. */
export default class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const at = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return at === -1 ? SLOW_FILES.length : at;
    };
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
