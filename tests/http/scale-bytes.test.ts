import { beforeAll, describe, expect, it } from "vitest";
import { PAGE_BYTES_BUDGET, SCALE_BYTES_BUDGET } from "../../shared/budgets.ts";
import { INVESTMENTS_PAGE_SIZE, NEWS_PAGE_SIZE } from "../../shared/schemas/paging.ts";
import { openDatabase } from "../../server/db/index.ts";
import { newId } from "../../server/db/ids.ts";
import { slugify } from "../../shared/slug.ts";
import { fixedArticles } from "../../shared/content/news.ts";
import { scaleCompany, scaleNews, scaleNewsDate } from "../../scripts/lib/scale-content.ts";
import { rawGet } from "../e2e/support/requests.ts";
import { HOME_CARD_COMPANIES, SECTOR_PAGE_COMPANIES } from "../../client/lib/sectors.ts";
import { createNews, useSite } from "./support/site.ts";

// A grown site: 1,000 articles and 300 companies, written straight into the database. Every
// answer that used to grow with the content is checked against its byte budget (bytes only,
// never times: docs/testing.md). `npm run bench:scale` measures the same answers, and times, up
// to 3,000 articles.
const NEWS = 1000;
const COMPANIES = 300;

const site = useSite();
let article = "";

beforeAll(async () => {
  // One item through the API, for a stored image every seeded item shares.
  const first = await createNews(site.api, { title: "Scale first item", subtitle: "Its picture is everyone's" });
  const database = await openDatabase({ dataDir: site.dataDir, migrate: false });
  try {
    const seeded = (await database.db.selectFrom("investments").select("id").execute()).length;
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < NEWS - 1; i += 250) {
        const rows = Array.from({ length: Math.min(250, NEWS - 1 - i) }, (_, j) => {
          const at = scaleNewsDate(i + j);
          return { id: newId(), slug: `scale-news-${i + j}`, ...scaleNews(i + j), newsImgUrl: first.newsImgUrl, publishedAt: at, createdAt: at, updatedAt: at };
        });
        await trx.insertInto("newsItems").values(rows).execute();
      }
      // Added after the built-in companies (so the first page shows those, with their own pictures).
      const since = Date.now();
      const companies = Array.from({ length: COMPANIES - seeded }, (_, n) => {
        const c = scaleCompany(n);
        const at = new Date(since + n * 1000).toISOString();
        // No banner of their own: each card shows the built-in picture for its title, with its
        // responsive candidates (the bytes of a card), as `npm run bench:scale` seeds them; on
        // the home cards, as a company made through the API is.
        return { id: newId(), ...c, slug: slugify(c.tabText), heroImage: "", bannerImage: "", logo: "", homeCard: "yes", createdAt: at, updatedAt: at };
      });
      await trx.insertInto("investments").values(companies).execute();
    });
  } finally {
    await database.close();
  }
  article = `/news-and-events/${first._id}`;
}, 120_000);

/** The HTML answer as Chrome gets it (brotli), status line and headers included, once its stored copy is made. */
async function firstRoundTrip(path: string): Promise<number> {
  const url = `${site.baseURL}${path}`;
  await expect.poll(async () => (await rawGet(url, "gzip, deflate, br, zstd")).headers["content-length"], { message: `${path}: the stored compressed answer`, timeout: 30_000 }).toBeTruthy();
  const answer = await rawGet(url, "gzip, deflate, br, zstd");
  expect(answer.headers["content-encoding"], path).toBe("br");
  return answer.headerBytes + answer.body.length;
}

describe(`bytes at ${NEWS} articles and ${COMPANIES} companies`, () => {
  it("the lists count every item and page them", async () => {
    const news = await site.request.get("/api/news-and-events?page=1&limit=100");
    // The built-in articles are stored items too.
    expect(news.headers()["x-total-count"]).toBe(String(NEWS + fixedArticles.length));
    const companies = await site.request.get("/api/investments?page=1&limit=100");
    expect(companies.headers()["x-total-count"]).toBe(String(COMPANIES));
    const html = await (await site.request.get("/news-and-events")).text();
    expect(html.match(/class="news-card"/g)).toHaveLength(NEWS_PAGE_SIZE);
    const last = Math.ceil((NEWS + fixedArticles.length) / NEWS_PAGE_SIZE);
    expect(html).toContain(`href="/news-and-events?page=${last}"`);
    const grid = await (await site.request.get("/our-investments?page=2")).text();
    expect(grid.match(/<li class="investment-card"/g)).toHaveLength(INVESTMENTS_PAGE_SIZE);
  });

  for (const path of ["/", "/news-and-events", "/news-and-events?page=40", "/news-and-events?q=kano", "/our-investments", "/our-investments?page=19", "/our-investments?sector=real%20estate", "/our-investments/real-estate"]) {
    it(`${path} fits the first round trip`, async () => {
      const bytes = await firstRoundTrip(path);
      expect(bytes, `${path}: ${bytes} bytes`).toBeLessThanOrEqual(PAGE_BYTES_BUDGET.documentBytes);
    });
  }

  it("each home sector card names a few companies and links to its sector's list, which counts as the card says", async () => {
    const html = await (await site.request.get("/")).text();
    const panels = [...html.matchAll(/<div id="sector-[\w-]+-companies" class="sector-card__panel">([\s\S]*?)<\/div>/g)].map((m) => m[1]!);
    expect(panels).toHaveLength(8);
    // At most HOME_CARD_COMPANIES lines: a card with a "See all" link names one company fewer.
    for (const panel of panels) expect((panel.match(/<li>/g) ?? []).length + (panel.includes("See all") ? 1 : 0)).toBeLessThanOrEqual(HOME_CARD_COMPANIES);
    const all = [...html.matchAll(/<a [^>]*href="(\/our-investments\?sector=[^"]+)"[^>]*><span>See all (\d+) in this sector/g)];
    // Every sector the seed spreads companies over has a card (mining's is the construction card's).
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const [, href, total] of all.slice(0, 2)) {
      const url = new URL(href!.replaceAll("&amp;", "&"), site.baseURL);
      expect((await site.request.get(url.pathname + url.search)).status(), href).toBe(200);
      const counted = (await site.request.get(`/api/investments?page=1&limit=1&sector=${encodeURIComponent(url.searchParams.get("sector")!)}`)).headers()["x-total-count"];
      expect(counted, href).toBe(total);
    }
  });

  it("a sector page names a page of its companies and links to the sector's list for the rest", async () => {
    const html = await (await site.request.get("/our-investments/real-estate")).text();
    expect(html.match(/class="sector-companies__link"/g)).toHaveLength(SECTOR_PAGE_COMPANIES);
    const total = (await site.request.get("/api/investments?page=1&limit=1&sector=real%20estate")).headers()["x-total-count"];
    expect(html).toContain(`href="/our-investments?sector=real+estate"`);
    expect(html).toContain(`See all ${total} companies in this sector`);
  });

  it("an article fits the first round trip, naming five others as 'Latest news and events'", async () => {
    const html = await (await site.request.get(article)).text();
    expect(html).toContain("Latest news and events");
    expect(html.match(/class="latest__list latest__list--narrow"[\s\S]*?<\/ul>/)?.[0].match(/<li>/g)).toHaveLength(5);
    const bytes = await firstRoundTrip(article);
    expect(bytes, `${article}: ${bytes} bytes`).toBeLessThanOrEqual(PAGE_BYTES_BUDGET.documentBytes);
  });

  it("the sitemap is an index of child sitemaps, each within its budget", async () => {
    const index = await (await site.request.get("/sitemap.xml")).text();
    expect(Buffer.byteLength(index)).toBeLessThanOrEqual(SCALE_BYTES_BUDGET.sitemapIndexBytes);
    const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(children).toEqual(["/sitemaps/pages.xml", "/sitemaps/news-1.xml"]);
    let addresses = 0;
    for (const child of children) {
      const xml = await (await site.request.get(child)).text();
      expect(Buffer.byteLength(xml), child).toBeLessThanOrEqual(SCALE_BYTES_BUDGET.sitemapChildBytes);
      addresses += (xml.match(/<url>/g) ?? []).length;
    }
    expect(addresses).toBeGreaterThanOrEqual(NEWS + COMPANIES);
  });

  it("a page of a list API at its largest limit stays within its budget", async () => {
    for (const path of ["/api/news-and-events?limit=100", "/api/investments?limit=100"]) {
      const body = await (await site.request.get(path)).text();
      expect(Buffer.byteLength(body), path).toBeLessThanOrEqual(SCALE_BYTES_BUDGET.apiPageBytes);
      expect(body, `${path}: summaries carry no rich text`).not.toContain('"content"');
    }
  });
});
