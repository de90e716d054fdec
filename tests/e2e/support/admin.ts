import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { SINGLETONS, type SingletonKey } from "../../../shared/schemas/content.ts";
import { expect, test } from "./fixtures.ts";

/**
 * For a describe block: registers the user (as an admin, through the API) before each test and
 * deletes them after it, so each test starts from a user with no sessions and no second factor.
 */
export function registerUserForEachTest(user: { username: string; password: string }): void {
  let userId = "";
  test.beforeEach(async ({ api }) => {
    const res = await api.post("/api/auth/register", { data: user });
    expect(res.status()).toBe(201);
    userId = ((await res.json()) as { _id: string })._id;
  });
  test.afterEach(async ({ api }) => {
    expect((await api.delete(`/api/users/${userId}`)).status()).toBe(204);
  });
}

/** Signs in through the login form and waits for the dashboard (or `next`). */
export async function signIn(page: Page, credentials: { username: string; password: string }, next = "/admin/dashboard"): Promise<void> {
  await page.goto(next === "/admin/dashboard" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/** The card of one editor part, by its heading. */
export function part(page: Page, title: string): Locator {
  return page.getByRole("region", { name: title, exact: true });
}

/** Submits a part and waits for its 'Saved' confirmation. */
export async function submitAndExpectSaved(card: Locator): Promise<void> {
  await card.getByRole("button", { name: "Submit" }).click();
  await expect(card.getByRole("status").filter({ hasText: "Saved" })).toHaveText("Saved");
}

const pathOf = (key: SingletonKey) => `/api${SINGLETONS[key].path}/${SINGLETONS[key].id}`;

export async function readBlock(api: APIRequestContext, key: SingletonKey): Promise<Record<string, string>> {
  const res = await api.get(pathOf(key));
  expect(res.status()).toBe(200);
  return ((await res.json()) as Record<string, Record<string, string>>)[SINGLETONS[key].envelope] as Record<string, string>;
}

/** Keeps the blocks a test edits and puts them back afterwards. */
export function snapshotBlocks(keys: readonly SingletonKey[]) {
  let saved: Partial<Record<SingletonKey, Record<string, string>>> = {};
  return {
    async take(api: APIRequestContext) {
      saved = {};
      for (const key of keys) saved[key] = await readBlock(api, key);
    },
    async restore(api: APIRequestContext) {
      for (const key of keys) {
        const value = saved[key];
        if (value) expect((await api.patch(pathOf(key), { data: value })).status()).toBe(200);
      }
    },
  };
}

/** A small PNG of one colour, for uploads. */
export async function pngFile(name: string, rgb: { r: number; g: number; b: number }, width = 192, height = 60) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: rgb } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}
