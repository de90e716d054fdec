import { fixedPublicPaths } from "../../client/lib/sitemap.ts";
import { expectNoAxeViolations, publicPageReady } from "./support/axe.ts";
import { test } from "./support/fixtures.ts";
import { AREA_WALKED } from "./support/walked-pages.ts";

// robots.txt and the sitemap's list are checked over HTTP (tests/http/sitemap-and-robots.test.ts).

// STYLE.md: an axe check walks every URL of the sitemap. The area suites check their pages at
// 390 and 1440 px with their interactive states (support/walked-pages.ts); this walk checks every
// other fixed page, so none is left out and none is walked twice at 1440 px.
test.describe("accessibility of every sitemap URL at 1440 px", () => {
  // Each test stands alone (one page): they spread over both workers.
  test.describe.configure({ mode: "parallel" });
  test.use({ reducedMotion: "reduce" });
  for (const path of fixedPublicPaths().filter((p) => !AREA_WALKED.has(p))) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await publicPageReady(page);
      await expectNoAxeViolations(page);
    });
  }
});
