import type { APIRequestContext, Cookie, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { SINGLETONS, type SingletonKey } from "../../../shared/schemas/content.ts";
import { ADMIN, expect, test } from "./fixtures.ts";

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
export async function signInWithForm(page: Page, credentials: { username: string; password: string }, next = "/admin/dashboard"): Promise<void> {
  await page.goto(next === "/admin/dashboard" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("Username").fill(credentials.username);
  await page.getByLabel("Password").fill(credentials.password);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.waitForURL((url) => url.pathname === next);
}

/**
 * super_admin's signed-in browser state (the session cookie and the UI's sessionStorage keys),
 * saved after the worker's first sign-in through the form, per server.
 */
const adminStates = new Map<string, { cookies: Cookie[]; session: Record<string, string> }>();

/**
 * Signs in and opens the dashboard (or `next`). super_admin signs in through the form once per
 * worker; later tests start from the saved state while the server still accepts its session (a
 * test may have ended it), and sign in through the form again when it does not. Other users, and
 * the sign-in tests themselves (signInWithForm), always go through the form.
 */
export async function signIn(page: Page, credentials: { username: string; password: string }, next = "/admin/dashboard"): Promise<void> {
  const isAdmin = credentials.username === ADMIN.username && credentials.password === ADMIN.password;
  // The worker's server (support/fixtures.ts): the state is saved for it alone.
  const origin = new URL(process.env.E2E_BASE_URL ?? "http://localhost").origin;
  const saved = isAdmin ? adminStates.get(origin) : undefined;
  if (saved) {
    const context = page.context();
    await context.addCookies(saved.cookies);
    // The UI's keys live in the tab's sessionStorage: written on a page of the origin first.
    await page.goto("/healthz");
    if (new URL(page.url()).origin === origin && (await context.request.get(`${origin}/api/auth/me`)).status() === 200) {
      await page.evaluate((keys) => {
        for (const [k, v] of Object.entries(keys)) sessionStorage.setItem(k, v);
      }, saved.session);
      await page.goto(next);
      await page.waitForURL((url) => url.pathname === next);
      return;
    }
    await context.clearCookies();
    adminStates.delete(origin);
  }
  await signInWithForm(page, credentials, next);
  if (isAdmin) {
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    adminStates.set(origin, { cookies: await page.context().cookies(origin), session });
  }
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

/**
 * A small PNG of one colour, for uploads. The media library keeps equal bytes once (an upload of
 * the same pixels is the image already stored, with its name and alt text): a test that reads its
 * upload's own library entry uses a colour no other spec uses, or its outcome depends on which
 * specs ran before it in its worker.
 */
export async function pngFile(name: string, rgb: { r: number; g: number; b: number }, width = 192, height = 60) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: rgb } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}
