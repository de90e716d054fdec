import { mainNav } from "../../shared/content/site.ts";
import type { NavItem } from "../../shared/content/types.ts";
import { sectorPages } from "./sectors.ts";

/** The privacy notice and the accessibility statement, linked from the footer. */
export const LEGAL_PATHS = ["/privacy", "/accessibility"] as const;

/** Pages outside the main navigation, linked from the footer and About us. */
export const LIBRARY_PATHS = ["/reports"] as const;

/** Every public path of the fixed site: home, navigation, sector pages, the reports page and the legal pages (companies, people, articles and documents are stored). */
export function fixedPublicPaths(): string[] {
  const fromNav = (items: readonly NavItem[]): string[] => items.flatMap((i) => [i.href, ...fromNav(i.children ?? [])]);
  const paths = [
    "/",
    ...fromNav(mainNav),
    ...sectorPages.map((p) => `/our-investments/${p.slug}`),
    ...LIBRARY_PATHS,
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

/** Addresses a child sitemap lists at most (as WordPress's sitemaps; the protocol allows 50,000). */
export const SITEMAP_MAX = 2000;

/** The child sitemaps: the pages (fixed pages and companies), then one per SITEMAP_MAX news items. */
export function sitemapParts(newsCount: number): string[] {
  const news = Array.from({ length: Math.ceil(newsCount / SITEMAP_MAX) }, (_, i) => `news-${i + 1}.xml`);
  return ["pages.xml", ...news];
}

/** A sitemaps.org index of the child sitemaps under /sitemaps/. */
export function sitemapIndexXml(siteUrl: string, parts: readonly string[]): string {
  const items = parts.map((p) => `  <sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${p}`)}</loc></sitemap>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

interface SitemapServices {
  database: { revision: { current(): number | Promise<number> } };
}

/**
 * Each sitemap's XML as made for the content revision it was made at (a few entries, one per
 * sitemap), per server: two servers in one process (the tests) count revisions of their own.
 */
const madeBy = new WeakMap<SitemapServices, Map<string, { revision: number; xml: Promise<string> }>>();

/** The sitemap `name` as an XML answer, made once per content revision. */
export async function storedSitemap(s: SitemapServices, name: string, make: () => Promise<string>): Promise<Response> {
  const revision = await s.database.revision.current();
  let made = madeBy.get(s);
  if (!made) madeBy.set(s, (made = new Map()));
  let entry = made.get(name);
  if (entry?.revision !== revision) {
    entry = { revision, xml: make() };
    made.set(name, entry);
    entry.xml.catch(() => made.get(name) === entry && made.delete(name));
  }
  return new Response(await entry.xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
