import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

/**
 * Every address of the sitemap on the narrowest phones we support: the document never scrolls
 * sideways, and no visible heading is wider than its box or runs past the screen's edge.
 */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
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

for (const width of [320, 360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: "reduce" });

    test("no sitemap address scrolls sideways or clips a heading", async ({ page }) => {
      test.setTimeout(240_000);
      const paths = await sitemapPaths(page);
      expect(paths.length).toBeGreaterThan(30);
      const problems: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const o = await overflow(page);
        if (o.scrollWidth > o.width) problems.push(`${path}: the document is ${o.scrollWidth}px wide`);
        for (const h of o.clipped) problems.push(`${path}: ${h}`);
      }
      expect(problems).toEqual([]);
    });
  });
}
