/**
 * The enhancement script's behaviours, in the order client/enhance/index.ts runs them: each
 * module of this folder (by file name) and the class of the server's markup it works on, its
 * root. A behaviour does nothing on a page without its root, so a page needs the styles of the
 * classes it adds only where the root is: the build lists each module's words apart
 * (`enhanceWords` in vite.config.ts) and the server inlines the rules for a behaviour's words
 * only on pages whose markup carries its root (server/page-css.ts). Data only: the build reads it.
 */
export const BEHAVIOUR_ROOTS = {
  header: "site-header",
  "mobile-menu": "mobile-menu--static",
  "home-hero": "home-hero",
  "sector-cards": "sector-card",
  "investment-filters": "filter-bar",
  pending: "pending-notice",
  gallery: "gallery",
  "news-search": "news-search",
  "after-paint": "after-paint",
} as const;

export type BehaviourName = keyof typeof BEHAVIOUR_ROOTS;
