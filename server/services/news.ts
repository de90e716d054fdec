// News and events (SPEC.md section 7: /api/news-and-events).
import { ID_PATTERN } from "../../shared/ids.ts";
import type { NewsCreate, NewsItem, NewsPage, NewsPatch, NewsSummary } from "../../shared/schemas/news.ts";
import { DEFAULT_PAGE_LIMIT, pageWindow } from "../../shared/schemas/paging.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { deleteNews, findNews, insertNews, listNews, newestNewsSummaries, pageNewsSummaries, updateNews, type NewsSummaryRow } from "../db/repositories/news.ts";
import type { News } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { inTransaction } from "../db/transaction.ts";
import { prepareFields, savePrepared } from "./fields.ts";
import { trackedDelete, trackedWrite, type SaveContext } from "./tracking.ts";

/** Which news fields are rich text and image lists (also checked by previews). */
export const KINDS = { richText: ["content"], imageLists: ["newsImgUrl"] };

const missing = () => notFound("No news item with this id");

function toApi(row: News): NewsItem {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    newsImgUrl: row.newsImgUrl,
    content: row.content,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const toSummary = (row: NewsSummaryRow): NewsSummary => ({
  _id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  newsImgUrl: row.newsImgUrl,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * One page of summaries, newest first, of the items whose title or subtitle contains `q`
 * (case-insensitively; every item when empty), with the totals. A page past the last is empty.
 */
export async function page(db: DB, opts: { q?: string | undefined; page?: number | undefined; limit?: number | undefined }): Promise<NewsPage> {
  const limit = opts.limit ?? DEFAULT_PAGE_LIMIT;
  const pageNo = opts.page ?? 1;
  const { rows, total } = await pageNewsSummaries(db, { q: opts.q ?? "", offset: (pageNo - 1) * limit, limit });
  const { offset: _offset, ...totals } = pageWindow(pageNo, limit, total);
  return { newsAndEvents: rows.map(toSummary), ...totals };
}

/** The newest `limit` summaries but the one with `exceptId` ('Latest news and events'). */
export async function latest(db: DB, limit: number, exceptId = ""): Promise<NewsSummary[]> {
  return (await newestNewsSummaries(db, limit, exceptId)).map(toSummary);
}

/** Every news item, newest first. */
export async function list(db: DB): Promise<NewsItem[]> {
  return (await listNews(db)).map(toApi);
}

/** One news item, or undefined when none has this id (including ids that are not 24 hex). */
export async function get(db: DB, id: string): Promise<NewsItem | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const row = await findNews(db, id);
  return row && toApi(row);
}

/** Stores each image of `newsImgUrl`, the cleaned content and the item in one transaction; answers it. */
export async function create(db: DB, input: NewsCreate, ctx?: SaveContext): Promise<NewsItem> {
  const prepared = await prepareFields(db, input, KINDS);
  const id = newId();
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "news", id },
      ctx,
      async () => undefined,
      async () => {
        const at = now();
        await insertNews(trx, { ...fields, id, createdAt: at, updatedAt: at });
        return (await get(trx, id)) as NewsItem;
      },
      (item) => item,
    ),
  );
}

/**
 * Changes the given fields of a news item (beyond SPEC.md: PATCH); it keeps its id and address.
 * Checks the revision the client started from and keeps the version; 404 when none has this id.
 */
export async function update(db: DB, id: string, patch: NewsPatch, ctx?: SaveContext): Promise<NewsItem> {
  // The fields are checked first: a wrong field is a 400 whatever the id.
  const prepared = await prepareFields(db, patch, KINDS);
  if (!(await findNews(db, id))) throw missing();
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "news", id },
      ctx,
      () => findNews(trx, id),
      async () => {
        if (!(await updateNews(trx, id, { ...fields, updatedAt: now() }))) throw missing();
        return (await get(trx, id)) as NewsItem;
      },
      (item) => item,
    ),
  );
}

/** Moves the item to the trash (its page answers 404 until it is restored); 404 when none has this id. */
export async function remove(db: DB, id: string, ctx?: SaveContext): Promise<void> {
  await inTransaction(db, (trx) =>
    trackedDelete(
      trx,
      { type: "news", id },
      ctx,
      () => findNews(trx, id),
      () => deleteNews(trx, id),
      missing,
    ),
  );
}
