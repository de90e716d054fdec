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
