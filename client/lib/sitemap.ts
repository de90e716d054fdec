import { fixedArticles } from "../../shared/content/news.ts";
import { mainNav } from "../../shared/content/site.ts";
import type { NavItem } from "../../shared/content/types.ts";
import { sectorPages } from "./sectors.ts";

/** The privacy notice and the accessibility statement, linked from the footer. */
export const LEGAL_PATHS = ["/privacy", "/accessibility"] as const;

/** Every public path of the fixed site: home, navigation, sector pages, fixed articles and the legal pages (companies and people are stored). */
export function fixedPublicPaths(): string[] {
  const fromNav = (items: readonly NavItem[]): string[] => items.flatMap((i) => [i.href, ...fromNav(i.children ?? [])]);
  const paths = [
    "/",
    ...fromNav(mainNav),
    ...sectorPages.map((p) => `/our-investments/${p.slug}`),
    ...fixedArticles.map((a) => `/news-and-events/${a.slug}`),
    ...LEGAL_PATHS,
  ];
  return [...new Set(paths)];
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A sitemaps.org document of absolute URLs. */
export function sitemapXml(siteUrl: string, entries: readonly { path: string; lastmod?: string }[]): string {
  const urls = entries
    .map((e) => `  <url><loc>${escapeXml(siteUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ""}</url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
