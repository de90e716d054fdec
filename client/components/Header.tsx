import { Link, useLocation } from "react-router";
import { brandImages } from "../../shared/content/images.ts";
import { mainNav } from "../../shared/content/site.ts";
import type { NavItem } from "../../shared/content/types.ts";
import { cx } from "../lib/cx.ts";
import { currentHref, isCurrentSection } from "../../shared/nav.ts";
import { Icon } from "./Icon.tsx";
import { MobileMenu } from "./MobileMenu.tsx";
import { SiteSearchForm } from "./search/SiteSearchForm.tsx";
import { enhanceRoot } from "../../shared/enhance.ts";
import "./Header.css";

export interface HeaderProps {
  /** The company short name, for the logo's accessible name. */
  readonly siteName: string;
  /** Navigation entries; defaults to the site's main navigation. */
  readonly items?: readonly NavItem[];
}

/**
 * The fixed site header: transparent with white type and the light logo over the page hero,
 * white with a shadow and the dark logo once the page is scrolled (`data-scrolled`, set by
 * client/enhance/header.ts). Desktop navigation with a submenu on hover and keyboard focus
 * (Escape hides it: the enhancement again); a two-step slide-in menu on small screens.
 */
export function Header({ siteName, items = mainNav }: HeaderProps) {
  const { pathname } = useLocation();
  const current = currentHref(items, pathname);
  return (
    <header className="site-header" data-scrolled="false" {...enhanceRoot("header")}>
      <div className="container site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={`${siteName} Holdings home`}>
          <img className="site-header__logo-img site-header__logo-img--light" src={brandImages.logoLight.path} width={brandImages.logoLight.width} height={brandImages.logoLight.height} alt="" fetchPriority="low" />
          <img className="site-header__logo-img site-header__logo-img--dark" src={brandImages.logoDark.path} width={brandImages.logoDark.width} height={brandImages.logoDark.height} alt="" fetchPriority="low" />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list" role="list">
            {items.map((item) => (
              <DesktopItem key={item.href} item={item} pathname={pathname} current={current} />
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <MobileMenu items={items} current={current} pathname={pathname} />
      </div>
    </header>
  );
}

/**
 * The site search beside the main navigation on wide screens (the small-screen menu carries its
 * own): a toggle that opens a panel with the search form under the header. A <details>, so it
 * works without JavaScript.
 */
function HeaderSearch() {
  return (
    <details className="header-search">
      <summary className="header-search__toggle">
        <Icon name="search" size={22} strokeWidth={2} />
        <span className="visually-hidden">Search the site</span>
      </summary>
      <SiteSearchForm id="header-search-q" name="Site search" variant="header" className="header-search__panel" />
    </details>
  );
}

interface DesktopItemProps {
  readonly item: NavItem;
  readonly pathname: string;
  readonly current: string | undefined;
}

/** A top-level entry; one with children shows its submenu on hover and while focus is inside. */
function DesktopItem({ item, pathname, current }: DesktopItemProps) {
  const active = isCurrentSection(pathname, item.href);
  const link = (
    <Link
      to={item.href}
      className={cx("site-nav__link", active && "site-nav__link--active")}
      aria-current={current === item.href ? "page" : active ? "true" : undefined}
    >
      {item.label}
      {item.children ? <Icon name="chevron-down" size={14} strokeWidth={2} className="site-nav__chevron" /> : null}
    </Link>
  );
  if (!item.children) return <li className="site-nav__item">{link}</li>;
  return (
    <li className="site-nav__item site-nav__item--has-menu">
      {link}
      <ul className="site-nav__submenu" role="list" aria-label={`${item.label} pages`}>
        {item.children.map((child) => (
          <li key={child.href}>
            <Link
              to={child.href}
              className={cx("site-nav__sublink", current === child.href && "site-nav__sublink--active")}
              aria-current={current === child.href ? "page" : undefined}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
