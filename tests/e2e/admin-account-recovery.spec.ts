import { ACCOUNT_RECOVERY_MESSAGES, MESSAGES } from "../../shared/constants.ts";
import { registerUserForEachTest, signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/settings";
const USER = { username: "e2e-recovery-user", password: "e2e-recovery-password" };

// Getting back in, as staff meet it: the super admin's one-time password, the new-password step,
// the sign-in page without e-mail configured, and the page an e-mailed link opens.
test.describe("admin: getting back into an account", () => {
  registerUserForEachTest(USER);

  test("the super admin gives a one-time password in Settings; the user signs in with it and must choose a new one", async ({ page, browser }) => {
    await signIn(page, ADMIN, SCREEN);
    await page.getByRole("button", { name: `Give ${USER.username} a one-time password` }).click();
    const confirm = page.getByRole("dialog", { name: `Give ${USER.username} a one-time password?` });
    await expect(confirm).toContainText("Their current password stops working and every session of theirs ends now.");
    await confirm.getByRole("button", { name: "Give a one-time password" }).click();
    const shown = page.getByRole("dialog", { name: `One-time password for ${USER.username}` });
    await expect(shown).toBeVisible();
    const otp = (await shown.locator("code").textContent())!.trim();
    expect(otp).toMatch(/^[A-Za-z0-9_-]{20}$/);
    await expectNoAxeViolations(page, { label: "the one-time password dialog" });
    await shown.getByRole("button", { name: "Done" }).click();
    await expect(shown).toBeHidden();

    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await other.goto("/admin/login");
      await other.getByLabel("Username").fill(USER.username);
      await other.getByLabel("Password").fill(USER.password);
      await other.getByRole("button", { name: "Submit" }).click();
      await expect(other.getByRole("alert")).toContainText(MESSAGES.loginFailed);
      await other.getByLabel("Password").fill(otp);
      await other.getByRole("button", { name: "Submit" }).click();
      await expect(other.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
      await expectNoAxeViolations(other, { label: "the new-password step after a one-time password" });
      await other.locator("input[name=newPassword]").fill("e2e-chosen-password-1");
      await other.locator("input[name=confirmPassword]").fill("e2e-chosen-password-2");
      await other.getByRole("button", { name: "Save and sign in" }).click();
      await expect(other.getByText("does not match the new password")).toBeVisible();
      await other.locator("input[name=confirmPassword]").fill("e2e-chosen-password-1");
      await other.getByRole("button", { name: "Save and sign in" }).click();
      await expect(other).toHaveURL(/\/admin\/dashboard$/);
    } finally {
      await context.close();
    }
  });

  test("without SMTP the sign-in page is SPEC.md's alone, with no 'Forgot password?'", async ({ page, request }) => {
    expect(await (await request.get("/api/auth/recovery")).json()).toEqual({ forgotPassword: false });
    await page.goto("/admin/login");
    // The panel is rendered from the root loader's data, which says whether to offer it.
    await expect(page.getByLabel("Username")).toBeEditable();
    await expect(page.getByRole("button", { name: "Submit" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Forgot password?" })).toHaveCount(0);
  });

  test("the page of an e-mailed link refuses an unknown or used link, and says when the link is incomplete", async ({ page }) => {
    await page.goto("/admin/reset-password#token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    // The token leaves the address bar at once.
    await expect(page).toHaveURL(/\/admin\/reset-password$/);
    await page.locator("input[name=newPassword]").fill("e2e-reset-password-1");
    await page.locator("input[name=confirmPassword]").fill("e2e-reset-password-1");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("alert")).toHaveText(ACCOUNT_RECOVERY_MESSAGES.linkInvalid);
    await expectNoAxeViolations(page, { label: "the reset page" });
    await page.goto("/admin/reset-password");
    await expect(page.getByRole("alert")).toContainText("This link is incomplete.");
  });
});
