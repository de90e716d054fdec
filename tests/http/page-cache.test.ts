import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { singletonUrl, useSite, type Answer } from "./support/site.ts";

// The render cache of server/pages.ts, seen from outside: each page answer says in its
// Server-Timing header whether it was rendered for it (miss), taken from a render another request
// had started (shared), served from memory (hit) or answered 304 (revalidated).

/** The cache outcome a page answer reports. */
const outcome = (res: Answer) => /(?:^|,\s*)cache;desc=(\w+)/.exec(res.headers()["server-timing"] ?? "")?.[1];
/** The page without its per-answer nonce, to compare bodies. */
const withoutNonce = async (res: Answer) => (await res.text()).replace(/ nonce="[^"]+"/g, "");
/** A parameter each page reads: any other is no part of the page's address (server/http/page-url.ts). */
const READ_PARAM: Record<string, string> = { "/our-investments": "company", "/news-and-events": "q", "/contacts": "sent" };
/** A URL no earlier test (or run) has requested, so its first request cannot be cached ("/" reads none: itself). */
const freshUrl = (pagePath: string) => (READ_PARAM[pagePath] ? `${pagePath}?${READ_PARAM[pagePath]}=cache-check-${randomUUID()}` : pagePath);

const site = useSite();

describe("render cache", () => {
  it("an unchanged page is rendered once, then answered from memory with the same bytes", async () => {
    const { request } = site;
    const url = freshUrl("/our-investments");
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(outcome(first)).toBe("miss");
    expect(first.headers()["server-timing"]).toMatch(/render;dur=\d+(\.\d)?/);
    for (let i = 0; i < 3; i++) {
      const again = await request.get(url);
      expect(outcome(again)).toBe("hit");
      expect(again.headers()["etag"]).toBe(first.headers()["etag"]);
      expect(await withoutNonce(again)).toBe(await withoutNonce(first));
    }
  });

  it("simultaneous first requests for a page share one render", async () => {
    const { request } = site;
    const url = freshUrl("/news-and-events");
    const answers = await Promise.all(Array.from({ length: 6 }, () => request.get(url)));
    for (const a of answers) expect(a.status()).toBe(200);
    const outcomes = answers.map(outcome);
    expect(outcomes.filter((o) => o === "miss")).toHaveLength(1);
    expect(outcomes.every((o) => o === "miss" || o === "shared" || o === "hit")).toBe(true);
  });

  it("a repeat with the page's ETag is answered 304 without rendering, and the page stays cached", async () => {
    const { request } = site;
    const url = freshUrl("/contacts");
    const first = await request.get(url);
    expect(outcome(first)).toBe("miss");
    const revalidated = await request.get(url, { headers: { "If-None-Match": first.headers()["etag"]! } });
    expect(revalidated.status()).toBe(304);
    expect(outcome(revalidated)).toBe("revalidated");
    expect(revalidated.headers()["server-timing"]).not.toContain("render");
    expect(outcome(await request.get(url))).toBe("hit");
  });

  it("after an edit the next answer is rendered afresh, never the cached page", async () => {
    const { request, api } = site;
    const url = freshUrl("/");
    await request.get(url);
    expect(outcome(await request.get(url))).toBe("hit");
    expect((await api.patch(singletonUrl("heroText"), { data: { text: "A headline the cache has not seen" } })).status()).toBe(200);
    try {
      const after = await request.get(url);
      expect(outcome(after)).toBe("miss");
      expect(await after.text()).toContain("A headline the cache has not seen");
      expect(outcome(await request.get(url))).toBe("hit");
    } finally {
      await api.patch(singletonUrl("heroText"), { data: { text: "" } });
    }
  });
});
