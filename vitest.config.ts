import { defineConfig } from "vitest/config";

// Unit, data-layer and API tests. Browser tests run through Playwright (playwright.config.ts).
export default defineConfig({
  test: {
    include: ["tests/{unit,db,api,ops,security}/**/*.test.ts", "{server,shared,client}/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: true,
  },
});
