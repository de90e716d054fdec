import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { adminApi, clearInvestments, clearNews, createInvestment, createNews, TINY_PNG, TINY_PNG_2 } from "./support/records.ts";

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, label).toEqual([]);
}

test.describe("accessibility of the portfolio and news pages (axe-core)", () => {
  const ids = { investment: "", news: "" };
  test.beforeAll(async ({ playwright }) => {
    // The `api` fixture is per test; the records are made once for both widths.
    const api = await adminApi(playwright);
    await clearInvestments(api);
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

  for (const width of [390, 1440]) {
    test(`zero violations at ${width}px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      const paths = [
        "/our-investments",
        "/our-investments?sector=construction%20%26%20engineering%20solutions",
        `/our-investments/${ids.investment}`,
        "/our-investments/0123456789abcdef01234567",
        "/our-investments/construction",
        "/our-investments/telecommunications",
        "/our-investments/arbico",
        "/our-investments/afl",
        "/our-investments/r28-energy",
        "/news-and-events",
        "/news-and-events?q=story",
        `/news-and-events/${ids.news}`,
        "/news-and-events/low-cup",
        "/news-and-events/lagos-arena",
      ];
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        await expectNoViolations(page, `${path} at ${width}px`);
      }

      // Open states: hovered card labels (each tone), a dropdown list, and the lightbox.
      await page.goto("/our-investments");
      for (const name of ["Arbico", "AFL Networks", "Ledco"]) {
        await page.getByRole("link", { name, exact: true }).hover();
        await expect(page.locator(".investment-card").filter({ hasText: name }).locator(".investment-card__sector")).toBeVisible();
        await expectNoViolations(page, `${name} card hovered at ${width}px`);
      }
      await page.getByRole("button", { name: /^Sector/ }).click();
      await expect(page.getByRole("listbox", { name: "Sector" })).toBeVisible();
      await expectNoViolations(page, `sector dropdown open at ${width}px`);

      await page.goto("/news-and-events/low-cup");
      await expect(page.locator(".gallery[data-enhanced]")).toBeAttached();
      await page.locator(".gallery__thumb").first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoViolations(page, `lightbox open at ${width}px`);
    });
  }
});
