import { afterEach, describe, expect, it } from "vitest";
import { fixedPublicPaths } from "../../client/lib/sitemap.ts";
import { clearRecords, createInvestment, createNews, useSite } from "./support/site.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

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

  it("the sitemap lists every fixed page plus stored companies (at their slug addresses) and news, each answering 200", async () => {
    const { api, request } = site;
    const inv = await createInvestment(api, { tabText: "Sitemap Holdings", title: "<p>Sitemap Holdings</p>" });
    const news = await createNews(api, { title: "Sitemap news", subtitle: "Listed for crawlers" });
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const paths = locs(await res.text());
    expect(paths).toEqual(expect.arrayContaining([...fixedPublicPaths(), `/our-investments/${inv.slug}`, `/news-and-events/${news.slug}`]));
    expect(inv.slug).toBe("sitemap-holdings");
    expect(news.slug).toBe("sitemap-news");
    // One address per company and article: the id address is not listed.
    expect(paths).not.toContain(`/our-investments/${inv._id}`);
    expect(paths).not.toContain(`/news-and-events/${news._id}`);
    expect(paths).toContain("/our-investments/r28-energy");
    expect(paths).toContain("/news-and-events/low-cup");
    expect(paths).toContain("/news-and-events/lagos-arena");
    for (const path of paths) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(200);
    }
  });
});
