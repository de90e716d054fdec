import { Link } from "react-router";
import { MESSAGES } from "../../../shared/constants.ts";
import { Icon } from "../Icon.tsx";
import { formatNewsDate } from "../../lib/news.ts";
import "./news.css";

/** A link to another article. */
export interface ArticleLink {
  /** The path segment after /news-and-events/: a stored `_id` or a fixed slug. */
  id: string;
  title: string;
  date?: string;
}

interface Props {
  /** Whether the 'Latest news and events' label shows (only when more than one article exists). */
  showLabel: boolean;
  /** The list of wide screens (the sidebar). */
  desktop: readonly ArticleLink[];
  /** The list of narrow screens (under the article); leave out when it is the same list. */
  mobile?: readonly ArticleLink[];
}

function LinkList({ links, className }: { links: readonly ArticleLink[]; className: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={`latest__list ${className}`} role="list">
      {links.map((link) => {
        const date = link.date ? formatNewsDate(link.date) : "";
        return (
          <li key={link.id}>
            <Link to={`/news-and-events/${link.id}`} className="latest__link">
              {date ? <span className="latest__date">{date}</span> : null}
              <span className="latest__title">{link.title}</span>
              <Icon name="arrow-right" size={18} className="latest__arrow" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 'Latest news and events' beside (wide screens) or under (narrow screens) an article. The two
 * widths may list different articles: SPEC.md gives the sidebar the two fixed articles and the
 * narrow list the stored ones.
 */
export function LatestNews({ showLabel, desktop, mobile }: Props) {
  if (desktop.length === 0 && (!mobile || mobile.length === 0)) return null;
  return (
    <aside className={mobile && mobile.length === 0 ? "latest latest--wide-only" : "latest"} aria-labelledby="latest-heading">
      {/* Always a visible heading, so the list never stands unlabelled; SPEC's label only when more than one article exists. */}
      <h2 id="latest-heading" className="latest__heading">
        {showLabel ? MESSAGES.latestNews : "More news and events"}
      </h2>
      {mobile ? (
        <>
          <LinkList links={desktop} className="latest__list--wide" />
          <LinkList links={mobile} className="latest__list--narrow" />
        </>
      ) : (
        <LinkList links={desktop} className="latest__list--all" />
      )}
    </aside>
  );
}
