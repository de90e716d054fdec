import type { Page, Request } from "@playwright/test";

/**
 * Records the requests of a page that `matches` picks out. `sentSoFar()` answers which were sent
 * up to now, deterministically: it has the page send one more request (to /healthz, which
 * `matches` should not pick) and returns once Playwright reports it. Playwright reports a page's
 * requests in the order they are sent, so anything sent before it has been recorded by then.
 */
export function recordRequests(page: Page, matches: (request: Request) => boolean) {
  const seen: string[] = [];
  let markers = 0;
  page.on("request", (request) => {
    if (matches(request)) seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return {
    async sentSoFar(): Promise<string[]> {
      const marker = `/healthz?marker=${++markers}`;
      const reported = page.waitForRequest((request) => request.url().endsWith(marker));
      await page.evaluate((url) => fetch(url).then(() => undefined), marker);
      await reported;
      return [...seen];
    },
  };
}
