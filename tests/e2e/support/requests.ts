import { get as httpGet, type IncomingHttpHeaders } from "node:http";
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

/**
 * A GET with the given Accept-Encoding, its body as sent (Playwright's client would decompress
 * it) and the size of its status line and headers as they came over the wire.
 */
export function rawGet(url: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer; headerBytes: number }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "Accept-Encoding": encoding, Accept: "text/html" } }, (res) => {
      const chunks: Buffer[] = [];
      let headerBytes = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < res.rawHeaders.length; i += 2) headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks), headerBytes }));
      res.on("error", reject);
    }).on("error", reject);
  });
}
