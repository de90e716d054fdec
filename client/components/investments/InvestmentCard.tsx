import { Link } from "react-router";
import { Icon } from "../Icon.tsx";
import { ResponsiveImage } from "../media/ResponsiveImage.tsx";
import type { Tone } from "../../../shared/content/types.ts";
import { toneAttrs } from "../../lib/tone.ts";
import "../card-grid.css";
import "../sector-label.css";
import "./InvestmentCard.css";

/** What a card of the /our-investments grid shows; made by the page loader. */
export interface InvestmentCardData {
  _id: string;
  /** Its page: /our-investments/{slug}. */
  href: string;
  tabText: string;
  /** The stored sector (the filter's value). */
  sector: string;
  /** The sector as the card labels it (see sectorLabel). */
  label: string;
  tone: Tone;
  /** The banner image, or the built-in image for the company's title. */
  image: string;
  logo: string;
  /** One sentence about the company, from its stored hero text (else its highlight); may be empty. */
  summary?: string;
}

/** Banner images are guided at 516×350 (SPEC.md section 5); the card keeps that shape. */
const CARD_IMAGE = { width: 516, height: 350 };

/**
 * One company of the grid, linking to its page. The sector label appears over the picture on
 * hover and on keyboard focus (always, on devices that cannot hover); it is also the link's
 * accessible description.
 */
export function InvestmentCard({ card }: { card: InvestmentCardData }) {
  const labelId = `sector-${card._id}`;
  const summaryId = `summary-${card._id}`;
  // Named by the company alone (the sector and summary are hidden from the name); they describe it.
  const describedBy = [card.label ? labelId : "", card.summary ? summaryId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <li className="investment-card" {...toneAttrs(card.tone)}>
      <Link to={card.href} className="investment-card__link tone-band card-zoom" aria-describedby={describedBy}>
        <div className="investment-card__media">
          <ResponsiveImage
            src={card.image}
            alt=""
            width={CARD_IMAGE.width}
            height={CARD_IMAGE.height}
            sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
            className="card-zoom__image"
            crop="card"
          />
          {card.label ? (
            <span id={labelId} className="investment-card__sector sector-chip">
              {card.label}
            </span>
          ) : null}
        </div>
        <div className="investment-card__body">
          {card.logo ? <img className="investment-card__logo" src={card.logo} alt="" width={48} height={48} loading="lazy" /> : null}
          <div className="investment-card__text">
            {/* The sector in words on every card (the chip over the picture repeats it on hover, as SPEC.md asks). */}
            {card.label ? (
              <p className="investment-card__eyebrow" aria-hidden="true">
                {card.label}
              </p>
            ) : null}
            <h3 className="investment-card__name">
              {card.tabText}
            </h3>
            {card.summary ? (
              <p id={summaryId} className="investment-card__summary" aria-hidden="true">
                {card.summary}
              </p>
            ) : null}
          </div>
          <Icon name="arrow-right" size={20} className="investment-card__arrow" />
        </div>
      </Link>
    </li>
  );
}

/** The grid of cards (all below the page hero, so their images load lazily), or the empty message. */
export function InvestmentGrid({ cards, emptyMessage }: { cards: readonly InvestmentCardData[]; emptyMessage: string }) {
  if (cards.length === 0) return <p className="card-grid__empty">{emptyMessage}</p>;
  return (
    <ul className="card-grid card-grid--close" role="list">
      {cards.map((card) => (
        <InvestmentCard key={card._id} card={card} />
      ))}
    </ul>
  );
}
