import { servicesContext } from "../context.ts";
import { companyHref } from "../lib/sectors.ts";
import { leaderHref } from "../../shared/schemas/leaders.ts";
import { fixedPublicPaths, sitemapXml } from "../lib/sitemap.ts";
import type { Route } from "./+types/sitemap.ts";

/** /sitemap.xml: the fixed pages plus every stored company and person (at their slug addresses) and news item. */
export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const [investments, leaders, news] = await Promise.all([s.investments.list(), s.leaders.list(), s.news.list()]);
  const entries = [
    ...fixedPublicPaths().map((path) => ({ path })),
    ...investments.map((i) => ({ path: companyHref(i), lastmod: i.updatedAt })),
    ...leaders.map((l) => ({ path: leaderHref(l), lastmod: l.updatedAt })),
    ...news.map((n) => ({ path: `/news-and-events/${n._id}`, lastmod: n.updatedAt })),
  ];
  return new Response(sitemapXml(s.config.siteUrl, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
