import type { APIRequestContext, Page } from "@playwright/test";
import { breadcrumbListSchema, newsArticleSchema, ofType, structuredData } from "../helpers/structured-data.ts";
import { expect, test } from "./support/fixtures.ts";
import { adminApi, clearInvestments, clearNews, createInvestment, createNews, TINY_PNG_2, TINY_PNG_3 } from "./support/records.ts";

// The structured data read beside what the page shows; what needs no browser (the home page's
// Organization, stored records' articles and link previews, the sitemap's dates, escaping) is
// checked over HTTP in tests/http/structured-data.test.ts.

/** The breadcrumb trail as shown: names, and the links' targets (the current page has none). */
async function visibleTrail(page: Page, pagePath: string) {
  await page.goto(pagePath);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
  const names = (await crumbs.allTextContents()).map((t) => t.trim());
  const hrefs = await crumbs.evaluateAll((lis) => lis.map((li) => li.querySelector("a")?.getAttribute("href") ?? null));
  return { names, hrefs };
}

let admin: APIRequestContext;
const stored = { investment: "", investmentId: "", news: "", newsImage: "", investmentImage: "" };

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  const investment = await createInvestment(admin, { tabText: "Ledger Structured", sector: "mining", heroImage: TINY_PNG_2, content: "<p>Stored.</p>" });
  const news = await createNews(admin, { title: "Structured data for a stored article", subtitle: "Read by search engines", newsImgUrl: TINY_PNG_3, content: "<p>Body.</p>" });
  Object.assign(stored, { investment: `/our-investments/${investment.slug}`, investmentId: investment._id, investmentImage: investment.heroImage, news: `/news-and-events/${news._id}`, newsImage: news.newsImgUrl });
});

test.afterAll(async () => {
  await clearInvestments(admin);
  await clearNews(admin);
  await admin.dispose();
});

test.describe("structured data for search engines", () => {
  for (const pagePath of ["/about-us/who-we-are", "/about-us/leadership", "/contacts", "/our-investments/arbico", "/news-and-events/low-cup", "stored investment", "stored news item"]) {
    test(`${pagePath}: the BreadcrumbList repeats the breadcrumb shown, ending at the page itself`, async ({ page, request, baseURL }) => {
      const target = pagePath === "stored investment" ? stored.investment : pagePath === "stored news item" ? stored.news : pagePath;
      const lists = ofType(await structuredData(request, target), "BreadcrumbList");
      expect(lists).toHaveLength(1);
      const { itemListElement } = breadcrumbListSchema.parse(lists[0]);
      const shown = await visibleTrail(page, target);
      expect(itemListElement.map((i) => i.name)).toEqual(shown.names);
      expect(itemListElement.map((i) => i.item)).toEqual(shown.hrefs.map((href, i) => `${baseURL}${i === shown.hrefs.length - 1 ? target : href}`));
    });
  }

  test("a fixed article is a NewsArticle with its headline, date, picture and publisher", async ({ request, page, baseURL }) => {
    const [article] = ofType(await structuredData(request, "/news-and-events/low-cup"), "NewsArticle");
    const parsed = newsArticleSchema.parse(article);
    await page.goto("/news-and-events/low-cup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(parsed.headline);
    expect(parsed.datePublished).toBe(await page.locator("article time").getAttribute("datetime"));
    expect(parsed.mainEntityOfPage).toBe(`${baseURL}/news-and-events/low-cup`);
    expect(parsed.publisher.name).toBe("R28 Holdings");
  });
});
