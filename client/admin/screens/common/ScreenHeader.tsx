import type { ReactNode } from "react";
import { ExternalIcon } from "../../components/icons.tsx";

export interface ScreenHeaderProps {
  eyebrow: string;
  title: string;
  intro: string;
  /** The public page these items appear on. */
  viewHref?: string;
  /** Extra controls at the right of the header. */
  actions?: ReactNode;
}

/** The heading of a screen, as the content editors show it, with a 'View page' link. */
export function ScreenHeader({ eyebrow, title, intro, viewHref, actions }: ScreenHeaderProps) {
  return (
    <header className="admin-screen__header">
      <div>
        <p className="admin-screen__eyebrow">{eyebrow}</p>
        <h1 className="admin-screen__title">{title}</h1>
        <p className="admin-screen__intro">{intro}</p>
      </div>
      {viewHref || actions ? (
        <div className="admin-screen__actions">
          {actions}
          {viewHref ? (
            <a className="admin-button admin-button--secondary admin-view-link" href={viewHref} target="_blank" rel="noopener">
              View page
              <span className="visually-hidden"> (opens in a new tab)</span>
              <ExternalIcon />
            </a>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
