import type { NewsCard as NewsCardData } from "../../lib/news.ts";
import { Section } from "../Container.tsx";
import { Pager } from "../Pager.tsx";
import { NewsCard } from "./NewsCard.tsx";
import { NewsSearch } from "./NewsSearch.tsx";
import { FeedLink } from "./FeedLink.tsx";
import "../card-grid.css";
import "./news.css";

interface Props {
  /** The cards of this page, already searched and paged by the server. */
  cards: readonly NewsCardData[];
  query: string;
  /** How many cards match the search on every page. */
  total: number;
  page: number;
  pages: number;
}

/** The searchable grid of /news-and-events: one page of the cards that match the URL's `?q=`, and the page links. */
export function NewsList({ cards: shown, query, total, page, pages }: Props) {
  const params = new URLSearchParams(query.trim() ? { q: query } : {});
  return (
    <Section className="news-page__list" labelledBy="news-list-heading">
      <div className="news-page__head">
        <h2 id="news-list-heading" className="news-page__heading">
          Latest from the group
        </h2>
        <NewsSearch query={query} resultCount={total} />
        <FeedLink />
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
      <Pager of="news and events" path="/news-and-events" params={params} page={page} pages={pages} />
    </Section>
  );
}
