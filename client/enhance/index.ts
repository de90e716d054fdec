/**
 * The public pages' enhancement script (docs/performance.md): the server renders every public
 * page complete and working without JavaScript (public pages are not hydrated); this adds the
 * interactive behaviour on top of that markup, one module per behaviour, each wired to the
 * server's markup by its class names and data attributes and doing nothing on a page without
 * that markup (its root, in behaviours.ts). No framework: it must stay small.
 */
import { enhanceAfterPaint } from "./after-paint.ts";
import { BEHAVIOUR_ROOTS, type BehaviourName } from "./behaviours.ts";
import { enhanceGalleries } from "./gallery.ts";
import { enhanceHeader } from "./header.ts";
import { enhanceHomeHero } from "./home-hero.ts";
import { enhanceInvestmentFilters } from "./investment-filters.ts";
import { enhanceMobileMenu } from "./mobile-menu.ts";
import { enhanceNewsSearch } from "./news-search.ts";
import { enhancePendingNotices } from "./pending.ts";
import { enhanceSectorCards } from "./sector-cards.ts";

const BEHAVIOURS: Record<BehaviourName, () => void> = {
  header: enhanceHeader,
  "mobile-menu": enhanceMobileMenu,
  "home-hero": enhanceHomeHero,
  "sector-cards": enhanceSectorCards,
  "investment-filters": enhanceInvestmentFilters,
  pending: enhancePendingNotices,
  gallery: enhanceGalleries,
  "news-search": enhanceNewsSearch,
  "after-paint": enhanceAfterPaint,
};

for (const name of Object.keys(BEHAVIOUR_ROOTS) as BehaviourName[]) {
  try {
    BEHAVIOURS[name]();
  } catch (error) {
    // One behaviour failing leaves the page's no-JavaScript form in place, and the others work.
    console.error(error);
  }
}
