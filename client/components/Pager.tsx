import { pageHref, pagerPages } from "../lib/paging.ts";
import "./Pager.css";

interface Props {
  /** What the pages are of, for the landmark's name ("news and events", "companies"). */
  of: string;
  path: string;
  /** The list's own parameters (the search, the filter), kept on every page link. */
  params: URLSearchParams;
  page: number;
  pages: number;
}

/**
 * The page links under a public list: plain links (`?page=2`), so paging works without
 * JavaScript and every page has an address of its own. Nothing when everything fits on one page.
 */
export function Pager({ of, path, params, page, pages }: Props) {
  if (pages <= 1) return null;
  const link = (n: number) => pageHref(path, params, n);
  return (
    <nav className="pager" aria-label={`Pages of ${of}`}>
      <ul className="pager__list" role="list">
        <li>
          {page > 1 ? (
            <a className="pager__step" href={link(page - 1)} rel="prev">
              Previous<span className="visually-hidden"> page</span>
            </a>
          ) : null}
        </li>
        {pagerPages(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a className="pager__page" href={link(n)} aria-current={n === page ? "page" : undefined}>
                <span className="visually-hidden">Page </span>
                {n}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <a className="pager__step" href={link(page + 1)} rel="next">
              Next<span className="visually-hidden"> page</span>
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
