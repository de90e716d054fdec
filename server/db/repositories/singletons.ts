import type { DB } from "../index.ts";
import { SINGLETON_TABLES } from "../schema.ts";

export type SingletonTableKey = keyof typeof SINGLETON_TABLES;

/** Reads one singleton row's fields (without id and timestamps), or undefined if absent. */
export async function readSingleton(db: DB, key: SingletonTableKey, id: string): Promise<Record<string, string> | undefined> {
  const row = await db.selectFrom(SINGLETON_TABLES[key]).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = row;
  return fields as Record<string, string>;
}

/** Updates the given fields; answers false when no row has that id. */
export async function updateSingleton(db: DB, key: SingletonTableKey, id: string, fields: Record<string, string>, updatedAt: string): Promise<boolean> {
  const r = await db
    .updateTable(SINGLETON_TABLES[key])
    .set({ ...fields, updatedAt })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Inserts the row unless one with that id exists (seeding is idempotent). */
export async function insertSingletonIfMissing(db: DB, key: SingletonTableKey, id: string, fields: Record<string, string>, at: string): Promise<void> {
  await db
    .insertInto(SINGLETON_TABLES[key])
    .values({ id, ...fields, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function readBanner(db: DB, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("banners").select("image").where("id", "=", id).executeTakeFirst();
  return row?.image;
}

export async function updateBanner(db: DB, id: string, image: string, updatedAt: string): Promise<boolean> {
  const r = await db.updateTable("banners").set({ image, updatedAt }).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function insertBannerIfMissing(db: DB, id: string, name: string, at: string): Promise<void> {
  await db
    .insertInto("banners")
    .values({ id, name, image: "", createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/** One singleton row: its fields (without id and timestamps) and when it was made and last saved. */
export interface StoredBlock {
  fields: Record<string, string>;
  createdAt: string;
  updatedAt: string;
}

/** Reads one singleton row with its timestamps, or undefined if absent. */
export async function findSingletonRow(db: DB, key: SingletonTableKey, id: string): Promise<StoredBlock | undefined> {
  const row = await db.selectFrom(SINGLETON_TABLES[key]).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const { id: _id, createdAt, updatedAt, ...fields } = row;
  return { fields: fields as Record<string, string>, createdAt: createdAt as string, updatedAt: updatedAt as string };
}

/** Inserts a singleton row with the timestamps given (an import keeps the source's). */
export async function insertSingleton(db: DB, key: SingletonTableKey, id: string, fields: Record<string, string>, createdAt: string, updatedAt: string): Promise<void> {
  await db
    .insertInto(SINGLETON_TABLES[key])
    .values({ id, ...fields, createdAt, updatedAt })
    .execute();
}

/** One banner row: its image and when it was made and last saved, or undefined if absent. */
export async function findBannerRow(db: DB, id: string): Promise<{ image: string; createdAt: string; updatedAt: string } | undefined> {
  return db.selectFrom("banners").select(["image", "createdAt", "updatedAt"]).where("id", "=", id).executeTakeFirst();
}

/** Inserts a banner row with the timestamps given (an import keeps the source's). */
export async function insertBanner(db: DB, row: { id: string; name: string; image: string; createdAt: string; updatedAt: string }): Promise<void> {
  await db.insertInto("banners").values(row).execute();
}
