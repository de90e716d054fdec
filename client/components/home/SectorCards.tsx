import { Fragment } from "react";
import { Link } from "react-router";
import type { SectorCard as SectorCardData } from "../../../shared/content/types.ts";
import { cx } from "../../lib/cx.ts";
import { toneAttrs } from "../../lib/tone.ts";
import { Icon } from "../Icon.tsx";
import { enhanceRoot } from "../../../shared/enhance.ts";
import "../sector-label.css";
import "./SectorCards.css";

export interface SectorCardGridProps {
  /** The eight "What we do" cards, in display order (client/lib/sectors.ts). */
  readonly cards: readonly SectorCardData[];
}

/**
 * The sector cards of the home page: a grid (four columns on wide screens) in which each card's
 * arrow opens or closes that card alone. An open card widens and lists its portfolio companies.
 * Each arrow is a checkbox label, so the cards open without JavaScript; the enhancement script
 * (client/enhance/sector-cards.ts) turns it into a button with aria-expanded.
 */
export function SectorCardGrid({ cards }: SectorCardGridProps) {
  return (
    <ul className="sector-grid" role="list">
      {cards.map((card, i) => (
        <Fragment key={card.slug}>
          {/* On wide screens the cards sit in rows of four; this empty item ends the first row. */}
          {i === 4 ? <li className="sector-grid__break" aria-hidden="true" /> : null}
          <li className="sector-grid__item">
            <SectorCard card={card} />
          </li>
        </Fragment>
      ))}
    </ul>
  );
}

function SectorCard({ card }: { readonly card: SectorCardData }) {
  const id = `sector-${card.slug}`;
  const panelId = `${id}-companies`;
  const fromLeft = card.direction === "-100%";

  return (
    <article
      className={cx("sector-card", fromLeft && "sector-card--from-left")}
      {...toneAttrs(card.tone)}
      data-direction={card.direction}
      aria-labelledby={`${id}-title`}
      {...enhanceRoot("sector-cards")}
    >
      <div className="sector-card__inner">
      <div className="sector-card__face">
        <span className="sector-card__icon">
          <Icon name={card.icon} size={30} />
        </span>
        <h3 id={`${id}-title`} className="sector-card__title">
          {card.title}
        </h3>
        <p className="sector-tag sector-card__subtitle">{card.subtitle}</p>
        <p className="sector-card__description">{card.description}</p>
        <input type="checkbox" id={`${id}-toggle`} className="sector-card__checkbox visually-hidden" aria-controls={panelId} />
        <label htmlFor={`${id}-toggle`} className="sector-card__toggle">
          <span className="visually-hidden">Show the {card.subContent.name} of {card.title}</span>
          {/* The same arrow, in the same place, on all eight cards: the reveal direction is the panel's, not the control's. */}
          <Icon name="arrow-right" size={20} className="sector-card__arrow" />
        </label>
      </div>
      <div id={panelId} className="sector-card__panel">
        <h4 className="eyebrow sector-card__panel-title">{card.subContent.name}</h4>
        <ul className="sector-card__links" role="list">
          {card.subContent.contents.map((company) => (
            <li key={company.url}>
              <Link to={company.url} className="sector-card__link">
                <span>{company.name}</span>
                <Icon name="arrow-right" size={16} />
              </Link>
            </li>
          ))}
        </ul>
        {card.all ? (
          <Link to={card.all.url} className="sector-card__link sector-card__all">
            <span>{`See all ${card.all.total} in this sector`}</span>
            <Icon name="arrow-right" size={16} />
          </Link>
        ) : null}
      </div>
      </div>
    </article>
  );
}
