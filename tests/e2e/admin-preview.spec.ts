import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { PREVIEW_MARKER } from "../../shared/schemas/preview.ts";
import { part, pngFile, readBlock, signIn, snapshotBlocks } from "./support/admin.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { ADMIN, expect, test } from "./support/fixtures.ts";

const blocks = snapshotBlocks(["whoWeAre"]);

/** Records the CSP violations of every page of the context (read with `violations`). */
async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: seen });
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

/** Clicks a card's Preview and answers the new tab once it shows the preview page. */
async function openPreview(page: Page, card: Locator): Promise<Page> {
  const popup = page.waitForEvent("popup");
  await card.getByRole("button", { name: "Preview (opens in a new tab)", exact: true }).click();
  const tab = await popup;
  await tab.waitForURL(/\/preview\/[0-9a-f]{32}$/);
  await expect(tab.getByRole("complementary", { name: "Preview", exact: true })).toContainText(PREVIEW_MARKER);
  return tab;
}

/** A preview made through the API (as `api`'s user); answers its address. */
async function makePreview(api: APIRequestContext, body: object): Promise<string> {
  const res = await api.post("/api/previews", { data: body });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

test.describe("admin: preview before saving", () => {
  test.beforeEach(async ({ api }) => blocks.take(api));
  test.afterEach(async ({ api }) => blocks.restore(api));

  test("a section's unsaved text shows in the server's preview with the preview marker, while the public page keeps the saved text", async ({ page, api }) => {
    await watchCsp(page.context());
    const saved = await readBlock(api, "whoWeAre");
    await signIn(page, ADMIN, "/admin/dashboard/about");
    const card = part(page, "Who we are");
    await card.getByLabel("Highlight", { exact: true }).fill("Unsaved: patient capital, previewed");

    const tab = await openPreview(page, card);
    const main = tab.getByRole("main");
    await expect(main.getByText("Unsaved: patient capital, previewed")).toBeVisible();
    await expect(tab).toHaveTitle(/who we are/i);
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Rendered by the server alone: no scripts to hydrate at an address that is not the page's own.
    await expect(tab.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
    // The fixed marker, styled by the page's own stylesheet under its nonce.
    const marker = tab.getByRole("complementary", { name: "Preview", exact: true });
    expect(await marker.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    expect(await violations(tab)).toEqual([]);
    await expectNoAxeViolations(tab, { label: "the preview page" });

    const headers = (await tab.context().request.get(tab.url())).headers();
    expect(headers["cache-control"]).toBe("no-store");
    expect(headers["x-robots-tag"]).toMatch(/noindex/);
    expect(headers.etag).toBeUndefined();

    // Nothing was saved: the editor still holds unsaved changes, the API and the public page the old text.
    await expect(card.getByText("Unsaved", { exact: true })).toBeVisible();
    expect(await readBlock(api, "whoWeAre")).toEqual(saved);
    const live = await tab.context().newPage();
    await live.goto("/about-us/who-we-are");
    await expect(live.getByRole("main").getByText(saved.highlight!)).toBeVisible();
    await expect(live.getByText("Unsaved: patient capital, previewed")).toHaveCount(0);
    await expect(live.getByRole("complementary", { name: "Preview", exact: true })).toHaveCount(0);
  });

  test("the preview page is never cached or indexed, changes neither the content revision nor the public page, and opens only for its maker", async ({ api, playwright, baseURL }) => {
    const before = await api.get("/about-us/who-we-are");
    const etag = before.headers().etag;
    expect(etag).toBeDefined();
    const url = await makePreview(api, { type: "whoWeAre", fields: { highlight: "Previewed through the API" } });

    const first = await api.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("no-store");
    expect(first.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(first.headers().etag).toBeUndefined();
    const html = await first.text();
    expect(html).toContain("Previewed through the API");
    expect(html).toContain(PREVIEW_MARKER);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    // Rendered again for each request (its own nonce), never answered 304.
    const again = await api.get(url, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(200);
    expect(again.headers()["content-security-policy"]).not.toBe(first.headers()["content-security-policy"]);

    // The live page and its revision (in the ETag) are as before: answered 304 to the old ETag.
    const after = await api.get("/about-us/who-we-are", { headers: { "If-None-Match": etag! } });
    expect(after.status()).toBe(304);
    expect(await (await api.get("/about-us/who-we-are")).text()).not.toContain("Previewed through the API");

    const anonymous = await playwright.request.newContext({ baseURL });
    const forged = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA" } });
    const username = `preview-other-${Date.now().toString(36)}`;
    expect((await api.post("/api/auth/register", { data: { username, password: "other-password-1" } })).status()).toBe(201);
    const login = await anonymous.post("/api/auth/login", { data: { username, password: "other-password-1" } });
    const otherToken = ((await login.json()) as { token: string }).token;
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${otherToken}` } });
    try {
      await anonymous.dispose();
      const stranger = await playwright.request.newContext({ baseURL });
      const unauthenticated = await stranger.get(url);
      expect(unauthenticated.status()).toBe(401);
      expect(unauthenticated.headers()["cache-control"]).toBe("no-store");
      expect(await unauthenticated.text()).not.toContain("Previewed through the API");
      await stranger.dispose();
      expect((await forged.get(url)).status()).toBe(401);

      // Someone else's preview, an unknown one and a malformed one: the not-found page.
      for (const [ctx, path] of [
        [other, url],
        [api, "/preview/0123456789abcdef0123456789abcdef"],
        [api, "/preview/not-a-preview"],
      ] as const) {
        const res = await ctx.get(path);
        expect(res.status(), path).toBe(404);
        expect(res.headers()["cache-control"], path).toBe("no-store");
        expect(await res.text(), path).not.toContain("Previewed through the API");
      }
      // The other user's own preview opens for them.
      expect((await other.get(await makePreview(other, { type: "heroText", fields: { text: "Theirs" } }))).status()).toBe(200);
    } finally {
      await forged.dispose();
      await other.dispose();
    }
  });

  test("every editor card has Preview beside Submit, and a banner's chosen image shows in its page's preview", async ({ page, api }) => {
    await signIn(page, ADMIN);
    for (const screen of ["/admin/dashboard", "/admin/dashboard/about", "/admin/dashboard/approach", "/admin/dashboard/strategic-alliances", "/admin/dashboard/our-investments", "/admin/dashboard/news"]) {
      await page.goto(screen);
      const submits = page.getByRole("main").getByRole("button", { name: "Submit", exact: true });
      await expect(submits.first()).toBeVisible();
      const cards = await submits.count();
      await expect(page.getByRole("main").getByRole("button", { name: "Preview (opens in a new tab)", exact: true }), screen).toHaveCount(cards);
    }

    await page.goto("/admin/dashboard/approach");
    const stored = (await readBlock(api, "approachBanner")).bannerImgString;
    const card = part(page, "Banner");
    await card.getByLabel("Banner image").setInputFiles(await pngFile("preview-banner.png", { r: 118, g: 44, b: 61 }));
    const tab = await openPreview(page, card);
    const style = await tab.locator(".banner-strip").getAttribute("style");
    expect(style).toMatch(/\/media\/[0-9a-f]{64}/);
    if (stored) expect(style).not.toContain(stored);
    expect((await readBlock(api, "approachBanner")).bannerImgString).toBe(stored);
  });

  test("the investment and news editors preview a new item, its images and text, without creating it", async ({ page, api }) => {
    await signIn(page, ADMIN, "/admin/dashboard/our-investments");
    const investments = await (await api.get("/api/investments")).text();
    const form = page.locator("#investment-form");
    await form.getByLabel("Tab text").fill("Preview Lagoon Homes");
    await form.getByLabel("Highlight", { exact: true }).fill("Homes on the lagoon, not yet published.");
    await form.getByLabel("Logo", { exact: true }).setInputFiles(await pngFile("logo.png", { r: 47, g: 104, b: 113 }, 96, 96));
    // Preview waits for the upload and shows the chosen logo.
    const companyTab = await openPreview(page, form);
    await expect(companyTab.getByRole("main").getByText("Homes on the lagoon, not yet published.")).toBeVisible();
    await expect(companyTab.getByRole("main").locator('img[src^="/media/"]').first()).toBeVisible();
    expect(await (await api.get("/api/investments")).text()).toBe(investments);
    await companyTab.close();

    // A field the save would refuse is named, and no tab stays open.
    await form.getByLabel("Website").fill("not a web address");
    await form.getByRole("button", { name: "Preview (opens in a new tab)", exact: true }).click();
    await expect(form.getByRole("alert").filter({ hasText: /^No preview\./ })).toContainText("website");
    await expect.poll(() => page.context().pages().length).toBe(1);

    await page.goto("/admin/dashboard/news");
    const news = await (await api.get("/api/news-and-events")).text();
    const card = page.getByRole("region", { name: "Add news and events" });
    await card.getByLabel("Title", { exact: true }).fill("Preview: a draft article");
    await card.getByLabel("Subtitle").fill("Seen only by its author until saved.");
    await card.getByLabel("Images").setInputFiles([await pngFile("photo.png", { r: 90, g: 60, b: 140 }, 320, 200)]);
    const articleTab = await openPreview(page, card);
    await expect(articleTab.getByRole("heading", { name: "Preview: a draft article" })).toBeVisible();
    expect(await (await api.get("/api/news-and-events")).text()).toBe(news);
  });
  test("the edit modes of a news item and an investment preview the stored item with the unsaved change, at its own page, and save nothing", async ({ page, api }) => {
    const image = await api.post("/api/media", { multipart: { file: await pngFile("stored.png", { r: 30, g: 120, b: 90 }, 320, 200) } });
    const created = await api.post("/api/news-and-events", {
      data: { title: "Preview edit: stored title", subtitle: "Stored subtitle", content: "<p>Stored body.</p>", newsImgUrl: ((await image.json()) as { url: string }).url },
    });
    const item = ((await created.json()) as { newsAndEvents: { _id: string; title: string } }).newsAndEvents;
    const invRes = await api.post("/api/investments", { data: { tabText: "Preview Edit Co", highlight: "Stored highlight of the company." } });
    const investment = (await invRes.json()) as { _id: string };
    try {
      await signIn(page, ADMIN, "/admin/dashboard/news");
      await page.getByRole("region", { name: /^Published/ }).getByRole("button", { name: `Edit ${item.title}` }).click();
      const card = page.getByRole("region", { name: `Edit ‘${item.title}’` });
      await card.getByLabel("Subtitle").fill("Unsaved subtitle of a stored article");
      const before = await (await api.get(`/api/news-and-events/${item._id}`)).text();
      const tab = await openPreview(page, card);
      await expect(tab.getByRole("heading", { name: item.title })).toBeVisible();
      await expect(tab.getByRole("main").getByText("Stored body.")).toBeVisible();
      await expect(tab.getByRole("main").getByText("Unsaved subtitle of a stored article")).toBeVisible();
      expect(await (await api.get(`/api/news-and-events/${item._id}`)).text()).toBe(before);
      await tab.close();

      await page.goto("/admin/dashboard/our-investments");
      await page.getByRole("complementary", { name: "Investments" }).getByRole("button", { name: "Edit Preview Edit Co" }).click();
      const form = page.getByRole("region", { name: "Edit ‘Preview Edit Co’" });
      await form.getByLabel("Highlight", { exact: true }).fill("Unsaved highlight of the company.");
      const company = await openPreview(page, form);
      await expect(company.getByRole("main").getByText("Unsaved highlight of the company.")).toBeVisible();
      await expect(company.getByRole("main").getByText("Stored highlight of the company.")).toHaveCount(0);
      expect(((await (await api.get(`/api/investments/${investment._id}`)).json()) as { highlight: string }).highlight).toBe("Stored highlight of the company.");
    } finally {
      await api.delete(`/api/news-and-events/${item._id}`);
      await api.delete(`/api/investments/${investment._id}`);
    }
  });
});
