import type { Stats } from "../../../shared/schemas/content.ts";
import type { StatLabels } from "../../../shared/content/types.ts";
import "../grid-lines.css";
import "./StatsBand.css";

export interface StatsBandProps {
  /** The company short name: the band is titled "{siteName} at a Glance". */
  readonly siteName: string;
  /** The four figures, fallbacks already applied. */
  readonly stats: Stats;
  /** The label under each figure (stored, fallbacks applied). */
  readonly labels: StatLabels;
}

const ORDER: readonly (keyof Stats)[] = ["sectors", "portfolios", "employees", "operations"];

/** The home statistics band: four figures with their labels on deep navy. */
export function StatsBand({ siteName, stats, labels }: StatsBandProps) {
  return (
    <section className="stats-band grid-lines" aria-labelledby="at-a-glance">
      <div className="container stats-band__inner">
        <div className="stats-band__intro">
          <p className="eyebrow stats-band__eyebrow">Our group in numbers</p>
          <h2 id="at-a-glance" className="stats-band__title">
            {siteName} at a Glance
          </h2>
        </div>
        <dl className="stats-band__list">
          {ORDER.map((key) => (
            <div key={key} className="stats-band__item">
              <dt className="stats-band__label">{labels[key]}</dt>
              <dd className="stats-band__value">{stats[key]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
