import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SLOW_FILES } from "../helpers/slow-files-first.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("the slow files Vitest starts first", () => {
  it("each names a test file that exists, once", () => {
    for (const file of SLOW_FILES) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(new Set(SLOW_FILES).size).toBe(SLOW_FILES.length);
  });
});
