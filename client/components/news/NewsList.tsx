import { searchNews, type NewsCard as NewsCardData } from "../../lib/news.ts";
import { Section } from "../Container.tsx";
import { NewsCard } from "./NewsCard.tsx";
import { NewsSearch } from "./NewsSearch.tsx";
import { FeedLink } from "./FeedLink.tsx";
import "../card-grid.css";
import "./news.css";

/** The searchable grid of /news-and-events: the cards that match the URL's `?q=`. */
export function NewsList({ cards, query }: { cards: readonly NewsCardData[]; query: string }) {
  const shown = searchNews(cards, query);
  return (
    <Section className="news-page__list" labelledBy="news-list-heading">
      <div className="news-page__head">
        <h2 id="news-list-heading" className="news-page__heading">
          Latest from the group
        </h2>
        <NewsSearch query={query} resultCount={shown.length} />
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
    </Section>
  );
}
