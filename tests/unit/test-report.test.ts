import { describe, expect, it } from "vitest";
import { vitestCounts } from "../../scripts/lib/test-report.ts";

// Shaped as Vitest's JSON reporter writes them (checked against a run with a file that throws on
// import and one whose beforeAll throws).
describe("npm test's counts of a Vitest run", () => {
  it("counts failed tests, and a file that failed outside its tests as one more failure", () => {
    expect(
      vitestCounts({
        numPassedTests: 5,
        numFailedTests: 1,
        testResults: [
          { status: "passed", assertionResults: [{ status: "passed" }, { status: "passed" }] },
          { status: "failed", assertionResults: [{ status: "passed" }, { status: "failed" }] },
          // An import that throws: no test ran.
          { status: "failed", assertionResults: [] },
          // A beforeAll that throws: its tests are skipped.
          { status: "failed", assertionResults: [{ status: "skipped" }] },
        ],
      }),
    ).toEqual({ passed: 5, failed: 3 });
  });

  it("a green run is all passed", () => {
    expect(vitestCounts({ numPassedTests: 3, numFailedTests: 0, testResults: [{ status: "passed", assertionResults: [{ status: "passed" }] }] })).toEqual({ passed: 3, failed: 0 });
  });
});
