import { Link } from "react-router";
import { leaderHref, type Leader } from "../../../shared/schemas/leaders.ts";
import { cx } from "../../lib/cx.ts";
import { Icon } from "../Icon.tsx";
import "./LeaderCard.css";

/** What a card shows of a stored person. */
export type LeaderCardPerson = Pick<Leader, "slug" | "name" | "role" | "summary" | "portrait" | "portraitAlt">;

export interface LeaderCardProps {
  readonly person: LeaderCardPerson;
  /** `card` in the executive grid; `feature` (photo beside text) for the board. */
  readonly layout?: "card" | "feature";
}

/** A person on the leadership page, linking to their profile. */
export function LeaderCard({ person, layout = "card" }: LeaderCardProps) {
  const href = leaderHref(person);
  return (
    <article className={cx("leader-card", `leader-card--${layout}`)} aria-labelledby={`leader-${person.slug}`}>
      <div className="leader-card__photo">
        {person.portrait ? <img src={person.portrait} alt={person.portraitAlt} width={800} height={1000} loading="lazy" decoding="async" /> : null}
      </div>
      <div className="leader-card__body">
        <h3 id={`leader-${person.slug}`} className="leader-card__name">
          <Link to={href} className="leader-card__link">
            {person.name}
          </Link>
        </h3>
        {person.role ? <p className="leader-card__role">{person.role}</p> : null}
        {person.summary ? <p className="leader-card__summary">{person.summary}</p> : null}
        <span className="leader-card__more" aria-hidden="true">
          Read profile <Icon name="arrow-right" size={16} />
        </span>
      </div>
    </article>
  );
}
