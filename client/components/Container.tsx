import type { ReactNode } from "react";
import { cx } from "../lib/cx.ts";
import "./Section.css";

export interface ContainerProps {
  readonly children: ReactNode;
  /** `narrow` keeps text at a reading measure (about 44rem). */
  readonly width?: "default" | "narrow";
  readonly className?: string;
}

/** The page content column: centred, about 1248px wide, with fluid side gutters. */
export function Container({ children, width = "default", className }: ContainerProps) {
  return <div className={cx("container", width === "narrow" && "container--narrow", className)}>{children}</div>;
}

export interface SectionProps {
  readonly children: ReactNode;
  /** Background: the page surface or a warm grey. */
  readonly tone?: "default" | "muted";
  /** Anchor id, e.g. "overview". */
  readonly id?: string;
  /** Id of the heading that names this section (makes it a labelled region). */
  readonly labelledBy?: string;
  readonly className?: string;
}

/** A full-width band of the page with the standard vertical rhythm and a tone. */
export function Section({ children, tone = "default", id, labelledBy, className }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cx("section", `section--${tone}`, className)}>
      <Container>{children}</Container>
    </section>
  );
}

export interface SectionHeadingProps {
  /** The heading text. */
  readonly title: ReactNode;
  /** Id for the heading, to pair with `Section labelledBy`. */
  readonly id?: string;
  /** Small gold capitals above the heading. */
  readonly eyebrow?: ReactNode;
  /** A short paragraph under the heading. */
  readonly lede?: ReactNode;
  readonly className?: string;
}

/** Eyebrow + heading + lede, the opening of most sections. */
export function SectionHeading({ title, id, eyebrow, lede, className }: SectionHeadingProps) {
  return (
    <div className={cx("section-heading", className)}>
      {eyebrow ? <p className="eyebrow section-heading__eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {lede ? <p className="lede section-heading__lede">{lede}</p> : null}
    </div>
  );
}
