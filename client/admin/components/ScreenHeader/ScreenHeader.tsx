import type { ReactNode } from "react";
import { ExternalIcon } from "../Icon/index.ts";
import "./ScreenHeader.css";

export interface ScreenHeaderProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The public page these items appear on. */
  viewHref?: string;
  /** Extra controls at the right of the header. */
  actions?: ReactNode;
}

/** The heading of a screen (eyebrow, title, intro) with a 'View page' link to its public page. */
export function ScreenHeader({ eyebrow, title, intro, viewHref, actions }: ScreenHeaderProps) {
  return (
    <header className="admin-screen__header">
      <div>
        <p className="admin-caption">{eyebrow}</p>
        <h1 className="admin-screen__title">{title}</h1>
        <p className="admin-screen__intro">{intro}</p>
      </div>
      {viewHref || actions ? (
        <div className="admin-screen__actions">
          {actions}
          {viewHref ? <ViewPageLink href={viewHref} /> : null}
        </div>
      ) : null}
    </header>
  );
}

/** Opens a public page in a new tab, so the form (and anything unsaved) stays. */
export function ViewPageLink({ href, page }: { href: string; page?: string }) {
  return (
    <a className="admin-button admin-button--secondary admin-view-link" href={href} target="_blank" rel="noopener">
      View page
      <span className="visually-hidden">{page ? ` ‘${page}’` : ""} (opens in a new tab)</span>
      <ExternalIcon />
    </a>
  );
}
