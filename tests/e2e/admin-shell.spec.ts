import { MESSAGES } from "../../shared/constants.ts";
import { part, signIn } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const MENU = [
  ["Home", "/admin/dashboard"],
  ["News", "/admin/dashboard/news"],
  ["About", "/admin/dashboard/about"],
  ["Approach", "/admin/dashboard/approach"],
  ["Strategic Alliances", "/admin/dashboard/strategic-alliances"],
  ["Our Investments", "/admin/dashboard/our-investments"],
  ["Settings", "/admin/dashboard/settings"],
] as const;

test.describe("desktop only", () => {
  for (const width of [390, 800]) {
    test(`at ${width}px the admin shows the mobile notice and a way home instead of the screens`, async ({ page }) => {
      await signIn(page, ADMIN);
      await page.setViewportSize({ width, height: 844 });
      await page.reload();
      await expect(page.getByText(MESSAGES.adminMobile)).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Submit" })).toHaveCount(0);
      await page.getByRole("link", { name: MESSAGES.goHome }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test("the server-rendered login already shows the notice on a phone (no script needed)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/login");
    await expect(page.getByText(MESSAGES.adminMobile)).toBeVisible();
    await expect(page.getByRole("link", { name: MESSAGES.goHome })).toHaveAttribute("href", "/");
    await context.close();
  });

  test("from 1024px the admin is shown and the notice is not", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, ADMIN);
    await expect(page.getByText(MESSAGES.adminMobile)).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  });
});

test.describe("the side menu", () => {
  test("has the seven items in order, linking to their screens", async ({ page }) => {
    await signIn(page, ADMIN);
    const links = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link");
    await expect(links).toHaveText(MENU.map(([label]) => label));
    for (const [i, [, href]] of MENU.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
  });

  test("marks the current item, and only it", async ({ page }) => {
    await signIn(page, ADMIN);
    const nav = page.getByRole("navigation", { name: "Dashboard" });
    const current = nav.locator("[aria-current=page]");
    await expect(current).toHaveText("Home");
    for (const [label, href] of [MENU[2], MENU[3], MENU[4], MENU[0]]) {
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home page");
  });

  test("each content screen has a 'View page' link to its public page, opening in a new tab", async ({ page }) => {
    await signIn(page, ADMIN);
    const cases = [
      ["/admin/dashboard", ["/"]],
      ["/admin/dashboard/about", ["/about-us", "/about-us/who-we-are", "/about-us/our-culture-and-core-values", "/privacy", "/accessibility"]],
      ["/admin/dashboard/approach", ["/approach"]],
      ["/admin/dashboard/strategic-alliances", ["/strategic-alliances"]],
    ] as const;
    for (const [screen, pages] of cases) {
      await page.goto(screen);
      const links = page.getByRole("link", { name: /^View page/ });
      await expect(links).toHaveCount(pages.length);
      for (const [i, href] of pages.entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", href);
        await expect(links.nth(i)).toHaveAttribute("target", "_blank");
      }
    }
  });
});

test.describe("unsaved changes", () => {
  test("leaving a screen with unsaved changes asks first; staying keeps them", async ({ page }) => {
    await signIn(page, ADMIN);
    const hero = part(page, "Hero");
    await hero.getByLabel("Hero text").fill("Not submitted yet");
    await expect(hero.getByRole("status").first()).toHaveText("Unsaved changes");

    await page.getByRole("link", { name: "Approach" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave with unsaved changes?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(hero.getByLabel("Hero text")).toHaveValue("Not submitted yet");

    await page.getByRole("link", { name: "Approach" }).click();
    await dialog.getByRole("button", { name: "Leave page" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\/approach$/);
    // Nothing was saved.
    await page.getByRole("link", { name: "Home" }).click();
    await expect(part(page, "Hero").getByLabel("Hero text")).not.toHaveValue("Not submitted yet");
  });

  test("leaving the admin for another address with unsaved changes triggers the browser's warning", async ({ page }) => {
    await signIn(page, ADMIN);
    // Real key presses: browsers only warn on pages the person has interacted with.
    const sectors = part(page, "Statistics").getByLabel("Sectors");
    await sectors.click();
    await sectors.pressSequentially("1");
    await expect(part(page, "Statistics").getByRole("status")).toHaveText("Unsaved changes");
    const dialog = page.waitForEvent("dialog");
    const leaving = page.goto("/").catch(() => "stayed");
    const d = await dialog;
    expect(d.type()).toBe("beforeunload");
    await d.dismiss();
    expect(await leaving).toBe("stayed");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(part(page, "Statistics").getByLabel("Sectors")).toHaveValue(/1$/);
  });

  test("logging out with unsaved changes asks first", async ({ page }) => {
    await signIn(page, ADMIN);
    await part(page, "Statistics").getByLabel("Sectors").fill("12");
    await page.getByRole("button", { name: "Log out" }).click();
    const dialog = page.getByRole("dialog", { name: "Log out with unsaved changes?" });
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole("button", { name: "Log out" }).click();
    await dialog.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test("a dashboard address without a screen says so inside the dashboard", async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto("/admin/dashboard/no-such-screen");
    await expect(page.getByRole("heading", { name: "There is no screen at this address" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  });
});
