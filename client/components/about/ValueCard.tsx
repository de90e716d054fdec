import type { CoreValue } from "../../../shared/content/types.ts";
import { Icon } from "../Icon.tsx";
import "./ValueCard.css";

export interface ValueCardProps {
  readonly value: CoreValue;
  /** The stored description (or its fallback). */
  readonly description: string;
  /** 1, 2, 3: shown as a large numeral. */
  readonly index: number;
}

/** One core value: icon, name, tagline and description. */
export function ValueCard({ value, description, index }: ValueCardProps) {
  return (
    <article className="value-card" aria-labelledby={`value-${value.key}`}>
      <div className="value-card__top">
        <span className="value-card__icon">
          <Icon name={value.icon} size={32} />
        </span>
        <span className="value-card__number" data-number={String(index).padStart(2, "0")} />
      </div>
      <h3 id={`value-${value.key}`} className="value-card__name">
        {value.name}
      </h3>
      <p className="value-card__tagline">{value.tagline}</p>
      <p className="value-card__description">{description}</p>
    </article>
  );
}
