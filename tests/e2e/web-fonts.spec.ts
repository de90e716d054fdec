import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { adminApi, createNews } from "./support/records.ts";
import { recordRequests } from "./support/requests.ts";

// The web fonts (client/styles/fonts.css, docs/performance.md "Fonts"): each family is a core file
// and a rest file with complementary unicode-ranges. The seeded pages need only the core files;
// text with a character outside them fetches the rest file and is still drawn in the web font.

const WEB_FAMILIES = ["R28 Serif", "Inter Variable"];
/** The same fonts as Chromium names them when it draws with them (the family in each file). */
const DRAWN_AS = ["R28 Serif", "Inter"];
const ROUTES = [
  "/",
  "/about-us",
  "/about-us/who-we-are",
  "/about-us/our-culture-and-core-values",
  "/about-us/leadership",
  "/approach",
  "/strategic-alliances",
  "/our-investments",
  "/our-investments/arbico",
  "/news-and-events",
  "/news-and-events/low-cup",
  "/contacts",
  "/no-such-page",
];

/** The font files the page fetched, without their build hash ("inter-core"). */
async function fontFiles(page: Page, path: string): Promise<string[]> {
  const fonts = recordRequests(page, (r) => r.url().endsWith(".woff2"));
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  // The enhancement script replaces parts of the header once it runs: walk the page after that.
  await page.locator(".mobile-menu--enhanced").waitFor({ state: "attached" });
  return (await fonts.sentSoFar()).map((r) => r.replace(/^GET \/assets\/(.+)-[\w-]{8}\.woff2$/, "$1")).sort();
}

/**
 * Every element with text of its own set in a web family: its weight within the family's faces,
 * and the fonts Chromium drew its text with (DevTools protocol) all the web font's own, never a
 * system font standing in for a missing glyph.
 */
async function textOutsideWebFonts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: "body *:not(script, style, template)" });
  const elements = await page.$$eval("body *:not(script, style, template)", (els, families) => {
    const faces = [...document.fonts].filter((f) => families.includes(f.family.replace(/"/g, "")));
    return els.map((el) => {
      const text = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? "").join("").trim();
      const style = getComputedStyle(el);
      const family = style.fontFamily.split(",")[0]!.trim().replace(/"/g, "");
      const weight = Number(style.fontWeight);
      const inRange = faces.filter((f) => f.family.replace(/"/g, "") === family).every((f) => {
        const [min, max = min] = f.weight.split(" ").map(Number);
        return weight >= min! && weight <= max!;
      });
      return { label: `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : ""} "${text.slice(0, 30)}"`, text, family, weight, inRange };
    });
  }, WEB_FAMILIES);
  const problems: string[] = [];
  for (const [i, el] of elements.entries()) {
    if (!el.text || !WEB_FAMILIES.includes(el.family)) continue;
    if (!el.inRange) problems.push(`${el.label}: weight ${el.weight} outside the ${el.family} faces`);
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId: nodeIds[i]! });
    const others = fonts.filter((f) => !f.isCustomFont || !DRAWN_AS.includes(f.familyName));
    if (others.length) problems.push(`${el.label}: drawn with ${others.map((f) => `${f.familyName} (${f.glyphCount} glyphs)`).join(", ")}`);
  }
  await cdp.detach();
  return problems;
}

for (const route of ROUTES) {
  test(`${route} fetches only the two core font files and draws its text with them`, async ({ page }) => {
    expect(await fontFiles(page, route)).toEqual(["inter-core", "r28-serif-core"]);
    expect(await textOutsideWebFonts(page)).toEqual([]);
  });
}

test("the core fonts are preloaded at low priority, once each: they never compete with the largest image or the first paint", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const fonts: string[] = [];
  cdp.on("Network.requestWillBeSent", ({ request }) => {
    if (request.url.endsWith(".woff2")) fonts.push(`${new URL(request.url).pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, "$1")} ${request.initialPriority}`);
  });
  await page.goto("/news-and-events");
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => [...fonts].sort()).toEqual(["inter-core Low", "r28-serif-core Low"]);
  await expect(page.locator('link[rel="preload"][as="font"][fetchpriority="low"]')).toHaveCount(2);
  await cdp.detach();
});

test.describe("text with a character outside the core", () => {
  let admin: APIRequestContext;
  let newsId = "";

  test.beforeAll(async ({ playwright }) => {
    admin = await adminApi(playwright);
    const news = await createNews(admin, { title: "Café society at the arena", subtitle: "A naïve résumé", content: "<p>Señora Zoë Œuvre paid €20 for the entrée.</p>" });
    newsId = news._id;
  });

  test.afterAll(async () => {
    await admin.delete(`/api/news-and-events/${newsId}`);
    await admin.dispose();
  });

  test("fetches each family's rest file and is still drawn in the web fonts", async ({ page }) => {
    expect(await fontFiles(page, `/news-and-events/${newsId}`)).toEqual(["inter-core", "inter-rest", "r28-serif-core", "r28-serif-rest"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Café society at the arena");
    expect(await textOutsideWebFonts(page)).toEqual([]);
  });
});
