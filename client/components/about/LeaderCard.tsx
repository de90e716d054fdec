import { Link } from "react-router";
import type { Leader } from "../../../shared/content/types.ts";
import { cx } from "../../lib/cx.ts";
import { Icon } from "../Icon.tsx";
import "./LeaderCard.css";

export interface LeaderCardProps {
  readonly person: Leader;
  /** `card` in the executive grid; `feature` (photo beside text) for the chairman. */
  readonly layout?: "card" | "feature";
}

/** A person on the leadership page, linking to their profile. */
export function LeaderCard({ person, layout = "card" }: LeaderCardProps) {
  const href = `/about-us/leadership/${person.slug}`;
  return (
    <article className={cx("leader-card", `leader-card--${layout}`)} aria-labelledby={`leader-${person.slug}`}>
      <div className="leader-card__photo">
        <img src={person.photo} alt={person.photoAlt} width={800} height={1000} loading="lazy" decoding="async" />
      </div>
      <div className="leader-card__body">
        <h3 id={`leader-${person.slug}`} className="leader-card__name">
          <Link to={href} className="leader-card__link">
            {person.name}
          </Link>
        </h3>
        <p className="leader-card__role">{person.role}</p>
        <p className="leader-card__summary">{person.summary}</p>
        <span className="leader-card__more" aria-hidden="true">
          Read profile <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </article>
  );
}
