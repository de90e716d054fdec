/**
 * Performance budgets of the public pages (docs/performance.md). `npm run bench:lighthouse` and
 * `npm run bench` print against the first two; tests/e2e/page-budgets.spec.ts enforces the last
 * one in CI (bytes only, never timings).
 */
export const LIGHTHOUSE_BUDGET = {
  /** Lowest performance score (0-1) on any route; accessibility, best practices and SEO must be 1. */
  performance: 0.99,
  lcpSeconds: 1.3,
  /** LCP at most this many times the LCP of the page's script-less static twin. */
  lcpVsTwin: 1.1,
  fcpSeconds: 1.0,
  tbtMs: 30,
  cls: 0.01,
  /** The target for JavaScript per route, KiB as transferred. */
  scriptKiB: 90,
} as const;

export const THROUGHPUT_BUDGET = {
  /** Requests per second at least this share of the page's static twin's. */
  vsTwin: 0.5,
  p99Ms: 50,
} as const;

/**
 * What CI enforces per public route: gzip-compressed bytes of every script the page loads and of
 * its styles (inline or linked), the bytes of its HTML answer, and how many script files it
 * loads. Public pages are not hydrated: they load one enhancement script (client/enhance/, about
 * 5 KiB gzip), so the script ceiling is the 90 KiB target itself, and one file.
 */
export const PAGE_BYTES_BUDGET = {
  scriptGzipBytes: LIGHTHOUSE_BUDGET.scriptKiB * 1024,
  styleGzipBytes: 10 * 1024,
  /**
   * The page's HTML answer as a browser that takes brotli gets it, status line and headers
   * included: at most what a new connection delivers in its first round trip, an initial
   * congestion window of 10 segments of 1,460 bytes (RFC 6928; Lighthouse's simulation uses the
   * same). One byte more costs a whole round trip before the page can render.
   */
  documentBytes: 10 * 1460,
  /** Script files a public page loads (each one a request and a round trip on a phone; there were 21-24, then 8). */
  scriptFiles: 1,
} as const;

/**
 * The web fonts (client/fonts/, written by scripts/generate-fonts.ts), bytes as stored and served
 * (WOFF2 is compressed already): the two core files every public page fetches, together, and the
 * most any rest file may weigh (a page fetches one only for a character outside the core).
 * Before the split every page fetched two whole latin files, 97 KiB together.
 */
export const FONT_BYTES_BUDGET = {
  coreFiles: 46 * 1024,
  restFile: 22 * 1024,
} as const;

/**
 * What stays fixed however much content there is (CI: tests/http/scale-bytes.test.ts at 1,000
 * articles and 300 companies; `npm run bench:scale` at 0 to 3,000). Every public page answer
 * still fits PAGE_BYTES_BUDGET.documentBytes; these are the other answers that used to grow
 * with the content: the sitemap index, one child sitemap, and one page of a list API at its
 * largest `limit`.
 */
export const SCALE_BYTES_BUDGET = {
  sitemapIndexBytes: 2 * 1024,
  /** One child sitemap: at most SITEMAP_MAX (2,000) addresses of about 110 bytes. */
  sitemapChildBytes: 256 * 1024,
  /** `GET /api/news-and-events?limit=100` or `/api/investments?limit=100`, raw JSON. */
  apiPageBytes: 64 * 1024,
} as const;
