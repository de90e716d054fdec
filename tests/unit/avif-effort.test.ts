import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";

describe("AVIF effort of image variants", () => {
  it("is 4 in production and whenever AVIF_EFFORT is not set", () => {
    expect(loadConfig({ NODE_ENV: "production" }).avifEffort).toBe(4);
    expect(loadConfig({}).avifEffort).toBe(4);
    expect(loadConfig({ NODE_ENV: "production", AVIF_EFFORT: "" }).avifEffort).toBe(4);
  });

  it("is read from AVIF_EFFORT, which must be an effort libaom takes (0-9)", () => {
    expect(loadConfig({ AVIF_EFFORT: "2" }).avifEffort).toBe(2);
    expect(loadConfig({ AVIF_EFFORT: "0" }).avifEffort).toBe(0);
    for (const bad of ["10", "-1", "fast", "2.5"]) expect(() => loadConfig({ AVIF_EFFORT: bad }), bad).toThrow(/AVIF_EFFORT must be a whole number from 0 to 9/);
  });
});
