import type { Page } from "@playwright/test";
import { mainNav } from "../../shared/content/site.ts";
import { publicPageReady } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { clearNews, createNews } from "./support/records.ts";

// The site search: from the header on wide screens and from the small-screen menu, with and
// without JavaScript, to /search's ranked, marked, paged results.
const WORD = "Velmorant";
const results = (page: Page) => page.locator(".search-result__title");
const searchPage = (page: Page) => page.getByRole("search", { name: "Search again" });

test.describe("site search", () => {
  test.beforeEach(async ({ api }) => {
    await clearNews(api);
    await createNews(api, { title: `${WORD} quay opens in Lagos`, subtitle: "A new berth for the port" });
    await createNews(api, { title: "Harbour works", subtitle: `The ${WORD} berth is dredged` });
    await createNews(api, { title: `<script>window.__pwned = 1</script> ${WORD} award`, subtitle: "<b>Not bold</b> & proud" });
  });
  test.afterEach(async ({ api }) => clearNews(api));

  /** The header's search at 1440 px: the toggle beside the navigation opens a form. */
  async function searchFromHeader(page: Page, q: string) {
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("searchbox", { name: "Search the site" })).toBeHidden();
    await banner.locator("summary", { hasText: "Search the site" }).click();
    const box = banner.getByRole("search", { name: "Site search" }).getByRole("searchbox", { name: "Search the site" });
    await expect(box).toBeVisible();
    await box.fill(q);
    await box.press("Enter");
  }

  async function expectVelmorantResults(page: Page) {
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}$`, "i"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
    await expect(page.locator("#search-status")).toHaveText(`3 results for “${WORD.toLowerCase()}”`);
    // The title's match first, then the title holding markup (as text), then the subtitle's.
    await expect(results(page).first()).toHaveText(`${WORD} quay opens in Lagos`);
    await expect(results(page)).toHaveCount(3);
    await expect(results(page).nth(2)).toHaveText("Harbour works");
    await expect(results(page).first().locator("mark")).toHaveText(WORD);
    await expect(page.locator(".search-result__snippet").nth(2).locator("mark")).toHaveText(WORD);
    await expect(searchPage(page).getByRole("searchbox")).toHaveValue(WORD.toLowerCase());
  }

  test.describe("at 1440 px", () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test("the header's search leads to ranked results with the matched words marked", async ({ page }) => {
      await page.goto("/approach");
      await publicPageReady(page);
      // Beside the main navigation, not in it: the navigation keeps its six entries.
      await expect(page.getByRole("navigation", { name: "Main" }).locator(".site-nav__link")).toHaveText(mainNav.map((item) => item.label));
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("searchbox")).toHaveCount(0);
      // With the script, the field takes focus as the panel opens, and Escape closes it again.
      const toggle = page.getByRole("banner").locator("summary", { hasText: "Search the site" });
      await toggle.click();
      await expect(page.getByRole("search", { name: "Site search" }).getByRole("searchbox")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("search", { name: "Site search" })).toBeHidden();
      await expect(toggle).toBeFocused();
      await searchFromHeader(page, WORD.toLowerCase());
      await expectVelmorantResults(page);
    });

    // axe walks /search with results and without a query at 390 and 1440 px with the other public
    // pages (public-accessibility.spec.ts, support/walked-pages.ts), and the open header search.
    test("a title holding <script> shows as text and runs nothing; result pages are noindex", async ({ page }) => {
      await page.goto(`/search?q=${WORD}`);
      await publicPageReady(page);
      const award = results(page).filter({ hasText: "award" });
      await expect(award).toHaveText(`<script>window.__pwned = 1</script> ${WORD} award`);
      await expect(award.locator("mark")).toHaveText(WORD);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    });

    test("an empty search and one that finds nothing say so", async ({ page }) => {
      await page.goto("/search");
      await expect(page.locator("#search-status")).toHaveText("Type a word or two to search our pages, companies, leadership, news and reports.");
      // The search page itself may be indexed; its result pages may not.
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(results(page)).toHaveCount(0);
      await page.goto("/search?q=qwertyzzz");
      await expect(page.locator("#search-status")).toHaveText("Nothing on the site matches “qwertyzzz”.");
      await expect(page.getByRole("link", { name: "news and events" })).toHaveAttribute("href", "/news-and-events");
    });

    test("results come in pages of ten with page links", async ({ page, api }) => {
      for (let n = 1; n <= 9; n++) await createNews(api, { title: `${WORD} bulletin ${n}`, subtitle: "Weekly" });
      await page.goto(`/search?q=${WORD}`);
      await expect(results(page)).toHaveCount(10);
      await expect(page.locator("#search-status")).toHaveText(`12 results for “${WORD}”, page 1 of 2`);
      const pager = page.getByRole("navigation", { name: "Pages of search results" });
      await pager.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${WORD}&page=2$`));
      await expect(results(page)).toHaveCount(2);
      expect((await page.goto(`/search?q=${WORD}&page=3`))?.status()).toBe(404);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the header's search still opens and searches", async ({ page }) => {
        await page.goto("/about-us");
        await searchFromHeader(page, WORD.toLowerCase());
        await expectVelmorantResults(page);
      });
    });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu carries the search above the navigation", async ({ page }) => {
      await page.goto("/approach");
      await publicPageReady(page);
      await expect(page.getByRole("banner").locator(".header-search")).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      const box = page.getByRole("search", { name: "Site search in the menu" }).getByRole("searchbox", { name: "Search the site" });
      await expect(box).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("searchbox")).toHaveCount(0);
      await box.fill(WORD.toLowerCase());
      await box.press("Enter");
      await expectVelmorantResults(page);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the menu's search still works", async ({ page }) => {
        await page.goto("/approach");
        await page.locator("summary.mobile-menu__toggle").click();
        const box = page.getByRole("search", { name: "Site search in the menu" }).getByRole("searchbox", { name: "Search the site" });
        await expect(box).toBeVisible();
        await box.fill(WORD.toLowerCase());
        await page.getByRole("search", { name: "Site search in the menu" }).getByRole("button", { name: "Search" }).click();
        await expectVelmorantResults(page);
      });
    });
  });
});
