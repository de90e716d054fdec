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

export type SectionTone = "default" | "muted" | "raised" | "dark";

export interface SectionProps {
  readonly children: ReactNode;
  /** Background: the page surface, a warm grey, white, or deep navy with light text. */
  readonly tone?: SectionTone;
  /** Vertical padding: the standard section rhythm, or half of it. */
  readonly spacing?: "default" | "compact" | "none";
  /** Anchor id, e.g. "overview". */
  readonly id?: string;
  /** Id of the heading that names this section (makes it a labelled region). */
  readonly labelledBy?: string;
  /** Wrap the children in a Container (default true). */
  readonly contained?: boolean;
  readonly className?: string;
}

/** A full-width band of the page with the standard vertical rhythm and a tone. */
export function Section({ children, tone = "default", spacing = "default", id, labelledBy, contained = true, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cx("section", `section--${tone}`, spacing !== "default" && `section--${spacing}`, className)}
    >
      {contained ? <Container>{children}</Container> : children}
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
  /** Heading level; defaults to 2. */
  readonly level?: 2 | 3;
  /** A short paragraph under the heading. */
  readonly lede?: ReactNode;
  readonly align?: "start" | "center";
  readonly className?: string;
}

/** Eyebrow + heading + lede, the opening of most sections. */
export function SectionHeading({ title, id, eyebrow, level = 2, lede, align = "start", className }: SectionHeadingProps) {
  const H = level === 2 ? "h2" : "h3";
  return (
    <div className={cx("section-heading", align === "center" && "section-heading--center", className)}>
      {eyebrow ? <p className="eyebrow section-heading__eyebrow">{eyebrow}</p> : null}
      <H id={id} className="section-heading__title">
        {title}
      </H>
      {lede ? <p className="lede section-heading__lede">{lede}</p> : null}
    </div>
  );
}
