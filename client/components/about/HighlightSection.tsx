import type { ReactNode } from "react";
import { Section, SectionHeading } from "../Container.tsx";
import { RichText } from "../RichText.tsx";
import "./HighlightSection.css";

export interface HighlightSectionProps {
  /** Anchor and heading id stem, e.g. "who-we-are". */
  readonly id: string;
  /** Small label above the highlight, e.g. "Who we are". */
  readonly eyebrow: string;
  /** The stored highlight (or its fallback): the section's h2. */
  readonly highlight: string;
  /** The stored rich text (sanitised on the server), or its fallback. */
  readonly html: string;
  /** Extra content under the text (links, a button). */
  readonly children?: ReactNode;
}

/** A highlight heading beside its rich-text body: the core of the about, approach and alliances pages. */
export function HighlightSection({ id, eyebrow, highlight, html, children }: HighlightSectionProps) {
  return (
    <Section id={id} labelledBy={`${id}-title`} className="highlight-section">
      <div className="highlight-section__grid">
        <SectionHeading eyebrow={eyebrow} title={highlight} id={`${id}-title`} className="highlight-section__heading" />
        <div className="highlight-section__body">
          <RichText html={html} size="lead" />
          {children}
        </div>
      </div>
    </Section>
  );
}
