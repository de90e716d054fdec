import type { ReactNode } from "react";
import { Flash, type FlashMessage } from "../Flash/index.ts";
import { ScreenHeader, type ScreenHeaderProps } from "../ScreenHeader/index.ts";
import "./ListScreen.css";

export interface ListScreenProps {
  header: ScreenHeaderProps;
  /** The outcome of the last action, above the content. */
  flash: FlashMessage | null;
  onDismiss(): void;
  /** The list beside the form (kept in view while the form scrolls), and its landmark name. */
  aside: ReactNode;
  asideLabel: string;
  /** The form, and what goes with it. */
  children: ReactNode;
}

/** A screen of stored items (News, Our Investments): heading, outcome line, the form beside its list. */
export function ListScreen({ header, flash, onDismiss, aside, asideLabel, children }: ListScreenProps) {
  return (
    <div className="admin-screen">
      <ScreenHeader {...header} />
      <Flash message={flash} onDismiss={onDismiss} />
      <div className="admin-split">
        <div className="admin-split__main">{children}</div>
        <aside className="admin-split__aside" aria-label={asideLabel}>
          {aside}
        </aside>
      </div>
    </div>
  );
}
