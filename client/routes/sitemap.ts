import { servicesContext } from "../context.ts";
import { companyHref } from "../lib/sectors.ts";
import { fixedPublicPaths, sitemapXml } from "../lib/sitemap.ts";
import type { Route } from "./+types/sitemap.ts";

/** /sitemap.xml: the fixed pages plus every stored company (at its slug address) and news item. */
export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const [investments, news] = await Promise.all([s.investments.list(), s.news.list()]);
  const entries = [
    ...fixedPublicPaths().map((path) => ({ path })),
    ...investments.map((i) => ({ path: companyHref(i), lastmod: i.updatedAt })),
    ...news.map((n) => ({ path: `/news-and-events/${n.slug || n._id}`, lastmod: n.updatedAt })),
  ];
  return new Response(sitemapXml(s.config.siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
