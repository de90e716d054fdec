import { MESSAGES, SESSION_KEYS } from "../../shared/constants.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { part, signInWithForm, snapshotBlocks } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { recordRequests } from "./support/requests.ts";

const session = (page: import("@playwright/test").Page) =>
  page.evaluate((keys) => Object.fromEntries(Object.values(keys).map((k) => [k, sessionStorage.getItem(k)])), SESSION_KEYS);

test.describe("admin sign-in", () => {
  test("the login panel is 400px wide, titled with the company short name, with labelled fields", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page).toHaveTitle("Sign in | R28 CMS");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("R28 CMS");
    await expect(page.getByLabel("Username")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    const panel = page.locator(".admin-login__panel");
    expect((await panel.boundingBox())?.width).toBe(400);
    // The site header and footer are not part of the admin.
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });

  test("an empty field shows 'All fields must be filled.' in red and sends no request", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByLabel("Username")).toBeEditable();
    const calls = recordRequests(page, (r) => r.url().includes("/api/"));
    const alert = page.getByRole("alert").filter({ hasText: MESSAGES.loginEmpty });

    await page.getByRole("button", { name: "Submit" }).click();
    await expect(alert).toHaveText(MESSAGES.loginEmpty);
    await expect(alert).toHaveCSS("color", "rgb(179, 38, 30)");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(alert).toBeVisible();

    await page.getByLabel("Username").fill("");
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(alert).toBeVisible();

    expect(await calls.sentSoFar()).toEqual([]);
  });

  test("wrong credentials show 'try again with the correct credentials'", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Username").fill("nobody-here");
    await page.getByLabel("Password").fill("not the password");
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Submit" }).click();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText(MESSAGES.loginFailed);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await session(page))[SESSION_KEYS.isLoggedIn]).toBeNull();
  });

  test("signing in stores isLoggedIn and role (never the token) and opens the dashboard", async ({ page }) => {
    await signInWithForm(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Home page" })).toBeVisible();
    expect(await session(page)).toEqual({ [SESSION_KEYS.isLoggedIn]: "true", [SESSION_KEYS.role]: "super admin", [SESSION_KEYS.token]: null });
    // The credential is the httpOnly cookie, out of reach of scripts.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "r28_session")?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain("r28_session");
  });

  test("the login page sends someone already signed in on to the dashboard", async ({ page }) => {
    await signInWithForm(page, ADMIN);
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("/admin leads to the dashboard", async ({ page }) => {
    await signInWithForm(page, ADMIN);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test.describe("the dashboard guard", () => {
  test("without the session flag every dashboard path redirects to the login", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/dashboard/about", "/admin/dashboard/approach", "/admin/dashboard/strategic-alliances"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole("heading", { name: "R28 CMS" })).toBeVisible();
    }
  });

  test("a revoked session goes back to the login with the keys cleared", async ({ page, playwright, baseURL }) => {
    await signInWithForm(page, ADMIN);
    // Off the dashboard before the revocation, so none of its own requests meets the 401 first
    // (that ends the session from the dashboard itself); the tab keeps its sessionStorage keys.
    await page.goto("/healthz");
    // Signing out elsewhere revokes every token of the user, the browser's cookie included.
    const other = await playwright.request.newContext({ baseURL });
    expect((await other.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    expect((await other.post("/api/auth/logout")).status()).toBe(204);
    await other.dispose();

    await page.goto("/admin/dashboard/approach");
    await expect(page).toHaveURL(/\/admin\/login\?expired=1&next=%2Fadmin%2Fdashboard%2Fapproach$/);
    await expect(page.getByText("Your session has ended.")).toBeVisible();
    expect((await session(page))[SESSION_KEYS.isLoggedIn]).toBeNull();

    // Signing in again returns to the screen that was open.
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/approach$/);
  });

  test("'Log out' ends the session on the server, clears the keys and shows the login", async ({ page }) => {
    await signInWithForm(page, ADMIN);
    const logout = page.waitForResponse((r) => r.url().endsWith("/api/auth/logout"));
    await page.getByRole("button", { name: "Log out" }).click();
    expect((await logout).status()).toBe(204);
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await session(page)).toEqual({ [SESSION_KEYS.isLoggedIn]: null, [SESSION_KEYS.role]: null, [SESSION_KEYS.token]: null });
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test.describe("a session that ends while editing", () => {
  const blocks = snapshotBlocks(["heroText", "stats"]);
  test.beforeEach(async ({ api }) => blocks.take(api));
  test.afterEach(async ({ playwright, baseURL }) => {
    // The test revokes the fixture's token too, so restore with a fresh one.
    const fresh = await playwright.request.newContext({ baseURL });
    expect((await fresh.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    await blocks.restore(fresh);
    await fresh.dispose();
  });

  test("a 401 on Submit goes to the login and keeps what was typed in every form", async ({ page, api }) => {
    await signInWithForm(page, ADMIN);
    const hero = part(page, "Hero");
    const stats = part(page, "Statistics");
    await hero.getByLabel("Hero text").fill("Typed before the session ended");
    await stats.getByLabel("Employees").fill("2500+");

    expect((await api.post("/api/auth/logout")).status()).toBe(204);
    await hero.getByRole("button", { name: "Submit" }).click();

    await expect(page).toHaveURL(/\/admin\/login\?expired=1&next=%2Fadmin%2Fdashboard$/);
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await expect(hero.getByLabel("Hero text")).toHaveValue("Typed before the session ended");
    await expect(stats.getByLabel("Employees")).toHaveValue("2500+");
    await expect(hero.getByText("Your unsaved changes from before your session ended were restored.")).toBeVisible();
    // Nothing was stored while signed out.
    const fresh = await page.request.get(`/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`);
    expect(((await fresh.json()) as { heroText: { text: string } }).heroText.text).not.toBe("Typed before the session ended");

    await hero.getByRole("button", { name: "Submit" }).click();
    await expect(hero.getByRole("status")).toHaveText("Saved");
    await expect(hero.getByText("were restored")).toHaveCount(0);
  });
});
