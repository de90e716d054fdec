import type { Page } from "@playwright/test";

/**
 * A paint's time is when its frame was presented, which may trail the start of the next frame
 * (where the page's loader acts) by up to one frame: the slack when comparing the two.
 */
export const FRAME_MS = 17;

/**
 * When the page had its first contentful paint, and when its high-priority (hero) image was
 * painted if that was a largest-paint entry (Paint Timing and Largest Contentful Paint).
 */
export function paintTimes(page: Page): Promise<{ fcp?: number; hero?: number }> {
  return page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    const hero = lcp.find((e) => (e as PerformanceEntry & { element?: Element }).element?.matches("img[fetchpriority=high]"));
    return { fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime, hero: hero?.startTime };
  });
}
