import { registerUserForEachTest, signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/settings";
const USER = { username: "e2e-sessions-user", password: "e2e-sessions-password" };

// "Sign out everywhere" in Settings.
test.describe("admin: sign out everywhere", () => {
  registerUserForEachTest(USER);

  test("ends the sessions of every browser of the user, this one too, and shows the login screen", async ({ browser, baseURL, page }) => {
    const otherContext = await browser.newContext({ baseURL });
    const other = await otherContext.newPage();
    await signIn(other, USER, SCREEN);
    await signIn(page, USER, SCREEN);

    const card = page.getByRole("region", { name: "Sessions", exact: true });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page, { include: "#main-content", label: "settings with the sessions card" });
    await card.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();

    // The other browser's session is gone too: its next call is refused and it lands on the login page.
    expect((await other.request.get("/api/auth/me")).status()).toBe(401);
    await other.reload();
    await expect(other).toHaveURL(/\/admin\/login/);
    await otherContext.close();

    // Signing in again works.
    await signIn(page, USER, SCREEN);
    await expect(page.getByRole("region", { name: "Sessions", exact: true })).toBeVisible();
  });
});
