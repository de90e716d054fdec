import { SEARCH_QUERY_MAX } from "../../../shared/schemas/search.ts";
import { cx } from "../../lib/cx.ts";
import { Icon } from "../Icon.tsx";
import "../Button.css";
import "./SiteSearchForm.css";

interface Props {
  /** The input's id (unique on the page: the header, the menu and /search each have a form). */
  id: string;
  /** The search landmark's name (distinct per form, so landmarks are told apart). */
  name: string;
  /** Where it sits: the header's panel, the small-screen menu, or /search itself (label shown). */
  variant: "header" | "menu" | "page";
  query?: string;
}

/**
 * The site search: a GET form to /search (`?q=`), so it works without JavaScript. The header's
 * panel and the small-screen menu carry it beside the main navigation (never in it); /search
 * shows it again over the results, filled in.
 */
export function SiteSearchForm({ id, name, variant, query = "" }: Props) {
  return (
    <form method="get" action="/search" role="search" aria-label={name} className={cx("site-search-form", `site-search-form--${variant}`)}>
      <label htmlFor={id} className={variant === "page" ? "eyebrow site-search-form__label" : "visually-hidden"}>
        Search the site
      </label>
      <div className="site-search-form__field">
        <Icon name="search" size={20} className="site-search-form__icon" />
        <input
          id={id}
          className="site-search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={variant === "menu" ? "Search the site" : "Companies, people, news, pages"}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="site-search-form__submit field-button">
          Search
        </button>
      </div>
    </form>
  );
}
