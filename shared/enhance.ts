/**
 * The behaviours of the public pages' enhancement script (docs/enhance.md), as data: each one's
 * name and the CSS classes its code uses. Data only, so the server reads it without any DOM code.
 *
 * - `adds`: the classes the code puts on elements (new ones, or toggled). A page keeps their style
 *   rules when it carries a root of the behaviour (server/page-css.ts), so nothing the code adds
 *   loses its styles. The code names them with `cls(...)`.
 * - `finds`: the classes it only looks for in the server's markup (`sel(...)`). They need nothing
 *   kept: where there is something to find, the markup carries them.
 *
 * The TSX marks a behaviour's root with `enhanceRoot(name)` (a `data-enhance` attribute), and the
 * script (client/enhance/index.ts) hands each such root to that behaviour's code, whose `cls` and
 * `sel` accept only the classes declared here (a type error otherwise). State is styled by ARIA
 * and data attributes where it can be (`[aria-expanded]`, `[data-state]`), which need no
 * declaration.
 */
export const BEHAVIOURS = {
  /** client/enhance/header.ts on the site header. */
  header: { adds: [], finds: ["site-nav__item--has-menu", "site-nav__link", "header-search"] },
  /** client/enhance/mobile-menu.ts on the small-screen menu's `<details>`. */
  "mobile-menu": {
    adds: [
      "mobile-menu",
      "mobile-menu--enhanced",
      "mobile-menu__toggle",
      "mobile-menu__panel",
      "mobile-menu__nav",
      "mobile-menu__list",
      "mobile-menu__step2",
      "mobile-menu__link",
      "mobile-menu__back",
      "mobile-menu__when-closed",
    ],
    finds: ["mobile-menu__icons", "mobile-menu__group", "mobile-menu__parent-label", "mobile-menu__back-label", "mobile-menu__search"],
  },
  /** client/enhance/home-hero.ts on the home page's hero. */
  "home-hero": { adds: ["home-hero__pause", "home-hero__pause-icon"], finds: ["home-hero__video"] },
  /** client/enhance/sector-cards.ts on each sector card. */
  "sector-cards": { adds: ["sector-card__toggle"], finds: ["sector-card__checkbox", "sector-card__panel", "visually-hidden"] },
  /** client/enhance/investment-filters.ts on the filter bar of /our-investments. */
  "investment-filters": {
    adds: [
      "filter-dropdown",
      "filter-dropdown__label",
      "filter-dropdown__button",
      "filter-dropdown__value",
      "filter-dropdown__chevron",
      "filter-dropdown__list",
      "filter-dropdown__option",
    ],
    // The cards it shows come from the server's rendering of the filtered address, with that
    // page's styles (`fetchPage` in client/enhance/dom.ts).
    finds: ["filter-form", "investments-page__portfolio", "card-grid", "card-grid__empty", "pager"],
  },
  /** client/enhance/pending.ts on each loading notice. */
  pending: { adds: ["pending-notice__text"], finds: [] },
  /** client/enhance/gallery.ts on each photo gallery. */
  gallery: {
    adds: ["lightbox__frame", "lightbox__figure", "lightbox__image", "lightbox__caption", "lightbox__count"],
    finds: ["gallery__thumb", "lightbox", "lightbox__controls", "lightbox__button--prev", "lightbox__button--next", "lightbox__button--close"],
  },
  /** client/enhance/news-search.ts on the news search form. */
  "news-search": {
    adds: [],
    // The cards, the page links and the count come from the server's rendering of the search,
    // with that page's styles (`fetchPage` in client/enhance/dom.ts).
    finds: ["news-search__status", "news-page__list", "card-grid", "card-grid__empty", "pager"],
  },
  /** client/enhance/contact-map.ts: the map on /contacts, loaded when the visitor asks for it. */
  "contact-map": { adds: [], finds: ["contact-map__show", "contact-map__template", "contact-map__placeholder"] },
} as const satisfies Record<string, { readonly adds: readonly string[]; readonly finds: readonly string[] }>;

export type BehaviourName = keyof typeof BEHAVIOURS;

/** The classes behaviour N declares it adds: the only ones its code can put on elements. */
export type AddedClass<N extends BehaviourName> = (typeof BEHAVIOURS)[N]["adds"][number];

/** Every class behaviour N declares: the only ones its code can look for. */
export type KnownClass<N extends BehaviourName> = AddedClass<N> | (typeof BEHAVIOURS)[N]["finds"][number];

/** Props that make an element the root of a behaviour: `<div {...enhanceRoot("gallery")}>`. */
export const enhanceRoot = (name: BehaviourName) => ({ "data-enhance": name });

/**
 * Set on `<html>` once the script has handed every root to its behaviour: the page is in its
 * final, enhanced form (tests wait on it instead of on network silence).
 */
export const ENHANCED_ATTRIBUTE = "data-enhanced";
