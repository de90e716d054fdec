import { Link } from "react-router";
import type { NavItem } from "../../shared/content/types.ts";
import { cx } from "../lib/cx.ts";
import { isCurrentSection } from "../../shared/nav.ts";
import { Icon } from "./Icon.tsx";
import { enhanceRoot } from "../../shared/enhance.ts";
import { SiteSearchForm } from "./search/SiteSearchForm.tsx";
import "./MobileMenu.css";

export interface MobileMenuProps {
  readonly items: readonly NavItem[];
  /** The navigation href of the current page (gets aria-current="page"). */
  readonly current: string | undefined;
  readonly pathname: string;
}

/** Visually hidden labels that follow the open state of the nearest <details>. */
function StateLabel({ closed, open }: { closed: string; open: string }) {
  return (
    <>
      <span className="visually-hidden mobile-menu__when-closed">{closed}</span>
      <span className="visually-hidden mobile-menu__when-open">{open}</span>
    </>
  );
}

function ToggleIcons() {
  return (
    <span className="mobile-menu__icons" aria-hidden="true">
      <Icon name="menu" size={28} className="mobile-menu__icon mobile-menu__icon--menu" />
      <Icon name="close" size={28} className="mobile-menu__icon mobile-menu__icon--close" />
    </span>
  );
}

interface LinkListProps {
  readonly items: readonly NavItem[];
  readonly current: string | undefined;
  readonly overview?: NavItem;
}

/** A link of the menu; the current page's is marked (aria-current and the active style). */
function MenuLink({ href, label, current, sub }: { href: string; label: string; current: string | undefined; sub?: boolean }) {
  const here = current === href;
  return (
    <Link
      to={href}
      className={cx("mobile-menu__link", sub && "mobile-menu__link--sub", here && "mobile-menu__link--active")}
      aria-current={here ? "page" : undefined}
    >
      {label}
    </Link>
  );
}

/** Links of step 2: the parent's own page first, then its children. */
function SubmenuLinks({ items, current, overview }: LinkListProps) {
  const all = overview ? [{ label: `${overview.label} overview`, href: overview.href }, ...items] : items;
  return (
    <ul className="mobile-menu__sublist" role="list">
      {all.map((child) => (
        <li key={child.href}>
          <MenuLink href={child.href} label={child.label} current={current} sub />
        </li>
      ))}
    </ul>
  );
}

/**
 * The small-screen menu: a hamburger that turns into a close icon and slides a panel in with the
 * top-level list (step 1); an entry with children opens its submenu over it (step 2), with a
 * way back. It works without JavaScript through nested <details> elements, the inner summary
 * doubling as the way back; the enhancement script (client/enhance/mobile-menu.ts) replaces it
 * with buttons with aria-expanded, moves focus sensibly and closes it on Escape.
 */
export function MobileMenu({ items, current, pathname }: MobileMenuProps) {
  return (
    <details className="mobile-menu mobile-menu--static" {...enhanceRoot("mobile-menu")}>
      <summary className="mobile-menu__toggle">
        <StateLabel closed="Open menu" open="Close menu" />
        <ToggleIcons />
      </summary>
      <div className="mobile-menu__panel">
        <SiteSearchForm id="menu-search-q" name="Site search in the menu" variant="menu" className="mobile-menu__search" />
        <nav aria-label="Main menu" className="mobile-menu__nav">
          <ul className="mobile-menu__list" role="list">
            {items.map((item) =>
              item.children ? (
                <li key={item.href}>
                  <details className="mobile-menu__group">
                    <summary className={cx("mobile-menu__link", "mobile-menu__parent", isCurrentSection(pathname, item.href) && "mobile-menu__link--active")}>
                      <span className="mobile-menu__when-closed mobile-menu__parent-label">
                        {item.label}
                        <span className="visually-hidden"> (open submenu)</span>
                        <Icon name="chevron-right" size={22} />
                      </span>
                      <span className="mobile-menu__when-open mobile-menu__back-label">
                        <Icon name="chevron-left" size={20} />
                        Back<span className="visually-hidden"> to the main menu</span>
                      </span>
                    </summary>
                    <div className="mobile-menu__step2">
                      <p className="mobile-menu__step2-title">{item.label}</p>
                      <SubmenuLinks items={item.children} current={current} overview={item} />
                    </div>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <MenuLink href={item.href} label={item.label} current={current} />
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </details>
  );
}
