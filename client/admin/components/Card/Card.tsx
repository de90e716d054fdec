import type { ReactNode } from "react";
import { cx } from "../../../lib/cx.ts";

export interface CardProps {
  /** The heading's id; the card is labelled by it. */
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  /** A button at the end of the header, beside the title and description (`null` keeps its place empty). */
  action?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** An admin card that is not a form (FormCard is): a titled section, its header, its body. */
export function Card({ titleId, title, description, action, id, className, children }: CardProps) {
  const heading = (
    <>
      <h2 id={titleId} className="admin-card__title">
        {title}
      </h2>
      {description ? <p className="admin-card__description">{description}</p> : null}
    </>
  );
  return (
    <section id={id} className={cx("admin-card", className)} aria-labelledby={titleId}>
      {action !== undefined ? (
        <header className="admin-card__header admin-bar">
          <div>{heading}</div>
          {action}
        </header>
      ) : (
        <header className="admin-card__header">{heading}</header>
      )}
      {children}
    </section>
  );
}
