import type { APIRequestContext, Page } from "@playwright/test";
import { signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

// Roles in Settings: the New User form's Role choice (Admin unless Editor is chosen, as SPEC.md's
// form always made admins) and the super admin moving a user between admin and editor in the list.

const SCREEN = "/admin/dashboard/settings";
const PREFIX = "e2e-role";
const SHOTS = process.env.ROLE_SHOTS_DIR;

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

const usersCard = (page: Page) => page.getByRole("region", { name: "Users", exact: true });
const row = (page: Page, name: string) => usersCard(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) });
const newUserCard = (page: Page) => page.getByRole("region", { name: "New user", exact: true });

async function createThroughForm(page: Page, username: string, password: string, role?: "Editor") {
  await page.getByRole("button", { name: "New User", exact: true }).click();
  const card = newUserCard(page);
  await expect(card).toBeVisible();
  await card.getByLabel("Username").fill(username);
  if (role) await card.getByLabel("Role").selectOption("editor");
  await card.getByLabel("Password", { exact: true }).fill(password);
  await card.getByLabel("Confirm password").fill(password);
  if (SHOTS && role) await page.screenshot({ path: `${SHOTS}/new-user-editor-1280.png`, fullPage: true });
  await card.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: `‘${username}’ can now sign in` })).toBeVisible();
}

test.describe("admin: user roles", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.afterEach(async ({ api }) => {
    for (const user of await storedUsers(api)) {
      if (user.username.startsWith(PREFIX)) expect((await api.delete(`/api/users/${user._id}`)).status()).toBe(204);
    }
  });

  test("the New User form makes an admin unless Editor is chosen", async ({ api, page }) => {
    await signIn(page, ADMIN, SCREEN);
    await page.getByRole("button", { name: "New User", exact: true }).click();
    const role = newUserCard(page).getByLabel("Role");
    await expect(role).toHaveValue("admin");
    await expect(role.locator("option")).toHaveText([/^Admin/, /^Editor/]);
    await page.getByRole("button", { name: "Close new user" }).click();

    await createThroughForm(page, `${PREFIX}-plain`, "plain-role-password-1");
    await createThroughForm(page, `${PREFIX}-writer`, "writer-role-password-1", "Editor");
    const users = await storedUsers(api);
    expect(users.find((u) => u.username === `${PREFIX}-plain`)?.role).toBe("admin");
    expect(users.find((u) => u.username === `${PREFIX}-writer`)?.role).toBe("editor");
    await expect(row(page, `${PREFIX}-plain`).getByLabel(`Role of ${PREFIX}-plain`)).toHaveValue("admin");
    await expect(row(page, `${PREFIX}-writer`).getByLabel(`Role of ${PREFIX}-writer`)).toHaveValue("editor");
  });

  test("the super admin moves a user between admin and editor; the super admin's own role is fixed", async ({ api, page, browser, baseURL }) => {
    const username = `${PREFIX}-moved`;
    const password = "moved-role-password-1";
    expect((await api.post("/api/auth/register", { data: { username, password } })).status()).toBe(201);
    await signIn(page, ADMIN, SCREEN);

    const superRow = row(page, "Super Admin");
    await expect(superRow.getByRole("cell").nth(1)).toHaveText("super admin");
    await expect(superRow.getByRole("combobox")).toHaveCount(0);

    // The user is signed in elsewhere as an admin; the change applies to their next request.
    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await signIn(second, { username, password });
    const asUser = () => second.request.get("/api/messages/unread");
    expect((await asUser()).status()).toBe(200);

    await row(page, username).getByLabel(`Role of ${username}`).selectOption("editor");
    await expect(page.getByRole("status").filter({ hasText: `‘${username}’ is now an editor` })).toBeVisible();
    expect((await storedUsers(api)).find((u) => u.username === username)?.role).toBe("editor");
    expect((await asUser()).status()).toBe(403);
    if (SHOTS) await usersCard(page).screenshot({ path: `${SHOTS}/users-roles-1280.png` });
    await expectNoAxeViolations(page);

    await row(page, username).getByLabel(`Role of ${username}`).selectOption("admin");
    await expect(page.getByRole("status").filter({ hasText: `‘${username}’ is now an admin` })).toBeVisible();
    expect((await storedUsers(api)).find((u) => u.username === username)?.role).toBe("admin");
    expect((await asUser()).status()).toBe(200);
    await other.close();
  });
});
