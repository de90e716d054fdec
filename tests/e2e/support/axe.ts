import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { motionSettled } from "./motion.ts";

/**
 * Runs axe-core over the page (or only the part `include` selects) once every transition has
 * finished, and expects no violation. A check taken mid-fade would measure the contrast of
 * half-transparent text and fail at random.
 */
export async function expectNoAxeViolations(page: Page, options: { include?: string; label?: string } = {}): Promise<void> {
  await motionSettled(page);
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, options.label).toEqual([]);
}
