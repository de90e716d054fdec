import { expectNoAxeViolations, publicPageReady } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { PUBLIC_PAGES } from "./support/walked-pages.ts";

const PAGES = PUBLIC_PAGES;

// axe scrolls the page while it checks, which starts the header's 300 ms colour change; with
// reduced motion the header switches at once, so axe sees each state as visitors finally do.
test.use({ reducedMotion: "reduce" });
// Each test stands alone (one page, one check): they spread over both workers instead of
// holding one worker for the whole file at the end of the run.
test.describe.configure({ mode: "parallel" });

for (const width of [390, 1440]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    for (const path of PAGES) {
      test(`${path} has no axe violations and exactly one h1`, async ({ page }) => {
        await page.goto(path);
        await publicPageReady(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe("interactive states", () => {
  test("the home page with every sector card open has no axe violations", async ({ page }) => {
    await page.goto("/");
    const toggles = page.locator("#what-we-do button[aria-expanded='false']");
    await expect(toggles).toHaveCount(8);
    for (let i = 0; i < 8; i++) await toggles.first().click();
    await expect(page.locator("#what-we-do button[aria-expanded='true']")).toHaveCount(8);
    await expectNoAxeViolations(page, { include: "#what-we-do" });
  });

  test("the open mobile menu (both steps) has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about-us");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page, { include: ".site-header", label: "menu open" });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("button", { name: /about us/ }).click();
    await expect(menu.getByRole("link", { name: "who we are" })).toBeVisible();
    await expectNoAxeViolations(page, { include: ".site-header", label: "about us step open" });
  });

  test("the open header search has no axe violations", async ({ page }) => {
    await page.goto("/approach");
    await publicPageReady(page);
    await page.getByRole("banner").locator("summary", { hasText: "Search the site" }).click();
    await expect(page.getByRole("search", { name: "Site search" }).getByRole("searchbox")).toBeVisible();
    await expectNoAxeViolations(page, { include: ".site-header" });
  });

  test("the open desktop submenu has no axe violations", async ({ page }) => {
    await page.goto("/approach");
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await nav.getByRole("link", { name: "about us", exact: true }).hover();
    await expect(nav.getByRole("link", { name: "who we are" })).toBeVisible();
    await expectNoAxeViolations(page, { include: ".site-header" });
  });
});

test.describe("page metadata", () => {
  test("every page has its own title and a meta description", async ({ page }) => {
    const titles = new Set<string>();
    for (const path of PAGES.filter((p) => !p.includes("?") && p !== "/no-such-page")) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toMatch(/R28 Holdings/);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path === "/" ? "/" : path}$`));
    }
    expect(titles.size).toBe(PAGES.filter((p) => !p.includes("?") && p !== "/no-such-page").length);
  });
});
