import { servicesContext } from "../context.ts";
import type { Route } from "./+types/robots.ts";

/** /robots.txt: the public site may be crawled; the staff area and the API may not. */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(servicesContext).config;
  const body = ["User-agent: *", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
