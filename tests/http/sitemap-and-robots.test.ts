import { afterEach, describe, expect, it } from "vitest";
import { fixedPublicPaths } from "../../client/lib/sitemap.ts";
import { clearRecords, createInvestment, createNews, useSite } from "./support/site.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

/** Every address of the sitemap index's child sitemaps, each child checked to answer XML. */
async function sitemapPaths(request: ReturnType<typeof useSite>["request"]): Promise<string[]> {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("application/xml");
  const xml = await index.text();
  expect(xml).toContain("<sitemapindex");
  const paths: string[] = [];
  for (const child of locs(xml)) {
    expect(child).toMatch(/^\/sitemaps\/(pages|news-\d+)\.xml$/);
    const res = await request.get(child);
    expect(res.status(), child).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    paths.push(...locs(await res.text()));
  }
  return paths;
}

const site = useSite();

describe("sitemap and robots", () => {
  afterEach(() => clearRecords(site.api));

  it("robots.txt keeps crawlers out of /admin and /api and names the sitemap", async () => {
    const res = await site.request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /api");
    expect(body).toContain(`Sitemap: ${site.baseURL}/sitemap.xml`);
  });

  it("the sitemap index names the pages' sitemap and one news sitemap per 2,000 items; an unknown part answers 404", async () => {
    const { api, request } = site;
    const empty = locs(await (await request.get("/sitemap.xml")).text());
    expect(empty).toEqual(["/sitemaps/pages.xml"]);
    await createNews(api, { title: "Indexed", subtitle: "One more" });
    expect(locs(await (await request.get("/sitemap.xml")).text())).toEqual(["/sitemaps/pages.xml", "/sitemaps/news-1.xml"]);
    expect((await request.get("/sitemaps/news-2.xml")).status()).toBe(404);
    expect((await request.get("/sitemaps/other.xml")).status()).toBe(404);
  });

  it("the sitemap lists every fixed page plus stored companies (at their slug addresses) and news, each answering 200", async () => {
    const { api, request } = site;
    const inv = await createInvestment(api, { tabText: "Sitemap Holdings", title: "<p>Sitemap Holdings</p>" });
    const news = await createNews(api, { title: "Sitemap news", subtitle: "Listed for crawlers" });
    const paths = await sitemapPaths(request);
    expect(paths).toEqual(expect.arrayContaining([...fixedPublicPaths(), `/our-investments/${inv.slug}`, `/news-and-events/${news._id}`]));
    expect(inv.slug).toBe("sitemap-holdings");
    // One address per company: the id address is not listed.
    expect(paths).not.toContain(`/our-investments/${inv._id}`);
    expect(paths).toContain("/our-investments/r28-energy");
    expect(paths).toContain("/news-and-events/low-cup");
    for (const path of paths) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
    }
  });
});
