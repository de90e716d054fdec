/** The part of Vitest's JSON report that `npm test` counts. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { status: string; assertionResults: { status: string }[] }[];
}

/**
 * The passed and failed counts of a Vitest run. A file that failed outside its tests (an import
 * that throws, a hook that fails) names no failed test: it counts as one failure, so the closing
 * line never says "0 failed" of a run that failed.
 */
export function vitestCounts(report: VitestReport): { passed: number; failed: number } {
  const filesFailedOutsideTests = (report.testResults ?? []).filter((f) => f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + filesFailedOutsideTests };
}
