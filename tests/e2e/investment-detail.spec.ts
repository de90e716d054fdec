import { MESSAGES } from "../../shared/constants.ts";
import { companyPages } from "../../shared/content/companies.ts";
import { sectorPages } from "../../client/lib/sectors.ts";
import { expect, test } from "./support/fixtures.ts";
import { clearInvestments, createInvestment, emptyPortfolio, TINY_PNG, TINY_PNG_2 } from "./support/records.ts";

const FULL = {
  tabText: "Arbico",
  title: "<p>Arbico <strong>Plc</strong></p>",
  heroText: "<p>Building <em>landmarks</em> that last</p>",
  sector: "construction & engineering solutions",
  highlight: "One of Nigeria's established building contractors.",
  content: "<h2>What we build</h2><p>Offices, homes and <strong>bridges</strong>.</p><ul><li>Buildings</li><li>Civil works</li></ul>",
  website: "https://www.example.com/arbico",
  heroImage: TINY_PNG,
  bannerImage: TINY_PNG_2,
  logo: TINY_PNG,
} as const;

test.describe("our investments: a stored company's page", () => {
  // Only the companies a test makes: their tab texts are the built-in ones'.
  test.beforeEach(async ({ api }) => {
    await emptyPortfolio(api);
  });
  test.afterEach(async ({ api }) => {
    await clearInvestments(api);
  });

  test("shows hero image and hero text, breadcrumb, title in capitals, banner, highlight, content and website", async ({ api, page }) => {
    const inv = await createInvestment(api, { ...FULL });
    const res = await page.goto(`/our-investments/${inv._id}`);
    expect(res?.status()).toBe(200);

    const hero = page.locator(".page-hero");
    await expect(hero.locator("img").first()).toHaveAttribute("src", inv.heroImage);
    await expect(hero.locator(".page-hero__title em")).toHaveText("landmarks");
    await expect(hero.locator(".page-hero__title")).toHaveText("Building landmarks that last");

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs).toHaveText(/Our Investments\s*Arbico/);
    await expect(crumbs.getByRole("link", { name: "Our Investments" })).toHaveAttribute("href", "/our-investments");
    await expect(crumbs.locator("[aria-current=page]")).toHaveText("Arbico");

    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText("Arbico Plc");
    await expect(title.locator("strong")).toHaveText("Plc");
    await expect(title).toHaveCSS("text-transform", "uppercase");

    const banner = page.locator(".company-intro__image");
    await expect(banner).toHaveAttribute("src", inv.bannerImage);
    await expect(banner).toHaveAttribute("width", "516");
    await expect(banner).toHaveAttribute("height", "350");
    await expect(page.locator(".company-intro__figure source[type='image/webp']")).toHaveAttribute("srcset", /-516x350\.webp 516w, .*-1032x700\.webp 1032w/); // cropped around the focal point

    await expect(page.getByText(FULL.highlight)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What we build" })).toBeVisible();
    await expect(page.locator(".rich-text strong")).toHaveText("bridges");
    await expect(page.locator(".rich-text li")).toHaveText(["Buildings", "Civil works"]);

    await expect(page.getByText("To learn more... visit")).toBeVisible();
    const site = page.getByRole("link", { name: /www\.example\.com\/arbico/ });
    await expect(site).toHaveAttribute("href", FULL.website);
    await expect(site).toHaveAttribute("target", "_blank");
    await expect(site).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page).toHaveTitle(/Arbico/);
  });

  test("without a website there is no 'To learn more' line", async ({ api, page }) => {
    const inv = await createInvestment(api, { ...FULL, website: "" });
    await page.goto(`/our-investments/${inv._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("To learn more")).toHaveCount(0);
  });

  test("an empty hero or banner image falls back to the built-in image for the title", async ({ api, page }) => {
    const inv = await createInvestment(api, { tabText: "Asaba", title: "<p>Asaba&nbsp;Airport Company</p>", sector: "aviation & infrastructure" });
    await page.goto(`/our-investments/${inv._id}`);
    await expect(page.locator(".page-hero img").first()).toHaveAttribute("src", "/images/companies/aac-hero.webp");
    await expect(page.locator(".company-intro__image")).toHaveAttribute("src", "/images/companies/aac.webp");
    // No hero text: the hero names the company instead.
    await expect(page.locator(".page-hero__title")).toHaveText("Asaba");
  });

  test("a title the built-in images do not know gets the default images", async ({ api, page }) => {
    const inv = await createInvestment(api, { tabText: "Newco", title: "<p>Newco Holdings</p>", heroImage: TINY_PNG });
    await page.goto(`/our-investments/${inv._id}`);
    await expect(page.locator(".page-hero img").first()).toHaveAttribute("src", inv.heroImage);
    await expect(page.locator(".company-intro__image")).toHaveAttribute("src", "/images/companies/default.webp");
  });

  test("an unknown id answers 404 with 'Company not found!'", async ({ page }) => {
    for (const id of ["0123456789abcdef01234567", "not-a-company"]) {
      const res = await page.goto(`/our-investments/${id}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: MESSAGES.companyNotFound })).toBeVisible();
      await expect(page.getByRole("link", { name: /See all our companies/ })).toHaveAttribute("href", "/our-investments");
    }
  });

  test("'Loading...' shows only while a followed link's company page is on its way, and the page opens at the top", async ({ api, page, request }) => {
    const inv = await createInvestment(api, { ...FULL });
    const ssr = await (await request.get(`/our-investments/${inv._id}`)).text();
    expect(ssr).not.toContain("Loading...");

    await page.goto("/our-investments");
    await expect(page.getByRole("button", { name: /^Sector/ })).toBeVisible();
    // Hold the next page back so the pending state can be seen. Playwright cannot evaluate in a
    // page whose navigation is under way, so the page reports its live region's visible text.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/our-investments\/arbico$/, async (route) => {
      await held;
      await route.continue();
    });
    const shown: string[] = [];
    await page.exposeFunction("reportPendingNotice", (text: string) => shown.push(text));
    await page.evaluate(() => {
      const notice = document.querySelector<HTMLElement>("[role=status].pending-notice")!;
      const report = (window as unknown as { reportPendingNotice(text: string): void }).reportPendingNotice;
      new MutationObserver(() => report(notice.checkVisibility() ? notice.innerText : "")).observe(notice, { childList: true, subtree: true, characterData: true });
    });
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
    await page.getByRole("link", { name: "Arbico", exact: true }).click({ noWaitAfter: true });
    await expect.poll(() => shown).toContain("Loading...");
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arbico Plc");
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("our investments: the sector pages and the built-in companies", () => {
  test.afterEach(async ({ api }) => {
    await clearInvestments(api);
  });

  test("five sector pages, each with hero, heading and description", async ({ page }) => {
    expect(sectorPages.map((p) => p.slug).sort()).toEqual(["aviation", "construction", "mining", "real-estate", "telecommunications"]);
    for (const sector of sectorPages) {
      const res = await page.goto(`/our-investments/${sector.slug}`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(sector.title);
      await expect(page.locator(".page-hero img").first()).toHaveAttribute("src", sector.heroImage);
      await expect(page.getByRole("heading", { level: 2, name: sector.heading })).toBeVisible();
      await expect(page.getByText(sector.description[0] as string)).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Our Investments" })).toHaveAttribute("href", "/our-investments");
    }
  });

  test("sixteen company pages, stored records at their slugs: breadcrumb back, hero, image, description and external link", async ({ page }) => {
    const slugs = companyPages.map((p) => p.slug);
    for (const slug of ["arbico", "nivafer", "fidc", "aac", "biswal", "afl", "ledco", "anker", "prestige-chen-jun", "r28-energy", "biswal-oil-and-gas", "eco-joinery", "utopian", "veenocks", "osc", "posmoreti"]) {
      expect(slugs).toContain(slug);
    }
    for (const company of companyPages) {
      const res = await page.goto(`/our-investments/${company.slug}`, { waitUntil: "domcontentloaded" });
      expect(res?.status(), company.slug).toBe(200);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Our Investments" })).toHaveAttribute("href", "/our-investments");
      await expect(crumbs.locator("[aria-current=page]")).toHaveText(company.name);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(company.title);
      await expect(page.locator(".page-hero__title")).toHaveText(company.heroText);
      // The seed names the site's own pictures, served as they are.
      await expect(page.locator(".page-hero img").first()).toHaveAttribute("src", company.heroImage);
      await expect(page.getByRole("img", { name: company.imageAlt })).toHaveAttribute("src", company.image);
      for (const paragraph of company.description) await expect(page.getByText(paragraph).first()).toBeVisible();
      await expect(page.getByText("To learn more... visit")).toBeVisible();
      const external = page.getByRole("link", { name: `Visit the ${company.name} website` });
      await expect(external).toHaveAttribute("href", company.website);
      await expect(external).toHaveAttribute("target", "_blank");
      await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("R28 Energy and Biswal Oil & Gas carry the deep-offshore text", async ({ page }) => {
    for (const slug of ["r28-energy", "biswal-oil-and-gas"]) {
      await page.goto(`/our-investments/${slug}`);
      await expect(page.locator(".page-hero")).toContainText("Extracting Sustainable Value");
      const body = page.locator("main.company-page");
      await expect(body).toContainText("deep offshore petroleum exploration licences");
      await expect(body).toContainText("signature bonuses on all four blocks have been paid 100%");
      await expect(body).toContainText("deep-water Niger Delta");
    }
  });

  test("a sector page links to its companies, and a company page back to its sector", async ({ page }) => {
    await page.goto("/our-investments/aviation");
    await page.getByRole("link", { name: /Asaba Airport Company/ }).click();
    await expect(page).toHaveURL(/\/our-investments\/aac$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asaba Airport Company");
    await expect(page.getByRole("link", { name: "aviation", exact: true })).toHaveAttribute("href", "/our-investments/aviation");
  });

  test("a company's id address shows the same page as its slug address", async ({ api, page }) => {
    const arbico = ((await (await api.get("/api/investments")).json()) as { _id: string; slug: string }[]).find((i) => i.slug === "arbico")!;
    const res = await page.goto(`/our-investments/${arbico._id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arbico Plc");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/our-investments\/arbico$/);
  });

  test("sector page and home card list a company by its stored sector: a new one appears, a deleted one is gone (404)", async ({ api, page }) => {
    const added = await createInvestment(api, { tabText: "Harbour Homes", title: "<p>Harbour Homes Limited</p>", heroText: "<p>Homes by the water</p>", sector: "real estate" });
    expect(added.slug).toBe("harbour-homes");
    await page.goto("/our-investments/real-estate");
    await page.getByRole("link", { name: /Harbour Homes Limited/ }).click();
    await expect(page).toHaveURL(/\/our-investments\/harbour-homes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Harbour Homes Limited");
    await page.goto("/");
    await expect(page.locator('#what-we-do .sector-card a[href="/our-investments/harbour-homes"]')).toHaveCount(1);

    const fidc = ((await (await api.get("/api/investments")).json()) as { _id: string; slug: string }[]).find((i) => i.slug === "fidc")!;
    expect((await api.delete(`/api/investments/${fidc._id}`)).status()).toBe(204);
    await page.goto("/our-investments/real-estate");
    await expect(page.getByRole("link", { name: /First Investment Development Company/ })).toHaveCount(0);
    await page.goto("/");
    await expect(page.locator('#what-we-do .sector-card a[href="/our-investments/fidc"]')).toHaveCount(0);
    const gone = await page.goto("/our-investments/fidc");
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: MESSAGES.companyNotFound })).toBeVisible();
  });

  test("a changed slug: the old address answers 301 and the browser lands on the new one", async ({ api, page, request }) => {
    const made = await createInvestment(api, { tabText: "Lagoon Ferries", title: "<p>Lagoon Ferries</p>" });
    expect((await api.patch(`/api/investments/${made._id}`, { data: { slug: "lagoon-water-transport" } })).status()).toBe(200);
    expect((await api.patch(`/api/investments/${made._id}`, { data: { slug: "lagoon-transport" } })).status()).toBe(200);
    for (const old of ["lagoon-ferries", "lagoon-water-transport"]) {
      const res = await request.get(`/our-investments/${old}`, { maxRedirects: 0 });
      expect(res.status(), old).toBe(301);
      expect(res.headers().location).toBe("/our-investments/lagoon-transport");
    }
    await page.goto("/our-investments/lagoon-ferries");
    await expect(page).toHaveURL(/\/our-investments\/lagoon-transport$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagoon Ferries");
  });
});
