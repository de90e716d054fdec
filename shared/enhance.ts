/**
 * The behaviours of the public pages' enhancement script (docs/enhance.md), as data: each one's
 * name and the CSS classes its code uses, whether it queries them in the server's markup or adds
 * them. Data only, so the server reads it without any DOM code:
 *
 * - the TSX marks a behaviour's root with `enhanceRoot(name)` (a `data-enhance` attribute);
 * - the script (client/enhance/index.ts) hands each such root to that behaviour's code, which
 *   can name only the classes declared here (`cls(...)`, typed from this list);
 * - each page keeps the style rules of those classes when it carries a root of the behaviour
 *   (server/page-css.ts), so no class the code adds loses its styles.
 *
 * State is styled by ARIA and data attributes where it can be (`[aria-expanded]`, `[data-state]`),
 * which need no declaration.
 */
export const BEHAVIOURS = {
  /** client/enhance/header.ts on the site header. */
  header: { classes: ["site-nav__item--has-menu", "site-nav__link"] },
  /** client/enhance/mobile-menu.ts on the small-screen menu's `<details>`. */
  "mobile-menu": {
    classes: [
      "mobile-menu",
      "mobile-menu--enhanced",
      "mobile-menu__toggle",
      "mobile-menu__icons",
      "mobile-menu__panel",
      "mobile-menu__nav",
      "mobile-menu__list",
      "mobile-menu__group",
      "mobile-menu__parent-label",
      "mobile-menu__when-closed",
      "mobile-menu__step2",
      "mobile-menu__link",
      "mobile-menu__back",
      "mobile-menu__back-label",
    ],
  },
  /** client/enhance/home-hero.ts on the home page's hero. */
  "home-hero": { classes: ["home-hero__video", "home-hero__pause", "home-hero__pause-icon"] },
  /** client/enhance/sector-cards.ts on each sector card. */
  "sector-cards": { classes: ["sector-card__checkbox", "sector-card__toggle", "sector-card__panel", "visually-hidden"] },
  /** client/enhance/investment-filters.ts on the filter bar of /our-investments. */
  "investment-filters": {
    classes: [
      "filter-form",
      "filter-dropdown",
      "filter-dropdown__label",
      "filter-dropdown__button",
      "filter-dropdown__value",
      "filter-dropdown__chevron",
      "filter-dropdown__list",
      "filter-dropdown__option",
      "investments-page__portfolio",
      "card-grid",
      "card-grid__empty",
    ],
  },
  /** client/enhance/pending.ts on each loading notice. */
  pending: { classes: ["pending-notice__text"] },
  /** client/enhance/gallery.ts on each photo gallery. */
  gallery: {
    classes: [
      "gallery__thumb",
      "lightbox",
      "lightbox__controls",
      "lightbox__frame",
      "lightbox__figure",
      "lightbox__image",
      "lightbox__caption",
      "lightbox__count",
      "lightbox__button--prev",
      "lightbox__button--next",
      "lightbox__button--close",
    ],
  },
  /** client/enhance/news-search.ts on the news search form. */
  "news-search": { classes: ["news-search__status", "card-grid", "card-grid__empty", "news-card", "news-card__title", "news-card__subtitle"] },
  /** client/enhance/after-paint.ts on each `<noscript>` held until the page has painted. */
  "after-paint": { classes: [] },
} as const satisfies Record<string, { readonly classes: readonly string[] }>;

export type BehaviourName = keyof typeof BEHAVIOURS;

/** The classes a behaviour declares: the only ones its code can name. */
export type BehaviourClass<N extends BehaviourName> = (typeof BEHAVIOURS)[N]["classes"][number];

/** Props that make an element the root of a behaviour: `<div {...enhanceRoot("gallery")}>`. */
export const enhanceRoot = (name: BehaviourName) => ({ "data-enhance": name });
