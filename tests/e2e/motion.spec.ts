import { publicPageReady } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { fastForwardAnimations, motionSettled } from "./support/motion.ts";

/**
 * One page of each public template. The other specs run with reduced motion (playwright.config.ts);
 * this walk shows that with motion on, each template's opening animations run and end with
 * everything they moved in its final place: visible, opaque and where the layout puts it.
 */
const TEMPLATES = [
  "/",
  "/about-us",
  "/about-us/leadership",
  "/about-us/leadership/oluwaseun-adeyemo-bankole",
  "/approach",
  "/our-investments",
  "/our-investments/construction",
  "/our-investments/arbico",
  "/news-and-events",
  "/news-and-events/low-cup",
  "/reports",
  "/reports/annual-review-2025",
  "/contacts",
  "/search?q=lagos",
  "/privacy",
];

test.use({ reducedMotion: "no-preference" });

test.describe("every page template with motion on", () => {
  // Each test stands alone (one page): they spread over the workers.
  test.describe.configure({ mode: "parallel" });

  for (const path of TEMPLATES) {
    test(`${path} plays its opening animations and ends with everything in place`, async ({ page }) => {
      // Each animation's length is read from its timing below, so its clock may run faster: at 8×
      // the 15 pages take 8 s instead of 36, with the same checks.
      await fastForwardAnimations(page, 8);
      await page.goto(path);
      await publicPageReady(page);
      await motionSettled(page);
      // The opening animations that ran (time-based, finite; the header's scroll-driven ones and the
      // endless arrow aside), with the final style of what each moved.
      const ended = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => {
            const target = (a.effect as KeyframeEffect).target as Element;
            const style = getComputedStyle(target);
            return {
              name: a instanceof CSSAnimation ? a.animationName : "",
              state: a.playState,
              duration: Number(a.effect?.getComputedTiming().duration ?? 0),
              heroTitle: target.matches(".page-hero__title, .home-hero__title"),
              opacity: style.opacity,
              transform: style.transform,
            };
          }),
      );
      expect(ended.length, "opening animations").toBeGreaterThan(0);
      expect(ended.some((a) => a.heroTitle && a.name === "rise-in" && a.duration >= 300), "the hero's title rises in").toBe(true);
      for (const a of ended) {
        expect(a.state).toBe("finished");
        expect(a.opacity).toBe("1");
        expect(["none", "matrix(1, 0, 0, 1, 0, 0)"]).toContain(a.transform);
      }
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("h1")).toHaveCSS("opacity", "1");
    });
  }

  test("the home page's background video plays", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.locator("video").evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  });
});
