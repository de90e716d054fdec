import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { motionSettled } from "./motion.ts";

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
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, options.label).toEqual([]);
}
