import { useHydrated } from "../../lib/useHydrated.ts";
import { Icon } from "../Icon.tsx";
import "../Button.css";
import "./news.css";

interface Props {
  query: string;
  /** Called on every keystroke once scripts run; without them the form submits `?q=`. */
  onQueryChange(query: string): void;
  /** How many cards the search shows, announced to screen readers. */
  resultCount: number;
}

/**
 * The news search: a GET form (`?q=`) that works without JavaScript, and filters as you type
 * once it does (the submit is then a no-op).
 */
export function NewsSearch({ query, onQueryChange, resultCount }: Props) {
  const enhanced = useHydrated();
  return (
    <form
      method="get"
      data-enhanced={enhanced ? "" : undefined}
      role="search"
      className="news-search"
      onSubmit={(event) => {
        event.preventDefault();
        onQueryChange(new FormData(event.currentTarget).get("q")?.toString() ?? "");
      }}
    >
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
          value={query}
          placeholder="Search by title or subtitle"
          autoComplete="off"
          onChange={(event) => onQueryChange(event.target.value)}
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
