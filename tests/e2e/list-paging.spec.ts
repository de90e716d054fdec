import type { APIRequestContext, Page } from "@playwright/test";
import { fixedArticles } from "../../shared/content/news.ts";
import { INVESTMENTS_PAGE_SIZE, NEWS_PAGE_SIZE, STAFF_PAGE_SIZE } from "../../shared/schemas/paging.ts";
import { signIn } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { clearInvestments, clearNews, createInvestment, createNews } from "./support/records.ts";

// The public lists and the staff lists read one page at a time from the server: page links
// that work without JavaScript, and a search or filter that swaps the results in place with it.
const LOW_CUP = fixedArticles.find((a) => a.slug === "low-cup")!;
const cards = (page: Page) => page.locator(".news-card__title");
const pager = (page: Page, of: string) => page.getByRole("navigation", { name: `Pages of ${of}` });

/** `count` articles, a minute apart in creation order: "Paged item 1" is the oldest. */
async function seedNews(api: APIRequestContext, count: number, name = (n: number) => `Paged item ${n}`) {
  for (let n = 1; n <= count; n++) await createNews(api, { title: name(n), subtitle: n % 2 ? "An odd one from Kano" : "An even one from Enugu" });
}

test.describe("news and events, paged", () => {
  test.beforeEach(async ({ api }) => {
    await clearNews(api);
    await seedNews(api, NEWS_PAGE_SIZE + 1);
  });
  test.afterEach(async ({ api }) => clearNews(api));

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("page 1 shows the newest cards and links to page 2, which ends with low-cup", async ({ page }) => {
      await page.goto("/news-and-events");
      await expect(cards(page)).toHaveCount(NEWS_PAGE_SIZE);
      await expect(cards(page).first()).toHaveText(`Paged item ${NEWS_PAGE_SIZE + 1}`);
      await expect(pager(page, "news and events").getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
      await pager(page, "news and events").getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\/news-and-events\?page=2$/);
      await expect(cards(page)).toHaveText(["Paged item 1", LOW_CUP.title]);
      await expect(pager(page, "news and events").getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/news-and-events");
    });

    test("a search runs over every article on the server, and its page links keep it", async ({ page }) => {
      await page.goto("/news-and-events?q=KANO");
      // The odd items: 7 of 13, on one page.
      await expect(cards(page)).toHaveCount(7);
      await expect(page.locator(".news-search__status")).toHaveText("7 articles found");
      await expect(pager(page, "news and events")).toHaveCount(0);
      await page.goto("/news-and-events?q=one");
      await expect(cards(page)).toHaveCount(NEWS_PAGE_SIZE);
      await expect(pager(page, "news and events").getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/news-and-events?q=one&page=2");
    });

    test("a page past the last answers 404", async ({ page }) => {
      expect((await page.goto("/news-and-events?page=9"))?.status()).toBe(404);
    });
  });

  test("with JavaScript the search swaps in the server's results and page links without a reload", async ({ page }) => {
    await page.goto("/news-and-events");
    await expect(page.locator("form.news-search[data-enhanced]")).toBeAttached();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await expect(pager(page, "news and events")).toBeVisible();
    await page.getByRole("searchbox", { name: "Search news and events" }).fill("enugu");
    await expect(cards(page)).toHaveCount(6);
    await expect(pager(page, "news and events")).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=enugu$/);
    await page.getByRole("searchbox", { name: "Search news and events" }).fill("");
    await expect(cards(page)).toHaveCount(NEWS_PAGE_SIZE);
    await expect(pager(page, "news and events")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test.describe("our investments, paged", () => {
  const EXTRA = 12;
  test.beforeEach(async ({ api }) => {
    await clearInvestments(api);
    for (let n = 1; n <= EXTRA; n++) await createInvestment(api, { tabText: `Paged Company ${n}`, title: `<p>Paged Company ${n}</p>`, sector: n % 2 ? "healthcare" : "mining" });
  });
  test.afterEach(async ({ api }) => clearInvestments(api));

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the grid shows a page of cards and links to the next page; a filter reads every company", async ({ page, api }) => {
      const total = Number((await api.get("/api/investments?limit=1")).headers()["x-total-count"]);
      expect(total).toBeGreaterThan(INVESTMENTS_PAGE_SIZE);
      await page.goto("/our-investments");
      await expect(page.locator(".investment-card")).toHaveCount(INVESTMENTS_PAGE_SIZE);
      await pager(page, "companies").getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.locator(".investment-card")).toHaveCount(total - INVESTMENTS_PAGE_SIZE);
      await page.goto("/our-investments?company=paged%20company%2012");
      await expect(page.locator(".investment-card")).toHaveCount(1);
    });
  });

  test("with JavaScript a sector choice swaps in its cards and drops the page links", async ({ page }) => {
    await page.goto("/our-investments");
    await expect(pager(page, "companies")).toBeVisible();
    await page.getByRole("button", { name: /^Sector/ }).click();
    await page.getByRole("option", { name: "mining", exact: true }).click();
    await expect(page).toHaveURL(/\?sector=mining$/);
    await expect(page.locator(".investment-card")).toHaveCount(EXTRA / 2 + 1); // and the built-in quarry
    await expect(pager(page, "companies")).toHaveCount(0);
  });
});

test.describe("staff lists, paged", () => {
  test.beforeEach(async ({ api }) => {
    await clearNews(api);
    await seedNews(api, STAFF_PAGE_SIZE + 2, (n) => `Staff item ${n}`);
  });
  test.afterEach(async ({ api }) => clearNews(api));

  test("the News screen reads a page of titles, pages with Previous/Next and searches on the server", async ({ page }) => {
    await signIn(page, ADMIN, "/admin/dashboard/news");
    const list = page.getByRole("complementary", { name: "Published news" });
    await expect(list.getByRole("button", { name: /^Delete / })).toHaveCount(STAFF_PAGE_SIZE);
    await expect(list.getByText(`Page 1 of 2`)).toBeVisible();
    await list.getByRole("button", { name: "Next page" }).click();
    await expect(list.getByText(`Page 2 of 2`)).toBeVisible();
    await expect(list.getByRole("button", { name: /^Delete / })).toHaveCount(2);
    await expect(list.getByRole("button", { name: "Delete Staff item 1", exact: true })).toBeVisible();
    await list.getByRole("searchbox", { name: "Search" }).fill("item 27");
    await expect(list.getByRole("button", { name: /^Delete / })).toHaveCount(1);
    await expect(list.getByRole("button", { name: "Delete Staff item 27", exact: true })).toBeVisible();
  });
});
