/**
 * The page links of the public lists (pure, browser-safe): which page numbers a pager shows and
 * the address of each, keeping the list's other parameters (the search, the filter).
 */

/** The pages a pager names: the first, the last and two either side of the current one; null is a gap. */
export function pagerPages(current: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - current) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** The address of page `n` of a list: its path and parameters, `page` left out for page 1. */
export function pageHref(path: string, params: URLSearchParams, n: number): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  if (n > 1) next.set("page", String(n));
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
