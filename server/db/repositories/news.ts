import { sql, type Insertable, type Updateable } from "kysely";
import type { DB } from "../index.ts";
import type { News, NewsTable } from "../schema.ts";

/** Every news item, newest publication first. */
export const listNews = (db: DB): Promise<News[]> =>
  db.selectFrom("newsItems").selectAll().orderBy("publishedAt", "desc").orderBy("id", "desc").execute();

/**
 * The next `limit` whole items, newest publication first, after the item at `after` (the
 * `news_items_published` index, keyset: no OFFSET): SPEC.md's whole list, read a batch at a time
 * while it is sent.
 */
export const newsBatch = (db: DB, after: { publishedAt: string; id: string } | undefined, limit: number): Promise<News[]> => {
  let q = db.selectFrom("newsItems").selectAll();
  if (after) q = q.where((eb) => eb.or([eb("publishedAt", "<", after.publishedAt), eb.and([eb("publishedAt", "=", after.publishedAt), eb("id", "<", after.id)])]));
  return q.orderBy("publishedAt", "desc").orderBy("id", "desc").limit(limit).execute();
};

/** What a list shows of an item: everything but its rich text. */
export type NewsSummaryRow = Pick<News, "id" | "title" | "subtitle" | "newsImgUrl" | "slug" | "publishedAt" | "createdAt" | "updatedAt">;
const SUMMARY = ["id", "title", "subtitle", "newsImgUrl", "slug", "publishedAt", "createdAt", "updatedAt"] as const;

/** `%text%` for LIKE, its own wildcards escaped (with `\`), lower-cased like the column it meets. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Title or subtitle contains the text, case-insensitively (SPEC.md's news search). */
const matching = (q: string) => {
  const pattern = containsPattern(q);
  return sql<boolean>`(lower(title) like ${pattern} escape '\\' or lower(subtitle) like ${pattern} escape '\\')`;
};

/**
 * One page of summaries, newest publication first (the `news_items_published` index), and how many match: the
 * search runs over every item in the database, the rows read are only the page's.
 */
export async function pageNewsSummaries(db: DB, opts: { q?: string; offset: number; limit: number; exceptId?: string }): Promise<{ rows: NewsSummaryRow[]; total: number }> {
  const q = opts.q?.trim() ?? "";
  let base = db.selectFrom("newsItems");
  if (q) base = base.where(matching(q));
  if (opts.exceptId) base = base.where("id", "<>", opts.exceptId);
  const [rows, count] = await Promise.all([
    base.select(SUMMARY).orderBy("publishedAt", "desc").orderBy("id", "desc").limit(opts.limit).offset(opts.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The newest `limit` summaries, without counting (the article page's 'Latest news and events'). */
export const newestNewsSummaries = (db: DB, limit: number, exceptId = ""): Promise<NewsSummaryRow[]> =>
  db.selectFrom("newsItems").select(SUMMARY).where("id", "<>", exceptId).orderBy("publishedAt", "desc").orderBy("id", "desc").limit(limit).execute();

/** Every item's address and change time, newest first (the sitemap), `limit` from `offset`. */
export const newsAddresses = (db: DB, offset: number, limit: number) =>
  db.selectFrom("newsItems").select(["id", "slug", "updatedAt"]).orderBy("publishedAt", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();

export const countNews = async (db: DB): Promise<number> =>
  Number((await db.selectFrom("newsItems").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n);

export const findNews = (db: DB, id: string): Promise<News | undefined> =>
  db.selectFrom("newsItems").selectAll().where("id", "=", id).executeTakeFirst();

/** Adds an item; one without a publication time (a seed, a trashed or archived row from before it) takes its creation time. */
export const insertNews = async (db: DB, row: Insertable<NewsTable>): Promise<void> => {
  await db.insertInto("newsItems").values({ ...row, publishedAt: row.publishedAt || row.createdAt }).execute();
};

/** Updates the given fields; answers false when no news item has that id. */
export const updateNews = async (db: DB, id: string, fields: Updateable<NewsTable>): Promise<boolean> => {
  const r = await db.updateTable("newsItems").set(fields).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** Answers false when no news item has that id. */
export const deleteNews = async (db: DB, id: string): Promise<boolean> => {
  const r = await db.deleteFrom("newsItems").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};

/** The news item at a readable address (slugs are stored lower-case). */
export const findNewsBySlug = (db: DB, slug: string): Promise<News | undefined> =>
  db.selectFrom("newsItems").selectAll().where("slug", "=", slug.toLowerCase()).executeTakeFirst();

/** Whether another news item than `exceptId` has this slug. */
export const newsSlugTaken = async (db: DB, slug: string, exceptId = ""): Promise<boolean> =>
  (await db.selectFrom("newsItems").select("id").where("slug", "=", slug).where("id", "<>", exceptId).executeTakeFirst()) !== undefined;

/** `base`, or `base-2`, `base-3`, … : the first no other news item has. */
export async function freeNewsSlug(db: DB, base: string, exceptId = ""): Promise<string> {
  let slug = base;
  for (let n = 2; await newsSlugTaken(db, slug, exceptId); n++) slug = `${base}-${n}`;
  return slug;
}
