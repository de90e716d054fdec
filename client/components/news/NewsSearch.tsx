import { Icon } from "../Icon.tsx";
import { enhanceRoot } from "../../../shared/enhance.ts";
import "../Button.css";
import "./news.css";

interface Props {
  query: string;
  /** How many cards the search shows, announced to screen readers. */
  resultCount: number;
}

/**
 * The news search: a GET form (`?q=`) that works without JavaScript. The enhancement script
 * (client/enhance/news-search.ts) makes it filter the cards as you type.
 */
export function NewsSearch({ query, resultCount }: Props) {
  return (
    <form method="get" role="search" className="news-search" {...enhanceRoot("news-search")}>
      <label htmlFor="news-search-q" className="eyebrow news-search__label">
        Search news and events
      </label>
      <div className="news-search__field">
        <Icon name="search" size={20} className="news-search__icon" />
        <input
          id="news-search-q"
          className="news-search__input"
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search by title or subtitle"
          autoComplete="off"
        />
        <button type="submit" className="news-search__submit field-button">
          Search
        </button>
      </div>
      <p className="news-search__status" role="status" aria-live="polite">
        {query.trim() ? `${resultCount} ${resultCount === 1 ? "article" : "articles"} found` : ""}
      </p>
    </form>
  );
}
