import http from "node:http";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { startProcess, useBuiltSite } from "./support/processes.ts";

const MB = 1024 * 1024;
// Enough to show the old growth (about 50 KB per address: some 370 MB past the baseline here)
// more than twice over the bound, in well under a minute.
const ADDRESSES = 8_000;
const BASELINE_AFTER = 600;
const AT_ONCE = 8;

/** The resident memory of a process, from /proc (Linux). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) * 1024;

/** GET on a keep-alive agent, taking brotli and gzip as a browser does; resolves with the status and Server-Timing. */
function get(agent: http.Agent, url: string): Promise<{ status: number; timing: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, timing: String(res.headers["server-timing"] ?? "") }));
      })
      .on("error", reject);
  });
}

// The render cache is bounded to 500 pages and 64 MB, counting each page's body and both of its
// compressed copies; background compression runs two at a time with a short queue. Before, every
// new address queued its own brotli encoder, and 7,000-9,000 distinct addresses grew the server
// by about 400 MB.
describe("the render cache under a flood of distinct addresses", () => {
  const site = useBuiltSite();

  it(`keeps the server's memory within 150 MB of what it was after ${BASELINE_AFTER} addresses, after ${ADDRESSES}`, async () => {
    const server = await startProcess({ DATA_DIR: site.dataDir(), SEED_PORTFOLIO: "false" }, { buildDir: site.buildDir });
    const agent = new http.Agent({ keepAlive: true, maxSockets: AT_ONCE });
    try {
      await server.ready();
      const pid = server.child.pid!;
      // A parameter the page reads (`sent`, which shows the same page unless it is 1): others are no
      // part of a page's address (server/http/page-url.ts), so they no longer make distinct entries.
      const address = (n: number) => `${server.url}/contacts?sent=flood-${n}`;
      let next = 0;
      let failed = 0;
      /** Requests addresses [next, until) with AT_ONCE in flight. */
      const flood = (until: number) =>
        Promise.all(
          Array.from({ length: AT_ONCE }, async () => {
            for (let n = next++; n < until; n = next++) if ((await get(agent, address(n))).status !== 200) failed++;
          }),
        ).then(() => (next = until));

      const started = Date.now();
      await flood(BASELINE_AFTER);
      const baseline = rssOf(pid);
      await flood(ADDRESSES);
      const after = rssOf(pid);
      process.stdout.write(
        `render cache flood: RSS ${(baseline / MB).toFixed(0)} MB after ${BASELINE_AFTER} addresses, ${(after / MB).toFixed(0)} MB after ${ADDRESSES} ` +
          `(+${((after - baseline) / MB).toFixed(0)} MB) in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
      );

      expect(failed).toBe(0);
      // The flood did fill the cache: the latest address is answered from memory.
      expect((await get(agent, address(ADDRESSES - 1))).timing).toContain("cache;desc=hit");
      expect(after - baseline).toBeLessThan(150 * MB);
    } finally {
      agent.destroy();
      await server.stop();
    }
  }, 1_800_000);
});
