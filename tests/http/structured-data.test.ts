import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TINY_PNG_2, TINY_PNG_3 } from "../helpers/tiny-images.ts";
import { breadcrumbListSchema, newsArticleSchema, ofType, organizationSchema, structuredData } from "../helpers/structured-data.ts";
import { clearRecords, createInvestment, createNews, useSite } from "./support/site.ts";

// The schema.org data search engines read, as the server sends it (tests/helpers/structured-data.ts
// has the shapes); tests/e2e/structured-data.spec.ts compares the breadcrumbs with the page shown.

const site = useSite();
const stored = { investment: "", investmentId: "", news: "", newsImage: "", investmentImage: "" };

beforeAll(async () => {
  const investment = await createInvestment(site.api, { tabText: "Ledger Structured", sector: "mining", heroImage: TINY_PNG_2, content: "<p>Stored.</p>" });
  const news = await createNews(site.api, { title: "Structured data for a stored article", subtitle: "Read by search engines", newsImgUrl: TINY_PNG_3, content: "<p>Body.</p>" });
  Object.assign(stored, { investment: `/our-investments/${investment.slug}`, investmentId: investment._id, investmentImage: investment.heroImage, news: `/news-and-events/${news._id}`, newsImage: news.newsImgUrl });
});

afterAll(() => clearRecords(site.api));

describe("structured data for search engines", () => {
  it("the home page describes the company as an Organization with its logo, address, telephone and e-mail", async () => {
    const { request, baseURL } = site;
    const blocks = await structuredData(request, "/");
    const [org] = ofType(blocks, "Organization");
    const parsed = organizationSchema.parse(org);
    expect(parsed.name).toBe("R28 Holdings");
    expect(parsed.url).toBe(`${baseURL}/`);
    expect(ofType(blocks, "BreadcrumbList")).toEqual([]); // no breadcrumb shows on the home page
  });

  it("a stored article is a NewsArticle with its own image, and shares that image in link previews", async () => {
    const { request, baseURL } = site;
    const [article] = ofType(await structuredData(request, stored.news), "NewsArticle");
    const parsed = newsArticleSchema.parse(article);
    expect(parsed.headline).toBe("Structured data for a stored article");
    expect(parsed.description).toBe("Read by search engines");
    expect(parsed.image).toEqual([`${baseURL}${stored.newsImage}`]);
    const html = await (await request.get(stored.news)).text();
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${stored.newsImage}"/>`);
  });

  it("a company's id address shows the same page and names its slug address as canonical, in the head and the breadcrumb", async () => {
    const { request, baseURL } = site;
    expect(stored.investment).toBe("/our-investments/ledger-structured");
    const byId = await request.get(`/our-investments/${stored.investmentId}`);
    expect(byId.status()).toBe(200);
    const html = await byId.text();
    expect(html).toContain(`<link rel="canonical" href="${baseURL}${stored.investment}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${stored.investment}"/>`);
    const [list] = ofType(await structuredData(request, `/our-investments/${stored.investmentId}`), "BreadcrumbList");
    expect(breadcrumbListSchema.parse(list).itemListElement.at(-1)?.item).toBe(`${baseURL}${stored.investment}`);
  });

  it("a stored investment shares its own hero image in link previews", async () => {
    const { request, baseURL } = site;
    expect(stored.investmentImage).toMatch(/^\/media\//);
    const html = await (await request.get(stored.investment)).text();
    expect(html).toContain(`<meta property="og:image" content="${baseURL}${stored.investmentImage}"/>`);
  });

  it("the sitemap gives each stored investment and news item the date it last changed", async () => {
    const { request, baseURL } = site;
    const children = [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
    let xml = "";
    for (const child of children) xml += await (await request.get(child)).text();
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

  it("stored text cannot close the data block", async () => {
    const { request } = site;
    const news = await createNews(site.api, { title: "A </script><b>title</b>", subtitle: "x", content: "<p>Body.</p>" });
    const html = await (await request.get(`/news-and-events/${news._id}`)).text();
    const [article] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string; headline?: string }).filter((b) => b["@type"] === "NewsArticle");
    expect(article?.headline).toBe("A </script><b>title</b>");
  });
});
