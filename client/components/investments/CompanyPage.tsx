import { Link } from "react-router";
import type { CompanyPage as CompanyPageData } from "../../../shared/content/types.ts";
import { Button } from "../Button.tsx";
import { Container } from "../Container.tsx";
import { PageHero } from "../PageHero.tsx";
import { ResponsiveImage } from "../media/ResponsiveImage.tsx";
import { displayUrl } from "../../lib/contact.ts";
import type { Tone } from "../../../shared/content/types.ts";
import { toneAttrs } from "../../lib/tone.ts";
import "../sector-label.css";
import "./company-pages.css";

export interface CompanyPageProps {
  page: CompanyPageData;
  /** The sector as labelled on the cards, and its colour family. */
  label: string;
  tone: Tone;
  /** Where the sector page is, when the company's sector has one. */
  sectorHref?: string;
}

/** Hero 1920×800 and feature image 1032×700 (shared/content/images.ts). */
const HERO = { width: 1920, height: 800 };
const IMAGE = { width: 1032, height: 700 };

/**
 * Every fixed company page under /our-investments/ (arbico, nivafer, … posmoreti): breadcrumb
 * 'Our Investments >' back to the list, hero, image, description and the company's website.
 */
export function CompanyPage({ page, label, tone, sectorHref }: CompanyPageProps) {
  return (
    <main id="main-content" className="company-page" {...toneAttrs(tone)}>
      <PageHero
        className="company-hero tone-band"
        title={page.title}
        lede={page.heroText}
        image={{ src: page.heroImage, alt: "", ...HERO }}
        crumbs={[{ label: "Our Investments", href: "/our-investments" }, { label: page.name }]}
      />
      <section className="company-page__body" aria-labelledby="company-about">
        <Container className="company-feature">
          <figure className="company-feature__figure">
            <ResponsiveImage src={page.image} alt={page.imageAlt} {...IMAGE} sizes="(min-width: 1024px) 560px, 100vw" className="company-feature__image" />
          </figure>
          <div className="company-feature__text">
            {sectorHref ? (
              <Link className="sector-tag company-feature__sector" to={sectorHref}>
                {label}
              </Link>
            ) : (
              <p className="sector-tag company-feature__sector">{label}</p>
            )}
            <h2 id="company-about" className="company-feature__heading">
              About {page.name}
            </h2>
            <div className="company-feature__copy">
              {page.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="company-feature__actions">
              <Button href={page.website} external variant="primary" icon="external-link">
                Visit {displayUrl(page.website)}
              </Button>
              <Button href="/our-investments" variant="text" icon="arrow-right">
                All our companies
              </Button>
            </div>
          </div>
        </Container>
      </section>
    </main>
  );
}
