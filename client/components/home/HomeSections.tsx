import type { HighlightContent } from "../../../shared/schemas/content.ts";
import type { SectorCard } from "../../../shared/content/types.ts";
import { Button } from "../Button.tsx";
import { Section, SectionHeading } from "../Container.tsx";
import { RichText } from "../RichText.tsx";
import { SectorCardGrid } from "./SectorCards.tsx";
import "../about/HighlightSection.css";

/**
 * The home page's Overview: its highlight beside its text (the layout of the about pages'
 * HighlightSection, without its sticky heading), and the ways on to the about pages.
 */
export function HomeOverview({ overview, siteName }: { overview: HighlightContent; siteName: string }) {
  return (
    <Section id="overview" labelledBy="overview-title" className="home-overview">
      <div className="highlight-section__grid">
        <SectionHeading eyebrow="Overview" title={overview.highlight} id="overview-title" className="home-overview__heading" />
        <div className="highlight-section__body">
          <RichText html={overview.content} size="lead" />
          <div className="home-overview__actions">
            <Button href="/about-us" icon="arrow-right">
              About {siteName}
            </Button>
            <Button href="/approach" variant="text" icon="arrow-right">
              Our approach
            </Button>
          </div>
        </div>
      </div>
    </Section>
  );
}

/** The home page's "What we do": its highlight and text, the eight sector cards, and a way on to every company. */
export function WhatWeDo({ eyebrow, content, cards }: { eyebrow: string; content: HighlightContent; cards: readonly SectorCard[] }) {
  return (
    <Section id="what-we-do" tone="muted" labelledBy="what-we-do-title" className="home-what">
      <div className="home-what__intro">
        <SectionHeading eyebrow={eyebrow} title={content.highlight} id="what-we-do-title" />
        <RichText html={content.content} className="home-what__content" />
      </div>
      <SectorCardGrid cards={cards} />
      <div className="home-what__more">
        <Button href="/our-investments" variant="secondary" icon="arrow-right">
          View all our companies
        </Button>
      </div>
    </Section>
  );
}
