import { servicesContext } from "../context.ts";
import { atomFeed, FEED_SIZE } from "../lib/feed.ts";
import { articleKey, newsImages } from "../lib/news-cards.ts";
import type { Route } from "./+types/news-feed.ts";

/**
 * /news-and-events/feed.xml: the newest stored articles as Atom. No Cache-Control of its own: the
 * page handler gives it an ETag per content revision and keeps one rendering per revision.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  // The newest FEED_SIZE, as summaries: the feed reads no article's rich text.
  const items = await s.news.latest(FEED_SIZE);
  const body = atomFeed({
    siteUrl: s.config.siteUrl,
    siteName: s.config.siteName,
    entries: items.map((n) => ({
      path: `/news-and-events/${articleKey(n)}`,
      title: n.title,
      summary: n.subtitle,
      published: n.publishedAt,
      updated: n.updatedAt,
      image: newsImages(n)[0],
    })),
  });
  return new Response(body, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
