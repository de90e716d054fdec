import type { Insertable, Updateable } from "kysely";
import type { DB } from "../index.ts";
import type { News, NewsTable } from "../schema.ts";

/** Every news item, newest first. */
export const listNews = (db: DB): Promise<News[]> =>
  db.selectFrom("newsItems").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();

export const findNews = (db: DB, id: string): Promise<News | undefined> =>
  db.selectFrom("newsItems").selectAll().where("id", "=", id).executeTakeFirst();

export const insertNews = async (db: DB, row: Insertable<NewsTable>): Promise<void> => {
  await db.insertInto("newsItems").values(row).execute();
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
