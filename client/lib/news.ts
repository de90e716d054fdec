/**
 * Pure rules of the news pages that run in the browser (SPEC.md sections 2 and 4): the search
 * and the printed date. The cards themselves are made by the loaders (see news-cards.ts).
 */

/** One card of the news grid: a stored item or a fixed article, already linked. */
export interface NewsCard {
  /** The path segment after /news-and-events/: a stored `_id` or a fixed slug. */
  id: string;
  title: string;
  subtitle: string;
  /** The card image: the first of `newsImgUrl`, or the fixed article's lead image. */
  image: string;
  imageAlt: string;
  /** ISO date of the fixed articles; stored items carry their creation time. */
  date: string;
}

/**
 * Whether a card matches the search: an empty (or blank) search matches everything, otherwise
 * the title or the subtitle must contain the text, case-insensitively.
 */
export function matchesSearch(card: Pick<NewsCard, "title" | "subtitle">, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return card.title.toLowerCase().includes(q) || card.subtitle.toLowerCase().includes(q);
}

export const searchNews = <T extends Pick<NewsCard, "title" | "subtitle">>(cards: readonly T[], query: string): T[] =>
  cards.filter((card) => matchesSearch(card, query));

/** A date as the cards print it, e.g. "9 March 2024" (fixed locale and zone, so SSR and hydration agree). */
export function formatNewsDate(iso: string): string {
  const d = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Lagos" }).format(d);
}

/** The next index, wrapping at both ends. */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;
