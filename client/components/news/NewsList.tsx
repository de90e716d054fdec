import { useState } from "react";
import { searchNews, type NewsCard as NewsCardData } from "../../lib/news.ts";
import { Section } from "../Container.tsx";
import { NewsCard } from "./NewsCard.tsx";
import { NewsSearch } from "./NewsSearch.tsx";
import "../card-grid.css";
import "./news.css";

/**
 * Writes the search into the address (`?q=`) without a router navigation: a navigation per
 * keystroke would race the typing and drop characters, and the cards are all here already.
 * A reload or a shared link then renders the same results on the server.
 */
function keepQueryInUrl(q: string) {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set("q", q);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/** The searchable grid of /news-and-events. The box is the source of truth while typing; the URL follows it. */
export function NewsList({ cards, initialQuery }: { cards: readonly NewsCardData[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const shown = searchNews(cards, query);
  const search = (q: string) => {
    setQuery(q);
    keepQueryInUrl(q);
  };
  return (
    <Section className="news-page__list" labelledBy="news-list-heading">
      <div className="news-page__head">
        <h2 id="news-list-heading" className="news-page__heading">
          Latest from the group
        </h2>
        <NewsSearch query={query} onQueryChange={search} resultCount={shown.length} />
      </div>
      {shown.length > 0 ? (
        <ul className="card-grid" role="list">
          {shown.map((card) => (
            <NewsCard key={card.id} card={card} />
          ))}
        </ul>
      ) : (
        <p className="card-grid__empty">No news or events match “{query.trim()}”.</p>
      )}
    </Section>
  );
}
