import { expectNoAxeViolations, publicPageReady } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { PORTFOLIO_NEWS_PATHS } from "./support/walked-pages.ts";
import { adminApi, clearInvestments, clearNews, createInvestment, createNews, emptyPortfolio, TINY_PNG, TINY_PNG_2 } from "./support/records.ts";

test.describe("accessibility of the portfolio and news pages (axe-core)", () => {
  // The two widths are two jobs, which may run side by side on the two workers. Each job runs
  // the hooks below for itself, in its worker's own server and database.
  test.describe.configure({ mode: "parallel" });
  const ids = { investment: "", news: "" };
  test.beforeAll(async ({ playwright }) => {
    // The `api` fixture is per test; the records are made once for both widths.
    const api = await adminApi(playwright);
    // Only these companies: their tab texts are the built-in ones' (put back after).
    await emptyPortfolio(api);
    await clearNews(api);
    ids.investment = (
      await createInvestment(api, {
        tabText: "Arbico",
        title: "<p>Arbico <strong>Plc</strong></p>",
        heroText: "<p>Building landmarks that last</p>",
        sector: "construction & engineering solutions",
        highlight: "Building and civil engineering.",
        content: "<p>Offices, homes and bridges.</p>",
        website: "https://www.example.com",
        logo: TINY_PNG,
      })
    )._id;
    await createInvestment(api, { tabText: "AFL Networks", title: "<p>AFL Networks</p>", sector: "telecommunications & technology solutions", bannerImage: TINY_PNG_2 });
    await createInvestment(api, { tabText: "Ledco", title: "<p>Ledco</p>", sector: "aviation & infrastructure" });
    await createNews(api, { title: "An older story", subtitle: "Earlier" });
    ids.news = (await createNews(api, { title: "A story", subtitle: "With a subtitle", content: "<h2>Heading</h2><p>Text.</p>", newsImgUrl: `${TINY_PNG},${TINY_PNG_2}` }))._id;
    await api.dispose();
  });
  test.afterAll(async ({ playwright }) => {
    const api = await adminApi(playwright);
    await clearInvestments(api);
    await clearNews(api);
    await api.dispose();
  });

  /** Every page of the area; the stored records' pages by a name, as their ids are made in beforeAll. */
  const pages: { name: string; path: () => string }[] = [
    ...PORTFOLIO_NEWS_PATHS.map((path) => ({ name: path, path: () => path })),
    { name: "a stored investment's page", path: () => `/our-investments/${ids.investment}` },
    { name: "a stored article", path: () => `/news-and-events/${ids.news}` },
  ];

  // One test per page and state, so a failure names its page and each has the whole test time.
  for (const width of [390, 1440]) {
    test.describe(`at ${width}px`, () => {
      // In order, in one worker: the records are made once for the width's tests.
      test.describe.configure({ mode: "default" });
      test.use({ viewport: { width, height: width < 768 ? 844 : 900 } });

      for (const { name, path } of pages) {
        test(`${name} has zero violations`, async ({ page }) => {
          await page.goto(path());
          await publicPageReady(page);
          await expectNoAxeViolations(page);
        });
      }

      test("hovered cards (each tone) have zero violations", async ({ page }) => {
        await page.goto("/our-investments");
        for (const name of ["Arbico", "AFL Networks", "Ledco"]) {
          await page.getByRole("link", { name, exact: true }).hover();
          await expect(page.locator(".investment-card").filter({ hasText: name }).locator(".investment-card__sector")).toBeVisible();
          await expectNoAxeViolations(page, { label: `${name} card hovered` });
        }
      });

      test("the open sector dropdown has zero violations", async ({ page }) => {
        await page.goto("/our-investments");
        await page.getByRole("button", { name: /^Sector/ }).click();
        await expect(page.getByRole("listbox", { name: "Sector" })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test("the open lightbox has zero violations", async ({ page }) => {
        await page.goto("/news-and-events/low-cup");
        await expect(page.locator(".gallery[data-enhanced]")).toBeAttached();
        await page.locator(".gallery__thumb").first().click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
