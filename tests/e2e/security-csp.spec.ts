import type { APIRequestContext, Page } from "@playwright/test";
import { osmEmbedUrl } from "../../client/lib/contact.ts";
import { companyPages } from "../../shared/content/companies.ts";
import { sectorPages } from "../../client/lib/sectors.ts";
import { leaders } from "../../shared/content/leadership.ts";
import { contactPage } from "../../shared/content/site.ts";
import { signIn } from "./support/admin.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";
import { adminApi, clearInvestments, clearNews, createInvestment, createNews, TINY_PNG, TINY_PNG_2 } from "./support/records.ts";
import { imagesSettled, watchContext, type Watch } from "./support/security.ts";

// The Content-Security-Policy (docs/security.md): the header itself is checked over HTTP
// (tests/http/content-security-policy.test.ts); here every public page and the main admin screens
// are loaded in Chromium with their usual content (stored records with images,
// rich text with a colour and a formula): no `securitypolicyviolation` at all, and no style
// attribute outside the places docs/security.md names.

test.describe.serial("pages under the CSP", () => {
  let api: APIRequestContext;
  let investmentId: string;
  let newsId: string;
  test.beforeAll(async ({ playwright }) => {
    api = await adminApi(playwright);
    await clearInvestments(api);
    await clearNews(api);
    const rich = '<p><strong>Bold</strong> <span style="color: rgb(230, 0, 0);">red</span> <span class="ql-formula" data-value="e=mc^2"></span></p>';
    investmentId = (await createInvestment(api, { tabText: "CSP Holdings", title: `<p>CSP <em>Holdings</em></p>`, heroText: rich, content: rich, highlight: "Plain highlight", heroImage: TINY_PNG, bannerImage: TINY_PNG_2, logo: TINY_PNG })).
      _id;
    newsId = (await createNews(api, { title: "CSP news", subtitle: "Under the policy", content: rich, newsImgUrl: `${TINY_PNG},${TINY_PNG_2}` }))._id;
  });
  test.afterAll(async () => {
    await clearInvestments(api);
    await clearNews(api);
    await api.dispose();
  });

  /** Loads each path and checks: no CSP violation, no request for another origin but the map, style attributes only where documented. */
  async function visit(page: Page, watch: Watch, paths: readonly string[], ready: (page: Page) => Promise<void>) {
    for (const path of paths) {
      await page.goto(path, { waitUntil: "load" });
      await ready(page);
      await imagesSettled(page);
      // Scroll through, so lazy images and the map frame load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await imagesSettled(page);
      const styled = await page.evaluate(() =>
        [...document.querySelectorAll("[style]")]
          // The banner's stored image and the admin preview's aspect ratio (values, docs/security.md),
          // stored rich text's colours, the editor's own markup.
          .filter((e) => !e.matches(".banner-strip, .admin-upload") && !e.closest(".rich-text, .inline-html, .ql-editor, .ql-toolbar, .ql-tooltip, .ql-container"))
          .map((e) => `<${e.tagName.toLowerCase()} class="${e.getAttribute("class") ?? ""}" style="${e.getAttribute("style")}">`),
      );
      expect(styled, `${path}: style attributes`).toEqual([]);
      const { violations } = await watch.collect(page);
      expect(violations, `${path}: CSP violations`).toEqual([]);
      expect(watch.offOrigin, `${path}: requests for another origin`).toEqual([]);
      expect(watch.pageErrors, `${path}: uncaught errors`).toEqual([]);
      watch.reset();
    }
  }

  test("every public page loads without a CSP violation", async ({ browser }) => {
    test.setTimeout(180_000);
    const baseURL = process.env.E2E_BASE_URL!;
    const context = await browser.newContext({ baseURL });
    const map = osmEmbedUrl(contactPage.map);
    const watch = await watchContext(context, baseURL, (url) => url === map);
    const page = await context.newPage();
    const paths = [
      "/",
      "/about-us",
      "/about-us/who-we-are",
      "/about-us/our-culture-and-core-values",
      "/about-us/leadership",
      `/about-us/leadership/${leaders[1]!.slug}`,
      "/approach",
      "/strategic-alliances",
      "/contacts",
      "/our-investments",
      "/our-investments?sector=construction+%26+engineering+solutions",
      `/our-investments/${sectorPages[0]!.slug}`,
      `/our-investments/${companyPages[0]!.slug}`,
      `/our-investments/${investmentId}`,
      "/news-and-events",
      "/news-and-events/low-cup",
      `/news-and-events/${newsId}`,
      "/no-such-page",
    ];
    await visit(page, watch, paths, async (p) => {
      await expect(p.locator("header button[aria-expanded]").first()).toBeAttached({ timeout: 20_000 });
    });
    await context.close();
  });

  test("the admin's sign-in and main screens load without a CSP violation", async ({ browser }) => {
    test.setTimeout(180_000);
    const baseURL = process.env.E2E_BASE_URL!;
    const context = await browser.newContext({ baseURL });
    const watch = await watchContext(context, baseURL);
    const page = await context.newPage();
    await visit(page, watch, ["/admin/login"], async (p) => {
      await expect(p.getByLabel("Username")).toBeVisible();
    });
    await signIn(page, ADMIN);
    const screens: [string, number][] = [
      ["/admin/dashboard", 3],
      ["/admin/dashboard/about", 3],
      ["/admin/dashboard/approach", 1],
      ["/admin/dashboard/strategic-alliances", 1],
      ["/admin/dashboard/news", 1],
      ["/admin/dashboard/our-investments", 3],
    ];
    for (const [path, editors] of screens) {
      await visit(page, watch, [path], async (p) => {
        await expect(p.locator(".ql-editor")).toHaveCount(editors, { timeout: 20_000 });
      });
    }
    // An investment opened for editing: its images previewed, its formula drawn by KaTeX.
    await page.getByRole("button", { name: "Edit CSP Holdings", exact: true }).click();
    await expect(page.locator(".ql-editor .ql-formula .katex").first()).toBeVisible({ timeout: 20_000 });
    await imagesSettled(page);
    expect((await watch.collect(page)).violations).toEqual([]);
    await visit(page, watch, ["/admin/dashboard/settings"], async (p) => {
      await expect(p.getByRole("heading", { level: 1 })).toBeVisible();
    });
    await context.close();
  });
});
