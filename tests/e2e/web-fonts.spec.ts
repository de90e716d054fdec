import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { adminApi, createNews } from "./support/records.ts";
import { FRAME_MS, paintTimes } from "./support/paints.ts";
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
async function fontFiles(page: Page, path: string, { enhanced = true } = {}): Promise<string[]> {
  const fonts = recordRequests(page, (r) => r.url().endsWith(".woff2"));
  await page.goto(path);
  // The web fonts are turned on after the largest paint, the enhancement script after they have
  // loaded; it replaces parts of the header once it runs: walk the page after that.
  if (enhanced) await page.locator(".mobile-menu--enhanced").waitFor({ state: "attached" });
  await page.evaluate(() => document.fonts.ready);
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

test("the core fonts are fetched after the largest paint, once each, and a next page draws in them from its first paint", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Whether the page asked for the web fonts by the time its markup was parsed, whether they
  // had loaded when it turned them on (then text is laid out again once, not once per step), and
  // the batches it turned them on in (a MutationObserver is called once per task that marked).
  await page.addInitScript(() => {
    const w = window as Window & { fontsAtParse?: boolean; loadedWhenOn?: boolean; batches?: number[] };
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") w.fontsAtParse = document.documentElement.hasAttribute("data-web-fonts");
    });
    // (Observed from the document: the root element does not exist yet when this runs.)
    new MutationObserver((records) => {
      const marked = records.filter((r) => (r.target as Element).hasAttribute("data-web-fonts"));
      if (!marked.length) return;
      w.loadedWhenOn ??= document.fonts.check('1em "R28 Serif"') && document.fonts.check('1em "Inter Variable"');
      (w.batches ??= []).push(marked.length);
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-web-fonts"] });
  });
  await page.goto("/news-and-events");
  await page.locator(".mobile-menu--enhanced").waitFor({ state: "attached" });
  const paints = await paintTimes(page);
  const first = await page.evaluate(async () => {
    await document.fonts.ready;
    const parts = [...document.body.children].flatMap((c) => (c.tagName === "MAIN" ? [...c.children] : [c])).filter((p) => !/^(SCRIPT|TEMPLATE|STYLE|NOSCRIPT|LINK)$/.test(p.tagName));
    return {
      atParse: (window as Window & { fontsAtParse?: boolean }).fontsAtParse,
      loadedWhenOn: (window as Window & { loadedWhenOn?: boolean }).loadedWhenOn,
      batches: (window as Window & { batches?: number[] }).batches,
      marks: {
        root: document.documentElement.hasAttribute("data-web-fonts"),
        parts: parts.map((p) => p.tagName),
        unmarked: parts.filter((p) => !p.hasAttribute("data-web-fonts")).map((p) => p.outerHTML.slice(0, 60)),
        marked: document.querySelectorAll("[data-web-fonts]").length,
      },
      preloads: document.querySelectorAll('link[rel="preload"][as="font"]').length,
      fonts: performance
        .getEntriesByType("resource")
        .filter((e) => e.name.endsWith(".woff2"))
        .map((e) => ({ file: new URL(e.name).pathname.replace(/^\/assets\/(.+)-[\w-]{8}\.woff2$/, "$1"), start: e.startTime })),
    };
  });
  expect(first.atParse, "a first page: fonts not asked for before its largest paint").toBe(false);
  expect(first.loadedWhenOn, "the fonts had loaded when the page turned them on").toBe(true);
  // Turned on part by part, one part per task: each child of <body> and of <main>, not the root.
  expect(first.marks.root, "not on the whole page at once").toBe(false);
  expect(first.marks.parts.length).toBeGreaterThan(3);
  expect(first.marks.unmarked).toEqual([]);
  expect(first.batches).toEqual(Array.from({ length: first.marks.marked }, () => 1));
  expect(first.preloads).toBe(0);
  expect(first.fonts.map((f) => f.file).sort()).toEqual(["inter-core", "r28-serif-core"]);
  expect(paints.fcp, "first contentful paint").toBeDefined();
  expect(paints.hero, "the hero image is the largest paint").toBeDefined();
  for (const font of first.fonts) {
    expect(font.start, `${font.file} after the first contentful paint`).toBeGreaterThanOrEqual(paints.fcp! - FRAME_MS);
    expect(font.start, `${font.file} after the hero's paint`).toBeGreaterThanOrEqual(paints.hero! - FRAME_MS);
  }

  // The browser has them now (cached): the next page turns them on in its head, before any paint.
  await page.goto("/contacts");
  await page.waitForFunction(() => (window as Window & { fontsAtParse?: boolean }).fontsAtParse !== undefined);
  expect(await page.evaluate(() => (window as Window & { fontsAtParse?: boolean }).fontsAtParse)).toBe(true);
});

test("a large part of the page has its fonts turned on child by child, then as a whole", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/");
  await page.locator(".mobile-menu--enhanced").waitFor({ state: "attached" });
  // The home page's sector grid is over PART_ELEMENTS (client/enhance/run-deferred.ts): each sector is a
  // part of its own, and the grid and the section around it are marked after their children.
  const grid = page.locator("ul.sector-grid");
  expect(await grid.locator(":scope > li").count()).toBeGreaterThan(1);
  expect(await grid.locator(":scope > li:not([data-web-fonts])").count()).toBe(0);
  await expect(grid).toHaveAttribute("data-web-fonts", "");
  await expect(page.locator("main > section").filter({ has: grid })).toHaveAttribute("data-web-fonts", "");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-web-fonts"))).toBe(false);
  // The sectors' text in the web fonts: the titles in the display face, the rest in the body face.
  const families = await grid.evaluate((el) => [...el.querySelectorAll("*")].filter((e) => [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim())).map((e) => getComputedStyle(e).fontFamily.split(",")[0]!.replace(/"/g, "")));
  expect(new Set(families)).toEqual(new Set(["R28 Serif", "Inter Variable"]));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages are drawn in the web fonts from the start", async ({ page }) => {
    expect(await fontFiles(page, "/about-us/who-we-are", { enhanced: false })).toEqual(["inter-core", "r28-serif-core"]);
    expect(await textOutsideWebFonts(page)).toEqual([]);
  });
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
