/**
 * The public pages' enhancement script (docs/performance.md): the server renders every public
 * page complete and working without JavaScript (public pages are not hydrated); this adds the
 * interactive behaviour on top of that markup, one module per behaviour, each wired to the server's markup by its class names and data
 * attributes and doing nothing on a page without that markup. No framework: it must stay small.
 */
import { enhanceAfterPaint } from "./after-paint.ts";
import { enhanceGalleries } from "./gallery.ts";
import { enhanceHeader } from "./header.ts";
import { enhanceHomeHero } from "./home-hero.ts";
import { enhanceInvestmentFilters } from "./investment-filters.ts";
import { enhanceMobileMenu } from "./mobile-menu.ts";
import { enhanceNewsSearch } from "./news-search.ts";
import { enhancePendingNotices } from "./pending.ts";
import { enhanceSectorCards } from "./sector-cards.ts";

for (const enhance of [enhanceHeader, enhanceMobileMenu, enhanceHomeHero, enhanceSectorCards, enhanceInvestmentFilters, enhancePendingNotices, enhanceGalleries, enhanceNewsSearch, enhanceAfterPaint]) {
  try {
    enhance();
  } catch (error) {
    // One behaviour failing leaves the page's no-JavaScript form in place, and the others work.
    console.error(error);
  }
}
