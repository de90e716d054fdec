import { Link } from "react-router";
import type { Investment } from "../../../shared/schemas/investments.ts";
import type { FallbackImages } from "../../../shared/content/types.ts";
import { displayUrl } from "../../lib/contact.ts";
import { isBlank } from "../../lib/content.ts";
import { Button } from "../Button.tsx";
import { Container } from "../Container.tsx";
import { PageHero } from "../PageHero.tsx";
import { RichText } from "../RichText.tsx";
import { ResponsiveImage } from "../media/ResponsiveImage.tsx";
import { inlineHtml } from "../../../shared/html.ts";
import type { Tone } from "../../../shared/content/types.ts";
import { toneAttrs } from "../../lib/tone.ts";
import "../sector-label.css";
import "./company-pages.css";

/** The fields of a stored investment its page shows. */
export type InvestmentView = Pick<
  Investment,
  "_id" | "slug" | "title" | "tabText" | "heroText" | "highlight" | "heroImage" | "bannerImage" | "logo" | "content" | "website"
>;

export interface InvestmentPageProps {
  investment: InvestmentView;
  /** The built-in images for its title, used where its own hero or banner image is empty. */
  fallback: FallbackImages;
  /** Sector label (see sectorLabel) and colour family. */
  label: string;
  tone: Tone;
  /** The title as plain text, for the places that cannot hold markup. */
  titleText: string;
  /** Its sector's page, when the sector has one: the sector tag links there. */
  sectorHref?: string | undefined;
  /** The banner's alternative text ("" for a decorative one). */
  bannerAlt: string;
  /** The hero's alternative text: the media library's, "" by default (the title is over it). */
  heroAlt?: string;
  /** Its canonical address (/our-investments/{slug}), named by the breadcrumb's structured data. */
  href: string;
}

/** Guided sizes of the stored images (SPEC.md section 5): they reserve the space before load. */
const HERO = { width: 1920, height: 494 };
const BANNER = { width: 516, height: 350 };

/**
 * The one page of every company (/our-investments/{slug}, also reached by its id): hero image
 * and hero text, breadcrumb 'Our Investments > {tabText}', the title in capitals, banner image,
 * highlight, content, and the company's website when it has one ('To learn more... visit' and
 * a Visit button). The sector tag links to the sector's page when there is one.
 */
export function InvestmentPage({ investment, fallback, label, tone, titleText, sectorHref, bannerAlt, heroAlt = "", href }: InvestmentPageProps) {
  const name = investment.tabText || titleText;
  const heroHtml = isBlank(investment.heroText) ? "" : inlineHtml(investment.heroText);
  return (
    <main id="main-content" className="company-page" {...toneAttrs(tone)}>
      <PageHero
        className="company-hero tone-band"
        titleAs="p"
        title={heroHtml ? <span className="inline-html" dangerouslySetInnerHTML={{ __html: heroHtml }} /> : name}
        image={{ src: investment.heroImage || fallback.hero, alt: investment.heroImage ? heroAlt : "", ...HERO }}
        crumbs={[{ label: "Our Investments", href: "/our-investments" }, { label: investment.tabText || titleText, href }]}
      />
      <section className="company-page__intro" aria-labelledby="company-title">
        <Container className="company-intro">
          <div className="company-intro__text">
            {label && sectorHref ? (
              <Link className="sector-tag company-intro__sector" to={sectorHref}>
                {label}
              </Link>
            ) : label ? (
              <p className="sector-tag company-intro__sector">{label}</p>
            ) : null}
            <h1 id="company-title" className="company-intro__title investment-title title-rule">
              {!isBlank(investment.title) ? <span className="inline-html" dangerouslySetInnerHTML={{ __html: inlineHtml(investment.title) }} /> : name}
            </h1>
            {investment.highlight ? <p className="company-intro__highlight">{investment.highlight}</p> : null}
          </div>
          <figure className="company-intro__figure">
            <ResponsiveImage
              src={investment.bannerImage || fallback.banner}
              alt={bannerAlt}
              {...BANNER}
              sizes="(min-width: 1024px) 516px, 100vw"
              className="company-intro__image"
              crop="card"
            />
          </figure>
        </Container>
      </section>
      <section className="company-page__body" aria-label={`About ${name}`}>
        <Container className="company-body">
          <div className="company-body__main">
            {!isBlank(investment.content) ? <RichText html={investment.content} /> : null}
            {investment.website ? (
              <p className="company-website">
                To learn more... visit{" "}
                <a href={investment.website} target="_blank" rel="noopener noreferrer" className="company-website__link">
                  {displayUrl(investment.website)}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
          </div>
          <aside className="company-facts" aria-label={`${name} at a glance`}>
            {investment.logo ? (
              <img className="company-facts__logo" src={investment.logo} alt={`${name} logo`} width={160} height={160} loading="lazy" />
            ) : null}
            {label ? (
              <dl className="company-facts__list">
                <dt>Sector</dt>
                <dd>
                  <span className="sector-chip">{label}</span>
                </dd>
              </dl>
            ) : null}
            {investment.website ? (
              <Button href={investment.website} external variant="primary" icon="external-link">
                Visit the {name} website
              </Button>
            ) : null}
            <Button href="/our-investments" variant="text" icon="arrow-right">
              All our companies
            </Button>
          </aside>
        </Container>
      </section>
    </main>
  );
}
