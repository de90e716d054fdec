import { Link } from "react-router";
import { Icon } from "../Icon.tsx";
import { ResponsiveImage } from "../media/ResponsiveImage.tsx";
import { formatNewsDate, type NewsCard as NewsCardData } from "../../lib/news.ts";
import "../card-grid.css";
import "./news.css";

/** Stored news images have no guided size; cards crop every picture to 3:2. */
const CARD_IMAGE = { width: 600, height: 400 };

/** One article of the news grid, linking to /news-and-events/{id}. */
export function NewsCard({ card }: { card: NewsCardData }) {
  const date = formatNewsDate(card.date);
  return (
    <li className="news-card">
      <Link to={`/news-and-events/${card.id}`} className="news-card__link card-zoom">
        <div className="news-card__media">
          {card.image ? (
            <ResponsiveImage
              src={card.image}
              alt={card.imageAlt}
              {...CARD_IMAGE}
              sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
              className="card-zoom__image"
            />
          ) : null}
        </div>
        <div className="news-card__body">
          {date ? (
            <time className="news-card__date" dateTime={card.date}>
              {date}
            </time>
          ) : null}
          <h3 className="news-card__title">{card.title}</h3>
          <p className="news-card__subtitle">{card.subtitle}</p>
          <span className="news-card__more" aria-hidden="true">
            Read more
            <Icon name="arrow-right" size={18} />
          </span>
        </div>
      </Link>
    </li>
  );
}
