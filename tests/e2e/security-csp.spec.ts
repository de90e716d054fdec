import { createHash } from "node:crypto";
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

// The Content-Security-Policy (docs/security.md): the header itself, then every public page and
// the main admin screens loaded in Chromium with their usual content (stored records with images,
// rich text with a colour and a formula): no `securitypolicyviolation` at all, and no style
// attribute outside the places docs/security.md names.

/** The directives of a CSP header, as name → sources. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test.describe("the Content-Security-Policy header", () => {
  test("public pages: inline script and style by hash, images and styles only from our origin, style attributes allowed", async ({ request }) => {
    const res = await request.get("/about-us");
    const csp = directives(res.headers()["content-security-policy"] ?? "");
    const html = await res.text();
    // A public page is the same bytes on every answer (compressed once: docs/performance.md), so
    // its policy names its inline code by hash, not by a per-response nonce.
    expect(html).not.toContain(" nonce=");
    const scripts = (csp.get("script-src") ?? []).filter((s) => s !== "'self'");
    const styles = (csp.get("style-src-elem") ?? []).filter((s) => s !== "'self'");
    expect(csp.get("script-src")?.[0]).toBe("'self'");
    expect(csp.get("style-src-elem")?.[0]).toBe("'self'");
    expect(csp.get("style-src")).toEqual(csp.get("style-src-elem"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'"]);
    expect(csp.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(csp.get("font-src")).toEqual(["'self'"]);
    expect(csp.get("media-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("frame-src")).toEqual(["https://www.openstreetmap.org", "https://www.youtube.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // Exactly the page's inline scripts (JSON-LD data blocks aside: never run) and its one style
    // element are allowed, each by the hash of its text.
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1]!));
    expect(inline.length).toBeGreaterThan(0);
    expect(scripts.sort()).toEqual([...new Set(inline)].sort());
    const inlineStyles = [...html.matchAll(/<style(?:[\s][^>]*)?>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1]!));
    expect(inlineStyles).toHaveLength(1);
    expect(styles).toEqual(inlineStyles);
    for (const source of [...scripts, ...styles]) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  test("the staff area: inline code by a fresh nonce on every answer, the one in its page", async ({ request }) => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await request.get("/admin/login");
      const csp = directives(res.headers()["content-security-policy"] ?? "");
      const nonce = (csp.get("script-src") ?? []).find((s) => s.startsWith("'nonce-"));
      expect(nonce, "a nonce in script-src").toBeDefined();
      expect(csp.get("script-src")).toEqual(["'self'", nonce]);
      expect(csp.get("style-src-elem")).toEqual(["'self'", nonce]);
      const inPage = new Set([...(await res.text()).matchAll(/ nonce="([^"]+)"/g)].map((m) => `'nonce-${m[1]}'`));
      expect([...inPage]).toEqual([nonce]);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(3);
  });

  test("the admin: images and fonts from our origin or data: (previews, KaTeX), the rest as on the public pages", async ({ request }) => {
    const csp = directives((await request.get("/admin/login")).headers()["content-security-policy"] ?? "");
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("font-src")).toEqual(["'self'", "data:"]);
    expect(csp.get("style-src-elem")?.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'"]);
    expect(csp.get("script-src")?.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'self'"]);
  });
});

test.describe("the other security headers", () => {
  // The opener policy only where a session lives (docs/security.md, "The other headers"); each
  // public page twice, so the render cache's answer is checked as well as the fresh render.
  test("every answer says nosniff, no framing and its referrer policy; the opener policy only on the staff area and the API", async ({ request }) => {
    const answers: [string, boolean][] = [["/", false], ["/", false], ["/our-investments", false], ["/our-investments", false], ["/contacts", false], ["/sitemap.xml", false], ["/admin/login", true], ["/admin/login", true], ["/api/news", true]];
    for (const [path, session] of answers) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], path).toBe(session ? "same-origin" : undefined);
    }
  });
});

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
      ["/admin/dashboard/about", 1],
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
