import { data } from "react-router";
import { servicesContext } from "../context.ts";
import { companyHref } from "../lib/sectors.ts";
import { leaderHref } from "../../shared/schemas/leaders.ts";
import { fixedPublicPaths, SITEMAP_MAX, sitemapParts, sitemapXml, storedSitemap } from "../lib/sitemap.ts";
import type { Route } from "./+types/sitemap-part.ts";

/** /sitemaps/pages.xml (the fixed pages, every company, every person and every document's page) and /sitemaps/news-N.xml (the N-th SITEMAP_MAX news items, newest first, at their slug addresses). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const part = params.part;
  if (part === "pages.xml") {
    return storedSitemap(s, part, async () => {
      const [companies, leaders, documents] = await Promise.all([s.sitemap.companies(), s.leaders.list(), s.documents.list()]);
      return sitemapXml(s.config.siteUrl, [
        ...fixedPublicPaths().map((path) => ({ path })),
        ...companies.map((c) => ({ path: companyHref(c), lastmod: c.updatedAt })),
        ...leaders.map((l) => ({ path: leaderHref(l), lastmod: l.updatedAt })),
        ...documents.map((d) => ({ path: d.page, lastmod: d.updatedAt })),
      ]);
    });
  }
  const n = /^news-([1-9]\d{0,5})\.xml$/.exec(part)?.[1];
  if (!n || !sitemapParts(await s.sitemap.newsCount()).includes(part)) throw data({ message: "No such sitemap" }, { status: 404 });
  return storedSitemap(s, part, async () => {
    const rows = await s.sitemap.news((Number(n) - 1) * SITEMAP_MAX, SITEMAP_MAX);
    return sitemapXml(s.config.siteUrl, rows.map((r) => ({ path: `/news-and-events/${r.slug || r.id}`, lastmod: r.updatedAt })));
  });
}
