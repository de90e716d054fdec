import type { APIRequestContext, Page } from "@playwright/test";
import { z } from "zod";
import { expect, test } from "./support/fixtures.ts";
import { adminApi, clearInvestments, clearNews, createInvestment, createNews, TINY_PNG_2, TINY_PNG_3 } from "./support/records.ts";

// The schema.org shapes search engines read (Google's required and recommended properties).
const url = z.url({ protocol: /^https?$/ });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/);
const imageObject = z.object({ "@type": z.literal("ImageObject"), url });
const organizationRef = z.object({ "@type": z.literal("Organization"), name: z.string().min(1), url });

const organizationSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Organization"),
  name: z.string().min(1),
  url,
  logo: z.union([url, imageObject]),
  address: z.object({ "@type": z.literal("PostalAddress"), streetAddress: z.string().min(1), addressCountry: z.string().length(2) }),
  telephone: z.string().regex(/^\+?[\d\s()-]{6,}$/),
  email: z.email(),
});

const breadcrumbListSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("BreadcrumbList"),
  itemListElement: z
    .array(z.strictObject({ "@type": z.literal("ListItem"), position: z.number().int().positive(), name: z.string().min(1), item: url }))
    .min(1)
    .refine((items) => items.every((it, i) => it.position === i + 1), "positions count 1, 2, 3…"),
});

const newsArticleSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("NewsArticle"),
  headline: z.string().min(1).max(110),
  description: z.string().min(1).optional(),
  datePublished: isoDate,
  dateModified: isoDate,
  image: z.array(url).min(1),
  mainEntityOfPage: url,
  author: organizationRef,
  publisher: organizationRef.extend({ logo: imageObject }),
});

/** Every JSON-LD block of the page as the server sends it (what a crawler reads). */
async function structuredData(request: APIRequestContext, pagePath: string): Promise<{ "@type": string }[]> {
  const html = await (await request.get(pagePath)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string });
}
const ofType = (blocks: { "@type": string }[], type: string) => blocks.filter((b) => b["@type"] === type);

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
  test("the home page describes the company as an Organization with its logo, address, telephone and e-mail", async ({ request, baseURL }) => {
    const blocks = await structuredData(request, "/");
    const [org] = ofType(blocks, "Organization");
    const parsed = organizationSchema.parse(org);
    expect(parsed.name).toBe("R28 Holdings");
    expect(parsed.url).toBe(`${baseURL}/`);
    expect(ofType(blocks, "BreadcrumbList")).toEqual([]); // no breadcrumb shows on the home page
  });

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

  test("a stored article is a NewsArticle with its own image, and shares that image in link previews", async ({ request, baseURL }) => {
    const [article] = ofType(await structuredData(request, stored.news), "NewsArticle");
    const parsed = newsArticleSchema.parse(article);
    expect(parsed.headline).toBe("Structured data for a stored article");
    expect(parsed.description).toBe("Read by search engines");
    expect(parsed.image).toEqual([`${baseURL}${stored.newsImage}`]);
    const html = await (await request.get(stored.news)).text();
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${stored.newsImage}"/>`);
  });

  test("a company's id address shows the same page and names its slug address as canonical, in the head and the breadcrumb", async ({ request, baseURL }) => {
    expect(stored.investment).toBe("/our-investments/ledger-structured");
    const byId = await request.get(`/our-investments/${stored.investmentId}`);
    expect(byId.status()).toBe(200);
    const html = await byId.text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${stored.investment}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${stored.investment}"/>`);
    const [list] = ofType(await structuredData(request, `/our-investments/${stored.investmentId}`), "BreadcrumbList");
    expect(breadcrumbListSchema.parse(list).itemListElement.at(-1)?.item).toBe(`${baseURL}${stored.investment}`);
  });

  test("a stored investment shares its own hero image in link previews", async ({ request, baseURL }) => {
    expect(stored.investmentImage).toMatch(/^\/media\//);
    const html = await (await request.get(stored.investment)).text();
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${stored.investmentImage}"/>`);
  });

  test("the sitemap gives each stored investment and news item the date it last changed", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const [pagePath, api] of [
      [stored.investment, `/api/investments/${stored.investmentId}`],
      [stored.news, `/api/news-and-events/${stored.news.split("/").pop()}`],
    ] as const) {
      const body = (await (await request.get(api)).json()) as { updatedAt?: string; newsAndEvents?: { updatedAt: string } };
      const updatedAt = body.newsAndEvents?.updatedAt ?? body.updatedAt;
      expect(updatedAt, api).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(xml).toContain(`<url><loc>${baseURL}${pagePath}</loc><lastmod>${updatedAt!.slice(0, 10)}</lastmod></url>`);
    }
  });

  test("stored text cannot close the data block", async ({ request }) => {
    const news = await createNews(admin, { title: "A </script><b>title</b>", subtitle: "x", content: "<p>Body.</p>" });
    const html = await (await request.get(`/news-and-events/${news._id}`)).text();
    const [article] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string; headline?: string }).filter((b) => b["@type"] === "NewsArticle");
    expect(article?.headline).toBe("A </script><b>title</b>");
  });
});
