import { describe, expect, it } from "vitest";
import { FEED_PATH } from "../../client/lib/feed.ts";
import { useSite } from "./support/site.ts";

const site = useSite();

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);

/**
 * Privacy by design: a visitor who only reads the site is never given a cookie, so the site needs
 * no cookie banner. Staff sign-in cookies exist only under /api/auth and /admin.
 */
describe("no public page sets a cookie", () => {
  it("every sitemap address, the feed, robots.txt, the search and the not-found page answer without Set-Cookie", async () => {
    // The sitemap is an index of parts: every part's addresses, and the parts themselves.
    const parts = locs(await (await site.request.get("/sitemap.xml")).text());
    const paths: string[] = [];
    for (const part of parts) paths.push(...locs(await (await site.request.get(part)).text()));
    expect(paths.length).toBeGreaterThan(30);
    for (const path of [...paths, ...parts, "/sitemap.xml", "/robots.txt", FEED_PATH, "/no-such-page", "/news-and-events?q=polo", "/contacts?sent=1", "/search", "/search?q=lagos"]) {
      // Twice: the first answer is rendered, the second comes from the render cache.
      for (const round of [1, 2]) {
        const res = await site.request.get(path);
        expect(res.status(), path).toBeLessThan(500);
        expect(res.headers()["set-cookie"], `${path} (answer ${round})`).toBeUndefined();
      }
    }
  });
});
