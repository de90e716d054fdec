import type { SearchPage, SearchTextPart } from "../../../shared/schemas/search.ts";
import { formatNewsDate } from "../../lib/news.ts";
import { Container } from "../Container.tsx";
import { Pager } from "../Pager.tsx";
import { SiteSearchForm } from "./SiteSearchForm.tsx";
import "./SearchResults.css";

/** A result's text: the matched words in <mark>, everything as text (React escapes it), never as markup. */
export function Marked({ parts }: { parts: readonly SearchTextPart[] }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className="search-result__mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

const plural = (n: number) => `${n.toLocaleString("en-GB")} ${n === 1 ? "result" : "results"}`;

/** What the status line says: nothing asked yet, how many found (and which page), or nothing found. */
export function searchStatus({ query, total, page, pages }: Pick<SearchPage, "query" | "total" | "page" | "pages">): string {
  if (!query) return "Type a word or two to search our pages, companies, leadership, news and reports.";
  if (total === 0) return `Nothing on the site matches “${query}”.`;
  return `${plural(total)} for “${query}”${pages > 1 ? `, page ${page} of ${pages}` : ""}`;
}

/** /search below its hero: the form again (filled in), the status line, the ranked results and the page links. */
export function SearchResults({ found }: { found: SearchPage }) {
  const { query, results, total, page, pages } = found;
  const params = new URLSearchParams(query ? { q: query } : {});
  return (
    <section className="section search-page__body" aria-labelledby="search-status">
      <Container width="narrow">
        <SiteSearchForm id="search-q" name="Search again" variant="page" query={query} />
        <p id="search-status" className="search-page__status">
          {searchStatus(found)}
        </p>
        {query && total === 0 ? (
          <p className="search-page__hint">
            Check the spelling, try fewer or more general words, or browse <a href="/our-investments">our companies</a>,{" "}
            <a href="/about-us/leadership">our leadership</a>, <a href="/news-and-events">news and events</a> and{" "}
            <a href="/reports">reports</a>.
          </p>
        ) : null}
        {results.length > 0 ? (
          <ol className="search-results" role="list" start={(page - 1) * found.limit + 1}>
            {results.map((r) => (
              <li key={r.url} className="search-result">
                <p className="eyebrow search-result__kind">
                  {r.label}
                  {r.publishedAt ? <span className="search-result__date"> · {formatNewsDate(r.publishedAt)}</span> : null}
                </p>
                <h2 className="search-result__title">
                  <a href={r.url} className="search-result__link">
                    <Marked parts={r.title} />
                  </a>
                </h2>
                {r.snippet.length > 0 ? (
                  <p className="search-result__snippet">
                    <Marked parts={r.snippet} />
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
        <Pager of="search results" path="/search" params={params} page={page} pages={pages} />
      </Container>
    </section>
  );
}
