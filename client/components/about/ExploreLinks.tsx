import { Link } from "react-router";
import { Section, SectionHeading } from "../Container.tsx";
import { Icon } from "../Icon.tsx";
import "./ExploreLinks.css";

export interface ExploreLink {
  readonly label: string;
  readonly href: string;
  readonly description: string;
}

export interface ExploreLinksProps {
  readonly id: string;
  /** The section heading, e.g. "Continue exploring". */
  readonly title: string;
  readonly eyebrow?: string;
  readonly links: readonly ExploreLink[];
}

/** A row of large link cards leading on to related pages. */
export function ExploreLinks({ id, title, eyebrow, links }: ExploreLinksProps) {
  return (
    <Section tone="muted" labelledBy={`${id}-title`} className="explore-links">
      <SectionHeading eyebrow={eyebrow} title={title} id={`${id}-title`} />
      <ul className="explore-links__list" role="list">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="explore-links__card">
              <span className="explore-links__label">{link.label}</span>
              <span className="explore-links__description">{link.description}</span>
              <Icon name="arrow-right" size={22} className="explore-links__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
