import { TWO_FACTOR } from "../../shared/constants.ts";
import { codeAt } from "../helpers/two-factor.ts";
import { registerUserForEachTest, signIn } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const SCREEN = "/admin/dashboard/settings";
const USER = { username: "e2e-two-factor-user", password: "e2e-two-factor-password" };
/** A code of the next time step: the one the confirmation used cannot be used again (no replay). */
const nextCode = (secret: string) => codeAt(secret, Date.now() + TWO_FACTOR.periodSeconds * 1000);

// Two-factor sign-in, set up in Settings and asked for at sign-in.
test.describe("admin: two-factor sign-in", () => {
  registerUserForEachTest(USER);

  test("is set up in Settings with the QR code and the key, shows the recovery codes once, and then sign-in asks for the code", async ({ page }) => {
    await signIn(page, USER, SCREEN);
    const card = page.getByRole("region", { name: "Two-factor sign-in", exact: true });
    await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    const qr = card.getByRole("img", { name: "QR code to add this account to your authenticator app" });
    await expect(qr).toBeVisible();
    // The image really loads (a data: image, which the admin's Content-Security-Policy allows).
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const secret = (await card.locator(".admin-two-factor__secret code").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoAxeViolations(page, { include: "#main-content", label: "two-factor setup with the QR code" });

    // A wrong code is refused with a message; the right one turns it on.
    await card.getByLabel("Authentication code").fill(codeAt(secret) === "000000" ? "111111" : "000000");
    await card.getByRole("button", { name: "Confirm and turn on" }).click();
    await expect(card.getByRole("alert")).toHaveText("The authentication code is not correct");
    await card.getByLabel("Authentication code").fill(codeAt(secret));
    await card.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await expect(card.getByRole("link", { name: "Download recovery codes" })).toHaveAttribute("download", "recovery-codes.txt");
    await expect(card.getByRole("button", { name: "Copy recovery codes" })).toBeVisible();
    await expectNoAxeViolations(page, { include: "#main-content", label: "the recovery codes, shown once" });
    await card.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await expect(card.getByRole("list", { name: "Recovery codes" })).toHaveCount(0);
    await expect(card).toContainText("Two-factor sign-in is on. 10 of 10 recovery codes left.");

    // Sign out, then sign in: the password, then the code.
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByLabel("Username").fill(USER.username);
    await page.getByLabel("Password").fill(USER.password);
    await page.getByRole("button", { name: "Submit" }).click();
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeVisible();
    await expectNoAxeViolations(page, { label: "the second step of sign-in" });
    await code.fill(nextCode(secret));
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test("the super admin sees who has it in the user list and resets a user's second factor", async ({ page, playwright, baseURL }) => {
    // The user turns it on through the API, with a code generated here.
    const asUser = await playwright.request.newContext({ baseURL });
    expect((await asUser.post("/api/auth/login", { data: USER })).status()).toBe(200);
    const { secret } = (await (await asUser.post("/api/two-factor/start")).json()) as { secret: string };
    expect((await asUser.post("/api/two-factor/confirm", { data: { code: codeAt(secret) } })).status()).toBe(200);
    await asUser.dispose();

    await signIn(page, ADMIN, SCREEN);
    const row = page.getByRole("row").filter({ hasText: USER.username });
    await expect(row.getByRole("cell", { name: "On", exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Require two-factor sign-in for everyone" })).toBeDisabled();
    await row.getByRole("button", { name: `Reset two-factor sign-in of ${USER.username}` }).click();
    const dialog = page.getByRole("dialog", { name: `Reset two-factor sign-in of ${USER.username}?` });
    await expectNoAxeViolations(page, { label: "the reset question" });
    await dialog.getByRole("button", { name: "Reset two-factor sign-in" }).click();
    await expect(page.getByText(`Two-factor sign-in of ‘${USER.username}’ was reset`)).toBeVisible();
    await expect(row.getByRole("cell", { name: "Off", exact: true })).toBeVisible();
    await expect(row.getByRole("button", { name: `Reset two-factor sign-in of ${USER.username}` })).toHaveCount(0);
  });

  test.describe("required for everyone", () => {
    test.afterEach(async ({ api }) => {
      // Back as it was for the other tests: not required, and the super admin signs in with a password alone.
      expect((await api.patch("/api/two-factor/policy", { data: { required: false } })).status()).toBe(200);
      expect([204, 409]).toContain((await api.post("/api/two-factor/disable", { data: { password: ADMIN.password } })).status());
    });

    test("sends a user without it to the setup card, and lets them work once it is on", async ({ api, page }) => {
      const { secret: own } = (await (await api.post("/api/two-factor/start")).json()) as { secret: string };
      expect((await api.post("/api/two-factor/confirm", { data: { code: codeAt(own) } })).status()).toBe(200);
      expect((await api.patch("/api/two-factor/policy", { data: { required: true } })).status()).toBe(200);

      await page.goto("/admin/login");
      await page.getByLabel("Username").fill(USER.username);
      await page.getByLabel("Password").fill(USER.password);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard\/settings#two-factor$/);
      const card = page.getByRole("region", { name: "Two-factor sign-in", exact: true });
      await expect(card).toContainText("Two-factor sign-in is required for every account. Set it up to continue making changes.");
      await expectNoAxeViolations(page, { include: "#main-content", label: "settings while two-factor sign-in is required" });

      await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      const secret = (await card.locator(".admin-two-factor__secret code").textContent())!.trim();
      await card.getByLabel("Authentication code").fill(codeAt(secret));
      await card.getByRole("button", { name: "Confirm and turn on" }).click();
      await expect(card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
      await page.goto("/admin/dashboard");
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });
  });
});
