import { servicesContext } from "../context.ts";
import { sitemapIndexXml, sitemapParts, storedSitemap } from "../lib/sitemap.ts";
import type { Route } from "./+types/sitemap.ts";

/**
 * /sitemap.xml: a sitemap index naming the child sitemaps (/sitemaps/pages.xml: the fixed pages
 * and every company; /sitemaps/news-N.xml: the news, SITEMAP_MAX addresses each), so no answer
 * grows past a fixed size however many articles there are. Made once per content revision.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  return storedSitemap(s, "index", async () => sitemapIndexXml(s.config.siteUrl, sitemapParts(await s.sitemap.newsCount())));
}
