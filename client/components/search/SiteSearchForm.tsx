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
  /** A class of the place it sits in (the header's panel, the menu's slot). */
  className?: string;
}

/**
 * The site search: a GET form to /search (`?q=`), so it works without JavaScript. The header's
 * panel and the small-screen menu carry it beside the main navigation (never in it); /search
 * shows it again over the results, filled in.
 */
export function SiteSearchForm({ id, name, variant, query = "", className }: Props) {
  return (
    // GET is a form's default method; every byte here is on every page (the header and the menu).
    <form action="/search" role="search" aria-label={name} className={cx("site-search-form", `site-search-form--${variant}`, className)}>
      <label htmlFor={id} className={variant === "page" ? "eyebrow site-search-form__label" : "visually-hidden"}>
        Search the site
      </label>
      <div className="site-search-form__field">
        {variant === "page" ? <Icon name="search" size={20} className="site-search-form__icon" /> : null}
        <input
          id={id}
          className="site-search-form__input"
          type="search"
          name="q"
          defaultValue={variant === "page" ? query : undefined}
          maxLength={variant === "page" ? SEARCH_QUERY_MAX : undefined}
          placeholder={variant === "page" ? "Companies, people, news, pages" : "Search the site"}
        />
        <button type="submit" className="site-search-form__submit field-button">
          Search
        </button>
      </div>
    </form>
  );
}
