/**
 * The pages the accessibility suites check with axe, so each page is walked once at 1440 px:
 * public-accessibility.spec.ts and portfolio-news-a11y.spec.ts check theirs at 390 and 1440 px
 * (with their interactive states), and sitemap.spec.ts walks the sitemap's other fixed pages.
 */

/** Every page of the public site outside the portfolio and news (public-accessibility.spec.ts). */
export const PUBLIC_PAGES = [
  "/",
  "/about-us",
  "/about-us/who-we-are",
  "/about-us/our-culture-and-core-values",
  "/about-us/leadership",
  "/about-us/leadership/oluwaseun-adeyemo-bankole",
  "/about-us/leadership/chiamaka-nwankwo-obi",
  "/about-us/leadership/yusuf-abdullahi-kolo",
  "/about-us/leadership/ifeoma-okeke-adeniran",
  "/approach",
  "/strategic-alliances",
  "/contacts",
  "/contacts?sent=1",
  "/contacts?map=1",
  "/privacy",
  "/accessibility",
  "/reports",
  "/reports?year=2024&kind=annual-review",
  "/reports?kind=press-kit&year=2024",
  "/reports/annual-review-2025",
  "/no-such-page",
];

/** The portfolio and news pages at fixed paths (portfolio-news-a11y.spec.ts, which adds stored records' pages). */
export const PORTFOLIO_NEWS_PATHS = [
  "/our-investments",
  "/our-investments?sector=construction%20%26%20engineering%20solutions",
  "/our-investments/0123456789abcdef01234567",
  "/our-investments/construction",
  "/our-investments/telecommunications",
  "/our-investments/arbico",
  "/our-investments/afl",
  "/our-investments/r28-energy",
  "/news-and-events",
  "/news-and-events?q=story",
  "/news-and-events/low-cup",
  "/news-and-events/lagos-arena",
];

/** The paths the two area suites walk. */
export const AREA_WALKED = new Set([...PUBLIC_PAGES, ...PORTFOLIO_NEWS_PATHS]);
