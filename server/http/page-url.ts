import { isStaffPath } from "../../shared/nav.ts";

/**
 * The query parameters each public page reads; every other one (`utm_*`, `fbclid`, `gclid`, a
 * typo, a cache-buster) changes nothing on the page. Keep in step with the readers:
 * `client/routes/news.tsx` and `client/enhance/news-search.ts` (`q`),
 * `client/lib/portfolio.ts` `filterFromSearchParams` (`company`, `sector`),
 * `client/routes/contacts.tsx` (`sent`, `map`), `client/routes/reports.tsx` (`year`, `kind`);
 * `page` is kept on the two lists, which page.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/news-and-events": ["q", "page"],
  "/our-investments": ["company", "sector", "page"],
  "/contacts": ["sent", "map"],
  "/reports": ["year", "kind"],
};

/** React Router's route discovery endpoint (its default `routeDiscovery.manifestPath`). */
export const ROUTE_DISCOVERY_PATH = "/__manifest";

/**
 * The address a public page is rendered and cached for: its path with only the parameters the
 * page reads, in the order given. `/news-and-events?utm_source=x` is `/news-and-events`, answered
 * from the same cache entry with the same ETag, and rendered as that clean address (its canonical
 * link names the clean address anyway). Staff pages, client data requests (`.data`), React
 * Router's route discovery (`/__manifest`, whose `version` and `p` the router checks: without them
 * it answers that the staff app is out of date and reloads it) and any address whose query cannot
 * be read are left as they are.
 */
export function cleanPageUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (isStaffPath(path) || path.endsWith(".data") || path === ROUTE_DISCOVERY_PATH) return url;
  const keep = PAGE_PARAMS[path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path] ?? [];
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(url.slice(at + 1));
  } catch {
    return url;
  }
  const kept = new URLSearchParams();
  let dropped = false;
  for (const [name, value] of params) {
    if (keep.includes(name)) kept.append(name, value);
    else dropped = true;
  }
  if (!dropped) return url;
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
