import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";
import type { E2EDatabase } from "./postgres.ts";
import { startWorkerServer, type WorkerServer } from "./worker-server.ts";

export { expect };
export const ADMIN = { username: "super_admin", password: E2E_ADMIN_PASSWORD };

/**
 * Each worker starts its own server and database (`server`, before any test or hook of the worker);
 * tests run against it through `baseURL`. `api` is logged in as super_admin, with a token taken
 * once per worker (and again only if the server refuses it).
 */
export const test = base.extend<{ api: APIRequestContext; token: string }, { database: E2EDatabase; server: WorkerServer; adminToken: { value: string } }>({
  // The worker's server database: the `postgres` project of playwright.config.ts sets it.
  database: ["sqlite", { scope: "worker", option: true }],
  server: [
    async ({ database }, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.workerIndex, database);
      // For the helpers that work outside a test's fixtures (beforeAll hooks, more servers).
      process.env.E2E_BASE_URL = server.url;
      process.env.E2E_DATA_DIR = server.dataDir;
      await use(server);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 120_000 },
  ],
  adminToken: [async ({}, use) => use({ value: "" }), { scope: "worker" }],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  token: async ({ playwright, baseURL, adminToken }, use) => {
    const ctx = await playwright.request.newContext({ baseURL });
    try {
      // A test may have ended super_admin's sessions (sign out everywhere, a password change).
      const valid = adminToken.value && (await ctx.get("/api/auth/me", { headers: { Authorization: `Bearer ${adminToken.value}` } })).status() === 200;
      if (!valid) {
        const res = await ctx.post("/api/auth/login", { data: ADMIN });
        expect(res.status()).toBe(200);
        adminToken.value = ((await res.json()) as { token: string }).token;
      }
    } finally {
      await ctx.dispose();
    }
    await use(adminToken.value);
  },
  api: async ({ playwright, baseURL, token }, use) => {
    const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
    await use(ctx);
    await ctx.dispose();
  },
});
