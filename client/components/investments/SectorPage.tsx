import { Link } from "react-router";
import type { SectorPage as SectorPageData } from "../../../shared/content/types.ts";
import { Container } from "../Container.tsx";
import { Icon } from "../Icon.tsx";
import { PageHero } from "../PageHero.tsx";
import type { Tone } from "../../../shared/content/types.ts";
import { toneAttrs } from "../../lib/tone.ts";
import "../sector-label.css";
import "./company-pages.css";

export interface SectorPageProps {
  page: SectorPageData;
  tone: Tone;
  /** The fixed company pages of this sector, linked from the page. */
  companies: readonly { slug: string; title: string; heroText: string }[];
  /** When the sector has more companies than the page names: its filtered portfolio list and their number. */
  all?: { url: string; total: number } | undefined;
}

const HERO = { width: 1920, height: 800 };

/**
 * Every fixed sector page under /our-investments/ (construction, real-estate, aviation,
 * telecommunications, mining): hero in the sector's colour, heading and description, and the
 * group's companies in that sector.
 */
export function SectorPage({ page, tone, companies, all }: SectorPageProps) {
  return (
    <main id="main-content" className="sector-page" {...toneAttrs(tone)}>
      <PageHero
        className="sector-hero tone-band"
        eyebrow="Sector"
        title={page.title}
        image={{ src: page.heroImage, alt: page.heroAlt, ...HERO }}
        crumbs={[{ label: "Our Investments", href: "/our-investments" }, { label: page.title }]}
      />
      <section className="sector-page__body" aria-labelledby="sector-heading">
        <Container className="sector-body">
          <div className="sector-body__text">
            <h2 id="sector-heading" className="sector-body__heading title-rule">
              {page.heading}
            </h2>
            <div className="sector-body__copy">
              {page.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          {companies.length > 0 ? (
            <aside className="sector-companies" aria-labelledby="sector-companies-heading">
              <h3 id="sector-companies-heading" className="eyebrow sector-companies__heading">
                {companies.length === 1 ? "Our company" : "Our companies"}
              </h3>
              <ul className="sector-companies__list" role="list">
                {companies.map((c) => (
                  <li key={c.slug}>
                    <Link to={`/our-investments/${c.slug}`} className="sector-companies__link">
                      <span className="sector-companies__name">{c.title}</span>
                      <span className="sector-companies__tagline">{c.heroText}</span>
                      <Icon name="arrow-right" size={18} className="sector-companies__arrow" />
                    </Link>
                  </li>
                ))}
              </ul>
              {all ? (
                <Link to={all.url} className="sector-companies__all">
                  {`See all ${all.total} companies in this sector`}
                  <Icon name="arrow-right" size={18} />
                </Link>
              ) : null}
            </aside>
          ) : null}
        </Container>
      </section>
    </main>
  );
}
