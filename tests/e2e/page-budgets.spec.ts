import { gzipSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { PAGE_BYTES_BUDGET } from "../../shared/budgets.ts";
import { expect, test } from "./support/fixtures.ts";
import { watchDocumentStatuses } from "./support/instances.ts";
import { FRAME_MS, paintTimes } from "./support/paints.ts";
import { rawGet } from "./support/requests.ts";
import { adminApi, clearInvestments, clearNews, createInvestment, createNews, TINY_PNG_2 } from "./support/records.ts";

// The CI guard of docs/performance.md: bytes and headers from real page loads, never timings.
const FIXED_ROUTES = [
  "/",
  "/about-us/who-we-are",
  "/about-us/leadership",
  "/our-investments",
  "/our-investments/arbico",
  "/news-and-events",
  "/news-and-events/low-cup",
  "/contacts",
  "/privacy",
  "/accessibility",
  "/reports",
  "/reports/annual-review-2025",
];

let admin: APIRequestContext;
const stored: string[] = [];

test.beforeAll(async ({ playwright }) => {
  admin = await adminApi(playwright);
  const investment = await createInvestment(admin, { tabText: "Budget Holdings", sector: "mining", heroImage: TINY_PNG_2, content: "<p>A stored company.</p>" });
  const news = await createNews(admin, { title: "A stored article for the budgets", subtitle: "Checked like the fixed pages", content: "<p>Body.</p>" });
  stored.push(`/our-investments/${investment._id}`, `/news-and-events/${news._id}`);
});

test.afterAll(async () => {
  await clearInvestments(admin);
  await clearNews(admin);
  await admin.dispose();
});

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** The page's inline styles, every `<style>` element's text. */
const inlineCss = (page: Page) => page.evaluate(() => [...document.querySelectorAll("style")].map((s) => s.textContent ?? "").join("\n"));

for (const route of [...FIXED_ROUTES, "stored investment", "stored news item"]) {
  test(`${route}: scripts and styles within budget, nothing blocks rendering, and a reload is a 304`, async ({ page, request }) => {
    test.setTimeout(60_000); // two page loads and every script fetched again to be measured
    const pagePath = route === "stored investment" ? stored[0]! : route === "stored news item" ? stored[1]! : route;
    await page.setViewportSize({ width: 412, height: 823 });
    const scripts = new Set<string>();
    const stylesheets = new Set<string>();
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.add(r.url());
      if (r.resourceType() === "stylesheet") stylesheets.add(r.url());
    });
    const statuses = await watchDocumentStatuses(page);
    const response = await page.goto(pagePath);
    // Revalidation headers: a strong ETag, and a browser must ask before reusing its copy.
    expect(response?.headers()["etag"], "a strong ETag").toMatch(/^"[\w-]+"$/);
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    // The enhancement script runs after the largest paint; the scripted menu appears once it ran.
    await expect(page.locator(".mobile-menu--enhanced")).toBeAttached();
    // …and is not even requested before the first contentful paint, nor before the hero image
    // (when it is the largest paint) has been painted: it never competes with either.
    const order = {
      ...(await paintTimes(page)),
      script: await page.evaluate(() => performance.getEntriesByType("resource").find((e) => /\/assets\/enhance-[\w-]+\.js$/.test(e.name))?.startTime),
    };
    expect(order.script, "the enhancement script was requested").toBeDefined();
    expect(order.fcp, "first contentful paint").toBeDefined();
    expect(order.script!, "script requested after the first contentful paint").toBeGreaterThanOrEqual(order.fcp! - FRAME_MS);
    if (order.hero !== undefined) expect(order.script!, "script requested after the hero image's paint").toBeGreaterThanOrEqual(order.hero - FRAME_MS);

    // Render-blocking: no stylesheet request, no parser-blocking script before the first paint.
    const blocking = await page.evaluate(() =>
      // Chromium marks each resource that held up the first render (Resource Timing Level 3).
      (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
        .filter((e) => e.renderBlockingStatus === "blocking")
        .map((e) => e.name),
    );
    expect(blocking, "render-blocking requests").toEqual([]);
    expect([...stylesheets], "stylesheet requests on a public page").toEqual([]);
    const styles = await inlineCss(page);
    expect(styles, "an @import would chain a render-blocking request").not.toMatch(/@import/);

    // Bytes, gzip-compressed, of every script the page loaded and of its styles.
    let scriptBytes = 0;
    for (const url of scripts) scriptBytes += gzipSync((await (await request.get(url)).body())).length;
    const styleBytes = gzipSync(Buffer.from(styles)).length;
    expect(scriptBytes, `scripts ${kib(scriptBytes)}`).toBeLessThanOrEqual(PAGE_BYTES_BUDGET.scriptGzipBytes);
    expect(styleBytes, `styles ${kib(styleBytes)}`).toBeLessThanOrEqual(PAGE_BYTES_BUDGET.styleGzipBytes);
    expect(scripts.size, `script files: ${[...scripts].map((u) => new URL(u).pathname).join(", ")}`).toBeLessThanOrEqual(PAGE_BYTES_BUDGET.scriptFiles);

    // The HTML answer, as Chrome asks for it (it names gzip first and takes brotli), fits a new
    // connection's first round trip. Measured on the stored copy every later visitor gets.
    const html = () => rawGet(page.url(), "gzip, deflate, br, zstd");
    await expect.poll(async () => (await html()).headers["content-length"], { message: "the stored compressed answer" }).toBeTruthy();
    const answer = await html();
    expect(answer.headers["content-encoding"]).toBe("br");
    const documentBytes = answer.headerBytes + answer.body.length;
    expect(documentBytes, `HTML answer ${documentBytes} bytes (headers ${answer.headerBytes})`).toBeLessThanOrEqual(PAGE_BYTES_BUDGET.documentBytes);

    // Unchanged, the page is revalidated: the reload costs a 304 without a body.
    await page.reload();
    await expect.poll(statuses).toEqual([200, 304]);
  });
}

test("the header's logos never compete with the hero image: not preloaded, and fetched at low priority", async ({ page }) => {
  for (const route of ["/", "/contacts"]) {
    await page.goto(route);
    // A high-priority image request that starts before the largest paint counts against it.
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
    const logos = page.locator(".site-header__logo img");
    await expect(logos).toHaveCount(2);
    for (const logo of await logos.all()) await expect(logo).toHaveAttribute("fetchpriority", "low");
  }
});

test("each page inlines only the rules its markup can use: the news cards' rules are on the news list, not on the contacts page", async ({ page }) => {
  await page.goto("/news-and-events");
  expect(await inlineCss(page)).toContain(".news-card__title");
  await page.goto("/contacts");
  const contacts = await inlineCss(page);
  expect(contacts).not.toContain(".news-card__title");
  // The page's own rules and those the enhancement script may need are there.
  expect(contacts).toContain(".site-header");
  expect(contacts).toContain(".mobile-menu__panel");
});

test("the rules for what a behaviour of the enhancement script adds are only on the pages it works on", async ({ page }) => {
  // Classes the script names (the lightbox's counter, the filters' dropdown lists, the live
  // search's notice): their rules come only with the markup of their behaviour.
  const added = { lightbox: ".lightbox__count", filters: ".filter-dropdown__list", search: ".news-search__status" };
  await page.goto("/");
  const home = await inlineCss(page);
  for (const rule of Object.values(added)) expect(home).not.toContain(rule);
  expect(home).toMatch(/\.sector-card__toggle\[aria-expanded/); // the home page's own behaviour
  expect(home).toContain(".home-hero__pause-icon"); // a class only the home hero's code adds
  await page.goto("/news-and-events/low-cup");
  expect(await page.locator(".gallery").count()).toBeGreaterThan(0);
  expect(await inlineCss(page)).toContain(added.lightbox);
  await page.goto("/our-investments");
  expect(await inlineCss(page)).toContain(added.filters);
  await page.goto("/news-and-events");
  expect(await inlineCss(page)).toContain(added.search);
});
