import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "./global-setup.ts";

export { expect };
export const ADMIN = { username: "super_admin", password: E2E_ADMIN_PASSWORD };

/** Tests run against the server global-setup started; `api` is logged in as super_admin. */
export const test = base.extend<{ api: APIRequestContext; token: string }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e`");
    await use(url);
  },
  token: async ({ playwright, baseURL }, use) => {
    const ctx = await playwright.request.newContext({ baseURL });
    const res = await ctx.post("/api/auth/login", { data: ADMIN });
    expect(res.status()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    await ctx.dispose();
    await use(token);
  },
  api: async ({ playwright, baseURL, token }, use) => {
    const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
    await use(ctx);
    await ctx.dispose();
  },
});
