import { z } from "zod";
import { pageParams, pageTotals } from "./paging.ts";

/** Results on a page of /search (and the API's default page size). */
export const SEARCH_PAGE_SIZE = 10;
/** The longest query read; longer ones are cut (the page) or refused (the API). */
export const SEARCH_QUERY_MAX = 200;

/** What a result is: its kind's name on the result, in the order the kinds are declared (server/services/search-sources.ts). */
export const SEARCH_KINDS = { page: "Page", company: "Company", leader: "Leadership", news: "News", document: "Document" } as const;
export type SearchKind = keyof typeof SEARCH_KINDS;

/** GET /api/search?q=&page=&limit= */
export const searchQuerySchema = z.object({
  ...pageParams,
  q: z.string().max(SEARCH_QUERY_MAX, `must be at most ${SEARCH_QUERY_MAX} characters`).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * A run of a result's text: `mark` when it matched the query. Text, never markup: the page shows
 * a marked run in <mark>, everything escaped as any text is.
 */
export const searchTextPartSchema = z.object({ text: z.string(), mark: z.boolean() });
export type SearchTextPart = z.infer<typeof searchTextPartSchema>;

export const searchResultSchema = z.object({
  /** page, company, leader, news (and kinds added later). */
  kind: z.string(),
  /** The kind as a visitor reads it ("News"). */
  label: z.string(),
  /** The result's address on this site. */
  url: z.string(),
  /** The title, with the matched words marked. */
  title: z.array(searchTextPartSchema),
  /** A short passage of the summary or body around the matched words ("…" where cut), marked. */
  snippet: z.array(searchTextPartSchema),
  /** When an article was published (ISO time); "" for the other kinds. */
  publishedAt: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPageSchema = z.object({ query: z.string(), results: z.array(searchResultSchema), ...pageTotals });
export type SearchPage = z.infer<typeof searchPageSchema>;

/** Splits a text that marks matches with U+0002 … U+0003 (the database's highlighter) into parts. */
export function markedParts(text: string): SearchTextPart[] {
  const parts: SearchTextPart[] = [];
  let mark = false;
  // eslint-disable-next-line no-control-regex -- the marks are control characters on purpose
  for (const piece of text.split(/([\u0002\u0003])/)) {
    if (piece === "\u0002") mark = true;
    else if (piece === "\u0003") mark = false;
    else if (piece) {
      const last = parts.at(-1);
      if (last && last.mark === mark) last.text += piece;
      else parts.push({ text: piece, mark });
    }
  }
  return parts;
}
