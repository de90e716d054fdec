import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { motionSettled } from "./motion.ts";
import { ENHANCED_ATTRIBUTE } from "../../../shared/enhance.ts";

/** What one axe run may add to its test's time: it is heavy, and the machine may be loaded. */
const AXE_RUN_BUDGET_MS = 30_000;

/**
 * Runs axe-core over the page (or only the part `include` selects) once every transition has
 * finished, and expects no violation. A check taken mid-fade would measure the contrast of
 * half-transparent text and fail at random. Each run extends the test's time budget.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; label?: string } = {}): Promise<void> {
  test.info().setTimeout(test.info().timeout + AXE_RUN_BUDGET_MS);
  await motionSettled(page);
  // Only violations are read: axe then skips collecting the details of every passing node,
  // which is most of its time on a large page, and checks exactly the same rules.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, options.label).toEqual([]);
}

/**
 * A public page in its final form: the enhancement script has handed every root to its
 * behaviour (it runs after the web fonts are on; client/enhance/run-deferred.ts) and the fonts
 * have loaded. What axe then checks is what a visitor finally sees.
 */
export async function publicPageReady(page: Page): Promise<void> {
  await expect(page.locator(`html[${ENHANCED_ATTRIBUTE}]`)).toBeAttached();
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}
