import type { APIRequestContext, Page } from "@playwright/test";
import { MESSAGES, PASSWORD_MESSAGE_TIMEOUT_MS } from "../../shared/constants.ts";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { pageTasksRun } from "./support/motion.ts";
import { recordRequests } from "./support/requests.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/settings";
const PREFIX = "e2e-user";

interface StoredUser {
  _id: string;
  username: string;
  role: string;
}

async function storedUsers(api: APIRequestContext): Promise<StoredUser[]> {
  const res = await api.get("/api/users");
  expect(res.status()).toBe(200);
  return (await res.json()) as StoredUser[];
}

async function register(api: APIRequestContext, username: string, password: string): Promise<StoredUser> {
  const res = await api.post("/api/auth/register", { data: { username, password } });
  expect(res.status()).toBe(201);
  return (await res.json()) as StoredUser;
}

const usersCard = (page: Page) => page.getByRole("region", { name: "Users", exact: true });
const row = (page: Page, name: string) => usersCard(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });
const passwordCard = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

async function fillPassword(card: ReturnType<typeof passwordCard>, current: string, next: string, confirm = next) {
  await card.getByLabel("Current password").fill(current);
  await card.getByLabel("New password", { exact: true }).fill(next);
  await card.getByLabel("Confirm new password").fill(confirm);
}

test.describe("admin: settings", () => {
  test.afterEach(async ({ api }) => {
    for (const user of await storedUsers(api)) {
      if (user.username.startsWith(PREFIX)) expect((await api.delete(`/api/users/${user._id}`)).status()).toBe(204);
    }
  });

  test("state 1: a numbered user list, 'Super Admin' with a change-password icon and no delete button", async ({ api, page }) => {
    await register(api, `${PREFIX}-listed`, "listed-password-1");
    await signIn(page, ADMIN, SCREEN);
    await expect(page).toHaveTitle("Settings | R28 CMS");

    const superRow = row(page, "Super Admin");
    await expect(superRow.getByRole("cell").first()).toHaveText("1");
    await expect(superRow.getByRole("button", { name: "Change password" })).toBeVisible();
    await expect(superRow.getByRole("button", { name: /Delete/ })).toHaveCount(0);

    const users = await storedUsers(api);
    const index = users.findIndex((u) => u.username === `${PREFIX}-listed`);
    const listed = row(page, `${PREFIX}-listed`);
    await expect(listed.getByRole("cell").first()).toHaveText(String(index + 1));
    await expect(listed.getByRole("button", { name: `Delete ${PREFIX}-listed` })).toBeVisible();
    await expect(listed.getByRole("button", { name: "Change password" })).toHaveCount(0);
    await expect(usersCard(page).getByRole("button", { name: /^Delete / })).toHaveCount(users.length - 1);

    await expect(page.getByRole("button", { name: "New User", exact: true })).toBeVisible();
    await expect(passwordCard(page, "Change password")).toHaveCount(0);
    await expect(passwordCard(page, "New user")).toHaveCount(0);
  });

  test("state 2: a wrong current password shows 'Error changing password' for 3 seconds, then it clears", async ({ page }) => {
    await page.clock.install();
    await signIn(page, ADMIN, SCREEN);
    await row(page, "Super Admin").getByRole("button", { name: "Change password" }).click();
    const card = passwordCard(page, "Change password");
    await expect(card).toBeVisible();
    await expect(page.getByRole("button", { name: "New User", exact: true })).toBeVisible();

    await fillPassword(card, "not-the-password", "whatever-new-1");
    // From here the page's time moves only when the test moves it: the message's timer starts at
    // the paused instant, however long the server and the machine take to get there.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await card.getByRole("button", { name: "Submit" }).click();
    const message = card.getByRole("alert").filter({ hasText: MESSAGES.passwordChangeFailed });
    await expect(message).toBeVisible();
    await pageTasksRun(page);
    await page.clock.runFor(PASSWORD_MESSAGE_TIMEOUT_MS - 1);
    await pageTasksRun(page);
    await expect(message, "still shown 1 ms before the end").toBeVisible();
    await page.clock.runFor(1);
    await expect(message, "gone once the time is up").toBeHidden();
    await page.clock.resume();

    await page.getByRole("button", { name: "Close change password" }).click();
    await expect(card).toHaveCount(0);
  });

  test.describe("the super admin's own password", () => {
    const temporary = "temporary-super-password-1";
    // Every other test signs in as super_admin: whatever happened (a failed step, a timeout), the
    // password goes back before the next test, in a hook that runs even after a timeout.
    test.afterEach(async ({ playwright, baseURL }) => {
      const ctx = await playwright.request.newContext({ baseURL });
      if ((await ctx.post("/api/auth/login", { data: ADMIN })).status() !== 200) {
        const login = await ctx.post("/api/auth/login", { data: { username: ADMIN.username, password: temporary } });
        expect(login.status(), "super_admin signs in with neither password").toBe(200);
        const { token } = (await login.json()) as { token: string };
        const back = await ctx.patch("/api/users/change-password", {
          data: { username: ADMIN.username, currentPassword: temporary, newPassword: ADMIN.password },
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(back.status()).toBe(200);
        expect((await ctx.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
      }
      await ctx.dispose();
    });

    test("state 2: the super admin's password is changed, the fields clear, and the new password signs in", async ({ page, playwright, baseURL }) => {
      await signIn(page, ADMIN, SCREEN);
      await row(page, "Super Admin").getByRole("button", { name: "Change password" }).click();
      const card = passwordCard(page, "Change password");
      await fillPassword(card, ADMIN.password, temporary);
      await card.getByRole("button", { name: "Submit" }).click();
      await expect(card.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
      for (const label of ["Current password", "Confirm new password"]) await expect(card.getByLabel(label)).toHaveValue("");
      await expect(card.getByLabel("New password", { exact: true })).toHaveValue("");
      const check = await playwright.request.newContext({ baseURL });
      expect((await check.post("/api/auth/login", { data: { username: ADMIN.username, password: temporary } })).status()).toBe(200);
      expect((await check.post("/api/auth/login", { data: ADMIN })).status()).toBe(401);
      await check.dispose();

      // Still signed in (the answer renewed the session), so it can be changed back from here.
      await fillPassword(card, temporary, ADMIN.password);
      await card.getByRole("button", { name: "Submit" }).click();
      await expect(card.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    });
  });

  test("the new passwords must match before anything is sent", async ({ page }) => {
    await signIn(page, ADMIN, SCREEN);
    await row(page, "Super Admin").getByRole("button", { name: "Change password" }).click();
    const card = passwordCard(page, "Change password");
    const calls = recordRequests(page, (r) => r.url().includes("/api/users/change-password"));
    await fillPassword(card, ADMIN.password, "first-new-password", "second-new-password");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByText("Confirm new password does not match the new password")).toBeVisible();
    expect(await calls.sentSoFar()).toEqual([]);
  });

  test("state 3: New User hides itself, opens the form, and the created admin is listed and can sign in", async ({ api, page, browser, baseURL }) => {
    const username = `${PREFIX}-created`;
    const password = "created-password-1";
    await signIn(page, ADMIN, SCREEN);
    await page.getByRole("button", { name: "New User", exact: true }).click();
    const card = passwordCard(page, "New user");
    await expect(card).toBeVisible();
    await expect(page.getByRole("button", { name: "New User", exact: true })).toHaveCount(0);

    await card.getByLabel("Username").fill(username);
    await card.getByLabel("Password", { exact: true }).fill(password);
    await card.getByLabel("Confirm password").fill(password);
    await card.getByRole("button", { name: "Submit" }).click();

    await expect(page.getByRole("status").filter({ hasText: `‘${username}’ can now sign in` })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New User", exact: true })).toBeVisible();
    await expect(row(page, username).getByRole("button", { name: `Delete ${username}` })).toBeVisible();
    expect((await storedUsers(api)).find((u) => u.username === username)?.role).toBe("admin");

    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await signIn(second, { username, password });
    await expect(second.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
    await other.close();
  });

  test("state 3: a taken username is refused with the server's words", async ({ api, page }) => {
    await register(api, `${PREFIX}-taken`, "taken-password-1");
    await signIn(page, ADMIN, SCREEN);
    await page.getByRole("button", { name: "New User", exact: true }).click();
    const card = passwordCard(page, "New user");
    await card.getByLabel("Username").fill(`${PREFIX}-taken`);
    await card.getByLabel("Password", { exact: true }).fill("another-password-1");
    await card.getByLabel("Confirm password").fill("another-password-1");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByRole("alert").filter({ hasText: "A user with this username already exists" })).toBeVisible();
    await page.getByRole("button", { name: "Close new user" }).click();
    await expect(page.getByRole("button", { name: "New User", exact: true })).toBeVisible();
  });

  test("deleting a user asks first, then removes them from the list", async ({ api, page }) => {
    const username = `${PREFIX}-deleted`;
    await register(api, username, "deleted-password-1");
    await signIn(page, ADMIN, SCREEN);

    await row(page, username).getByRole("button", { name: `Delete ${username}` }).click();
    const dialog = page.getByRole("dialog", { name: `Delete ‘${username}’?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row(page, username)).toHaveCount(1);

    await row(page, username).getByRole("button", { name: `Delete ${username}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Deleted ‘${username}’` })).toBeVisible();
    await expect(row(page, username)).toHaveCount(0);
    expect((await storedUsers(api)).some((u) => u.username === username)).toBe(false);
  });

  test("an admin sees 'Your are not authorized to view this page' and can still change their own password", async ({ api, page, browser, baseURL }) => {
    const username = `${PREFIX}-admin`;
    await register(api, username, "admin-password-1");
    await signIn(page, { username, password: "admin-password-1" }, SCREEN);

    await expect(page.getByText(MESSAGES.notAuthorized, { exact: true })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New User", exact: true })).toHaveCount(0);

    const card = passwordCard(page, "Change my password");
    await expect(card.getByText(username, { exact: true })).toBeVisible();
    await fillPassword(card, "admin-password-1", "admin-password-2");
    await card.getByRole("button", { name: "Submit" }).click();
    await expect(card.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
    await expect(card.getByLabel("Current password")).toHaveValue("");

    // Still signed in with the renewed session; the new password is the one that works now.
    await page.reload();
    await expect(page.getByText(MESSAGES.notAuthorized, { exact: true })).toBeVisible();
    const fresh = await browser.newContext({ baseURL });
    const second = await fresh.newPage();
    await signIn(second, { username, password: "admin-password-2" });
    await fresh.close();
  });

  test("states 1, 2 and 3 and the unauthorized view have no axe violations", async ({ api, page, browser, baseURL }) => {
    await register(api, `${PREFIX}-axe`, "axe-password-1");
    await signIn(page, ADMIN, SCREEN);
    const main = { include: "#main-content" };
    await expect(page.getByRole("table", { name: "Users, numbered" })).toBeVisible();
    await expectNoAxeViolations(page, { ...main, label: "state 1" });
    await row(page, "Super Admin").getByRole("button", { name: "Change password" }).click();
    await expect(passwordCard(page, "Change password")).toBeVisible();
    await expectNoAxeViolations(page, { ...main, label: "state 2" });
    await page.getByRole("button", { name: "New User", exact: true }).click();
    await expect(passwordCard(page, "New user")).toBeVisible();
    await expectNoAxeViolations(page, { ...main, label: "state 3" });

    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await signIn(second, { username: `${PREFIX}-axe`, password: "axe-password-1" }, SCREEN);
    await expect(second.getByText(MESSAGES.notAuthorized, { exact: true })).toBeVisible();
    await expectNoAxeViolations(second, { ...main, label: "unauthorized view" });
    await other.close();
  });
});
