import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/** The transform of a link's ::after underline ("none" or a matrix). */
const underline = (page: Page, name: string) =>
  page
    .getByRole("navigation", { name: "Main", exact: true })
    .getByRole("link", { name, exact: true })
    .evaluate((el) => getComputedStyle(el, "::after").transform);

// The header's colour change and the menu's slide-in are part of what this spec checks: motion on.
test.use({ reducedMotion: "no-preference" });

test.describe("the site header on a wide screen", () => {
  test("is 128px high, transparent with the light logo at the top, and white with a shadow and the dark logo once scrolled", async ({ page }) => {
    await page.goto("/approach");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await expect(header).toHaveCSS("height", "128px");
    await expect(header.locator(".site-header__logo-img--light")).toHaveCSS("opacity", "1");
    await expect(header.locator(".site-header__logo-img--dark")).toHaveCSS("opacity", "0");

    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(header).not.toHaveCSS("box-shadow", "none");
    await expect(header.locator(".site-header__logo-img--dark")).toHaveCSS("opacity", "1");
    await expect(header.locator(".site-header__logo-img--light")).toHaveCSS("opacity", "0");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  });

  test("the logo links to the home page", async ({ page }) => {
    await page.goto("/contacts");
    await page.getByRole("banner").getByRole("link", { name: "R28 Holdings home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("underlines the current route's entry and marks it aria-current", async ({ page }) => {
    await page.goto("/approach");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link", { name: "approach", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    await expect.poll(() => underline(page, "approach")).toBe("matrix(1, 0, 0, 1, 0, 0)");
    expect(await underline(page, "contacts")).not.toBe("matrix(1, 0, 0, 1, 0, 0)");

    await page.goto("/about-us/leadership/chiamaka-nwankwo-obi");
    await expect(nav.getByRole("link", { name: "about us", exact: true })).toHaveAttribute("aria-current", "true");
    // The submenu is closed (hidden), so its link is found by its address.
    await expect(nav.locator('a[href="/about-us/leadership"]')).toHaveAttribute("aria-current", "page");
    await expect.poll(() => underline(page, "about us")).toBe("matrix(1, 0, 0, 1, 0, 0)");
  });

  test("opens the about-us submenu on hover, and its items are plain links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const item = nav.getByRole("link", { name: "who we are" });
    await expect(item).toBeHidden();
    await nav.getByRole("link", { name: "about us", exact: true }).hover();
    await expect(item).toBeVisible();
    await expect(nav.getByRole("link", { name: "our culture & core values" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "leadership" })).toHaveAttribute("href", "/about-us/leadership");
    await item.click();
    await expect(page).toHaveURL(/\/about-us\/who-we-are$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Who We Are");
  });

  test("opens the submenu on keyboard focus, Tab walks into it and Escape closes it", async ({ page }) => {
    await page.goto("/");
    // Escape is the enhancement script's, which runs after the largest paint (and the fonts).
    await expect(page.locator(".mobile-menu--enhanced")).toBeAttached();
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const parent = nav.getByRole("link", { name: "about us", exact: true });
    const first = nav.getByRole("link", { name: "who we are" });
    await parent.focus();
    await expect(first).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "our culture & core values" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(parent).toBeFocused();
    await expect(first).toBeHidden();
  });

  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto("/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveAttribute("href", "#main-content");
    await expect(page.locator("main#main-content")).toHaveCount(1);
  });

  test("every page opens scrolled to the top", async ({ page }) => {
    await page.goto("/about-us");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "approach", exact: true }).click();
    await expect(page).toHaveURL(/\/approach$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("the site header on a phone (390px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hamburger opens a slide-in menu in two steps and becomes a close icon while open", async ({ page }) => {
    await page.goto("/approach");
    const toggle = page.getByRole("banner").getByRole("button", { name: "Open menu" });
    // aria-expanded exists once the enhancement script ran.
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    const menuIcon = page.locator(".mobile-menu__icon--menu");
    const closeIcon = page.locator(".mobile-menu__icon--close");
    await expect(menuIcon).toHaveCSS("opacity", "1");
    await expect(closeIcon).toHaveCSS("opacity", "0");

    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(closeIcon).toHaveCSS("opacity", "1");
    await expect(menuIcon).toHaveCSS("opacity", "0");

    // Step 1: the top-level list.
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "approach", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "approach", exact: true })).toHaveAttribute("aria-current", "page");
    for (const label of ["our investments", "strategic alliances", "news & events", "contacts"]) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "who we are" })).toHaveCount(0);

    // Step 2: the chosen item's submenu, with a way back.
    const parent = menu.getByRole("button", { name: /about us/ });
    await expect(parent).toHaveAttribute("aria-expanded", "false");
    await parent.click();
    const back = menu.getByRole("button", { name: "Back to the main menu" });
    await expect(back).toBeFocused();
    await expect(menu.getByRole("link", { name: "who we are" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "our culture & core values" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "leadership" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "about us overview" })).toHaveAttribute("href", "/about-us");
    await back.click();
    await expect(parent).toBeFocused();
    await expect(menu.getByRole("link", { name: "who we are" })).toHaveCount(0);

    // Choosing a page navigates and closes the menu.
    await parent.click();
    await menu.getByRole("link", { name: "leadership" }).click();
    await expect(page).toHaveURL(/\/about-us\/leadership$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("Escape closes the menu and returns focus to the hamburger", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
  });
});

test.describe("the admin pages", () => {
  for (const path of ["/admin/login", "/admin/dashboard"]) {
    test(`${path} shows neither the site header nor the site footer`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expect(page.locator(".site-header")).toHaveCount(0);
      await expect(page.locator(".site-footer")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Skip to main content" })).toHaveCount(0);
    });
  }
});
