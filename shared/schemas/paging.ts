import { z } from "zod";

/** The largest page the list APIs answer (`?limit=`). */
export const MAX_PAGE_LIMIT = 100;
/** The page size of the list APIs when `?page=` is given without `?limit=`. */
export const DEFAULT_PAGE_LIMIT = 20;
/**
 * Cards per page on the public lists: 12 articles (a 3 × 4 grid) and 16 companies (the built-in
 * sixteen on one page; with 300 companies' filter options the page is about 12.5 KB on the wire).
 */
export const NEWS_PAGE_SIZE = 12;
export const INVESTMENTS_PAGE_SIZE = 16;
/** Rows per page on the staff screens' lists. */
export const STAFF_PAGE_SIZE = 25;

const whole = (max: number) =>
  z.coerce.number({ error: `must be a whole number from 1 to ${max}` }).int(`must be a whole number from 1 to ${max}`).min(1, `must be a whole number from 1 to ${max}`).max(max, `must be a whole number from 1 to ${max}`);

/** `?page=&limit=` of a list API. */
export const pageParams = {
  page: whole(100_000).optional(),
  limit: whole(MAX_PAGE_LIMIT).optional(),
};

/**
 * The list APIs answer SPEC.md's full list when none of their paging parameters is given (other
 * parameters, e.g. a cache-buster, are ignored as before); any of them asks for a page.
 */
export const isPagedQuery = (query: Record<string, unknown>, names: readonly string[]) => names.some((n) => query[n] !== undefined);

/** GET /api/news-and-events?page=&limit=&q= (q: title or subtitle contains it, case-insensitively). */
export const newsListQuerySchema = z.object({ ...pageParams, q: z.string().max(200, "must be at most 200 characters").optional() });
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;

/** GET /api/investments?page=&limit=&sector=&company=&q= (the filters of /our-investments; q: the tab text contains it). */
export const investmentListQuerySchema = z.object({
  ...pageParams,
  sector: z.string().max(200, "must be at most 200 characters").optional(),
  company: z.string().max(200, "must be at most 200 characters").optional(),
  q: z.string().max(200, "must be at most 200 characters").optional(),
});
export type InvestmentListQuery = z.infer<typeof investmentListQuerySchema>;

/** The totals every paged answer carries, in its body and as `X-Total-Count` / `X-Total-Pages`. */
export const pageTotals = {
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
};
export type PageTotals = { page: number; limit: number; total: number; pages: number };

/** A page window: which rows (offset, limit) a 1-based page of a list of `total` rows shows. */
export function pageWindow(page: number, limit: number, total: number): PageTotals & { offset: number } {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { page, limit, total, pages, offset: (page - 1) * limit };
}

/** A `?page=` as the public pages read it: a whole number from 1, anything else is page 1. */
export function pageFromParam(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}
