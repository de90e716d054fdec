import { describe, expect, it } from "vitest";
import { PageCache, pageBytes, stringBytes, type CachedPage } from "../../server/page-cache.ts";

const page = (body: string, etag = '"e"'): CachedPage => ({ etag, status: 200, headers: [["content-type", "text/html"]], body, fixed: true });
const encoded = (br: number, gzip: number) => ({ br: Buffer.alloc(br), gzip: Buffer.alloc(gzip) });

describe("the render cache's bound", () => {
  it("counts a string as V8 keeps it: one byte a Latin-1 character, two for any other", () => {
    expect(stringBytes("abc é")).toBe(5);
    expect(stringBytes("it’s")).toBe(8);
  });

  it("counts every stored form of a page: the body, its headers and each compressed copy", () => {
    const p = page("x".repeat(1000));
    const bare = pageBytes(p);
    expect(bare).toBeGreaterThanOrEqual(1000);
    p.encoded = encoded(200, 300);
    expect(pageBytes(p)).toBe(bare + 500);
  });

  it("evicts the least recently used pages when compressed copies arrive and push it over its bytes", () => {
    const cache = new PageCache(100, 3_500);
    const pages = ["/a", "/b", "/c"].map((url) => [url, page("x".repeat(1000))] as const);
    for (const [url, p] of pages) cache.set(url, p);
    expect(cache.size).toBe(3);
    expect(cache.get("/a", '"e"')).toBe(pages[0]![1]); // /a is now the most recently used
    const [, c] = pages[2]!;
    c.encoded = encoded(400, 400);
    cache.grown("/c", c);
    expect(cache.bytes).toBeLessThanOrEqual(3_500);
    expect(cache.get("/b", '"e"')).toBeUndefined(); // the least recently used went
    expect(cache.holds("/a", pages[0]![1])).toBe(true);
    expect(cache.holds("/c", c)).toBe(true);
  });

  it("keeps at most its number of entries, and forgets a page rendered before the last edit", () => {
    const cache = new PageCache(2, 1_000_000);
    cache.set("/a", page("a"));
    cache.set("/b", page("b"));
    cache.set("/c", page("c"));
    expect(cache.size).toBe(2);
    expect(cache.get("/a", '"e"')).toBeUndefined();
    expect(cache.get("/b", '"newer"')).toBeUndefined();
    expect(cache.size).toBe(1);
    const left = cache.bytes;
    expect(left).toBe(pageBytes(page("c")));
  });

  it("does not count copies of a page it no longer holds", () => {
    const cache = new PageCache(1, 1_000_000);
    const a = page("a");
    cache.set("/a", a);
    cache.set("/b", page("b"));
    a.encoded = encoded(10_000, 10_000);
    cache.grown("/a", a);
    expect(cache.bytes).toBe(pageBytes(page("b")));
  });
});
