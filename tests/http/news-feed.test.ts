import { XMLParser } from "fast-xml-parser";
import { afterEach, describe, expect, it } from "vitest";
import type { NewsItem } from "../../shared/schemas/news.ts";
import { FEED_PATH, FEED_SIZE } from "../../client/lib/feed.ts";
import { clearRecords, createNews, useSite } from "./support/site.ts";

const site = useSite();

interface AtomLink {
  "@_rel"?: string;
  "@_href": string;
  "@_type"?: string;
}
/** A text construct: a string, or `{#text}` when it carries a `type` attribute. */
type AtomText = string | { "#text": string; "@_type"?: string };
const text = (v: AtomText | undefined) => (typeof v === "object" ? v["#text"] : v);
interface AtomEntry {
  id: string;
  title: AtomText;
  summary: AtomText;
  published: string;
  updated: string;
  link: AtomLink | AtomLink[];
}

/** The feed read by a real XML parser, as a feed reader reads it (attributes kept, entries always a list). */
function parseFeed(xml: string) {
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "entry" || name === "link" });
  const doc = parser.parse(xml, true) as { feed?: { title: string; id: string; updated: string; link: AtomLink[]; entry?: AtomEntry[]; "@_xmlns": string } };
  if (!doc.feed) throw new Error("no <feed> element");
  return doc.feed;
}

const alternate = (links: AtomLink | AtomLink[]) => [links].flat().find((l) => (l["@_rel"] ?? "alternate") === "alternate")?.["@_href"];

describe("the news feed", () => {
  afterEach(() => clearRecords(site.api));

  it("is an Atom document of the newest 20 stored articles with absolute addresses, dates and summaries", async () => {
    const made: NewsItem[] = [];
    for (let i = 1; i <= FEED_SIZE + 2; i++) made.push(await createNews(site.api, { title: `Feed story ${i} & partners`, subtitle: `Summary <${i}> of the story` }));
    const res = await site.request.get(FEED_PATH);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers()["set-cookie"]).toBeUndefined();
    const feed = parseFeed(await res.text());
    expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(feed.title).toMatch(/news and events$/);
    expect(feed.link.find((l) => l["@_rel"] === "self")?.["@_href"]).toBe(`${site.baseURL}${FEED_PATH}`);
    const entries = feed.entry ?? [];
    expect(entries).toHaveLength(FEED_SIZE);
    // Newest first, as the API lists them; the two oldest are left out.
    const { newsAndEvents } = (await (await site.request.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
    const newest = newsAndEvents.slice(0, FEED_SIZE);
    expect(entries.map((e) => text(e.title)).sort()).toEqual(newest.map((n) => n.title).sort());
    for (const entry of entries) {
      const item = newest.find((n) => n.title === text(entry.title));
      expect(item, text(entry.title)).toBeDefined();
      expect(text(entry.summary)).toBe(item?.subtitle);
      expect(alternate(entry.link)).toBe(`${site.baseURL}/news-and-events/${item?.slug}`);
      expect(entry.id).toBe(alternate(entry.link));
      expect(new Date(entry.published).toISOString()).toBe(new Date(item?.createdAt ?? "").toISOString());
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
    }
    // Entries are ordered by publication, newest first.
    const times = entries.map((e) => Date.parse(e.published));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.parse(feed.updated)).toBe(Math.max(...entries.map((e) => Date.parse(e.updated))));
    // Every entry's address answers.
    const first = alternate(entries[0]?.link ?? []) ?? "";
    expect((await site.request.get(new URL(first).pathname)).status()).toBe(200);
  });

  it("is kept per content revision: the same revision answers from memory, an edit shows at once", async () => {
    const item = await createNews(site.api, { title: "Cached feed story", subtitle: "First summary" });
    const first = await site.request.get(FEED_PATH);
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await site.request.get(FEED_PATH);
    expect(again.headers()["etag"]).toBe(etag);
    expect(again.headers()["server-timing"]).toMatch(/cache;desc=hit/);
    expect((await site.request.get(FEED_PATH, { headers: { "If-None-Match": etag ?? "" } })).status()).toBe(304);
    const patched = await site.api.patch(`/api/news-and-events/${item._id}`, { data: { subtitle: "Second summary" } });
    expect(patched.status()).toBe(200);
    const after = await site.request.get(FEED_PATH);
    expect(after.headers()["etag"]).not.toBe(etag);
    expect(text(parseFeed(await after.text()).entry?.[0]?.summary)).toBe("Second summary");
  });

  it("an empty newsroom still answers a valid feed", async () => {
    // The built-in articles go to the trash for this test, and come back after it.
    const { newsAndEvents } = (await (await site.request.get("/api/news-and-events")).json()) as { newsAndEvents: NewsItem[] };
    for (const n of newsAndEvents) expect((await site.api.delete(`/api/news-and-events/${n._id}`)).status()).toBe(204);
    try {
      const feed = parseFeed(await (await site.request.get(FEED_PATH)).text());
      expect(feed.entry ?? []).toHaveLength(0);
      expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
    } finally {
      for (const n of newsAndEvents) expect((await site.api.post(`/api/trash/${n._id}/restore`, { data: {} })).status()).toBe(200);
    }
  });

  it("every public page names the feed in its head, and the news page links to it visibly", async () => {
    for (const path of ["/", "/contacts", "/news-and-events", "/our-investments/aac", "/no-such-page"]) {
      const html = await (await site.request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+ news and events" href="${FEED_PATH}"/>`));
    }
    const news = await (await site.request.get("/news-and-events")).text();
    expect(news).toMatch(new RegExp(`<a href="${FEED_PATH}" type="application/atom\\+xml">.*Follow our news in your feed reader</a>`));
  });
});
