import { fixedPublicPaths } from "../../client/lib/sitemap.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { clearInvestments, clearNews, createInvestment, createNews } from "./support/records.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

test.describe("sitemap and robots", () => {
  test.afterEach(async ({ api }) => {
    await clearInvestments(api);
    await clearNews(api);
  });

  test("robots.txt keeps crawlers out of /admin and /api and names the sitemap", async ({ request, baseURL }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Disallow: /api");
    expect(body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the sitemap lists every fixed page plus stored companies (at their slug addresses) and news, each answering 200", async ({ api, request }) => {
    const inv = await createInvestment(api, { tabText: "Sitemap Holdings", title: "<p>Sitemap Holdings</p>" });
    const news = await createNews(api, { title: "Sitemap news", subtitle: "Listed for crawlers" });
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const paths = locs(await res.text());
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

// STYLE.md: an axe check walks every URL of the sitemap (the area suites also check 390 px and
// interactive states; this walk makes sure no fixed page is left out).
test.describe("accessibility of every sitemap URL at 1440 px", () => {
  test.use({ reducedMotion: "reduce" });
  for (const path of fixedPublicPaths()) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
    });
  }
});
