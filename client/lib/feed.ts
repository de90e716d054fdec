/**
 * The news feed (/news-and-events/feed.xml): an Atom 1.0 document of the newest stored articles,
 * with absolute addresses, so a feed reader or an aggregator can follow the group's news.
 */

/** How many articles the feed carries, newest first. */
export const FEED_SIZE = 20;

/** The feed's address; every public page names it in its head. */
export const FEED_PATH = "/news-and-events/feed.xml";

export interface FeedEntry {
  /** Path of the article under the site, e.g. `/news-and-events/…`. */
  path: string;
  title: string;
  summary: string;
  /** ISO timestamps. */
  published: string;
  updated: string;
  /** Path or absolute URL of the article's lead image, if any. */
  image?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** A path made absolute under the site; an absolute URL stays as it is. */
const absolute = (siteUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : siteUrl + path);

/** RFC 3339 as Atom wants it; an unreadable date falls back to the epoch rather than break the feed. */
const atomDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? new Date(0).toISOString() : d.toISOString();
};

/**
 * The Atom document: the newest FEED_SIZE entries (by publication date), the feed's `updated`
 * the latest change among them.
 */
export function atomFeed(opts: { siteUrl: string; siteName: string; entries: readonly FeedEntry[] }): string {
  const { siteUrl, siteName } = opts;
  const entries = [...opts.entries].sort((a, b) => atomDate(b.published).localeCompare(atomDate(a.published))).slice(0, FEED_SIZE);
  const updated = entries.reduce((latest, e) => (atomDate(e.updated) > latest ? atomDate(e.updated) : latest), new Date(0).toISOString());
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-NG">`,
    `  <id>${escapeXml(siteUrl)}/news-and-events</id>`,
    `  <title>${escapeXml(`${siteName} news and events`)}</title>`,
    `  <subtitle>${escapeXml(`Projects, partnerships and occasions from across the ${siteName} group.`)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(siteUrl + FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl)}/news-and-events"/>`,
    `  <icon>${escapeXml(siteUrl)}/favicon.svg</icon>`,
    `  <author><name>${escapeXml(siteName)}</name><uri>${escapeXml(siteUrl)}/</uri></author>`,
    `  <updated>${updated}</updated>`,
    ...entries.map((e) => {
      const url = escapeXml(absolute(siteUrl, e.path));
      return [
        `  <entry>`,
        `    <id>${url}</id>`,
        `    <title type="text">${escapeXml(e.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${url}"/>`,
        `    <published>${atomDate(e.published)}</published>`,
        `    <updated>${atomDate(e.updated)}</updated>`,
        `    <summary type="text">${escapeXml(e.summary)}</summary>`,
        ...(e.image ? [`    <link rel="enclosure" href="${escapeXml(absolute(siteUrl, e.image))}"/>`] : []),
        `  </entry>`,
      ].join("\n");
    }),
    `</feed>`,
    ``,
  ];
  return lines.join("\n");
}
