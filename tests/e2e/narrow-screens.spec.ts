import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/**
 * Every address of the sitemap on the narrowest phones we support: the document never scrolls
 * sideways, and no visible heading is wider than its box or runs past the screen's edge. Each
 * address is loaded once and checked at each width (the viewport is resized, the layout follows);
 * the addresses are shared out between a few tests that run in parallel. The search page is not
 * in the sitemap (its results are not pages of their own) and is walked too, with results.
 */
const WIDTHS = [320, 360, 390] as const;
const SHARES = 4;

/** Pages visitors reach that the sitemap does not list. */
const NOT_IN_SITEMAP = ["/search", "/search?q=lagos", "/search?q=infrastructure%20investment%20partnership"];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

/** Every address the sitemap lists (the sitemap is an index of parts). */
async function sitemapPaths(page: Page): Promise<string[]> {
  const parts = locs(await (await page.request.get("/sitemap.xml")).text());
  const paths: string[] = [];
  for (const part of parts) paths.push(...locs(await (await page.request.get(part)).text()));
  return [...paths, ...NOT_IN_SITEMAP];
}

/** What overflows on the page as it is laid out now (with its web fonts). */
const overflow = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const width = document.documentElement.clientWidth;
    const clipped = [...document.querySelectorAll<HTMLElement>("h1, h2, h3, h4, h5, h6")]
      .filter((h) => h.checkVisibility() && h.clientWidth > 2) // visually hidden headings are 1px boxes
      .filter((h) => h.scrollWidth > h.clientWidth + 1 || h.getBoundingClientRect().right > width + 0.5 || h.getBoundingClientRect().left < -0.5)
      .map((h) => `${h.tagName} “${(h.textContent ?? "").trim().slice(0, 40)}” (${h.scrollWidth}px in ${h.clientWidth}px)`);
    return { scrollWidth: document.documentElement.scrollWidth, width, clipped };
  });

test.describe("narrow screens", () => {
  test.describe.configure({ mode: "parallel" });
  test.use({ viewport: { width: WIDTHS[0], height: 800 }, reducedMotion: "reduce" });

  for (let share = 0; share < SHARES; share++) {
    test(`no sitemap address scrolls sideways or clips a heading at ${WIDTHS.join(", ")} px (share ${share + 1} of ${SHARES})`, async ({ page }) => {
      test.setTimeout(120_000);
      const all = await sitemapPaths(page);
      expect(all.length).toBeGreaterThan(30);
      const paths = all.filter((_, i) => i % SHARES === share);
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(path);
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
          const o = await overflow(page);
          if (o.scrollWidth > o.width) problems.push(`${path} at ${width} px: the document is ${o.scrollWidth}px wide`);
          for (const h of o.clipped) problems.push(`${path} at ${width} px: ${h}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
