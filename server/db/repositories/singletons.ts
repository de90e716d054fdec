import type { Kysely } from "kysely";
import { SINGLETONS, type SingletonValue, type TextBlockKey } from "../../../shared/schemas/content.ts";
import type { DB } from "../index.ts";
import { SINGLETON_TABLES } from "../schema.ts";

/** A text block: stored in a table of its own (one column per field) or as a JSON row of content_blocks. */
export type SingletonTableKey = TextBlockKey;
type Fields = Record<string, string>;

/** The column tables seen untyped: each block's row type is SingletonRow<K> (schema.ts); the functions below answer it. */
type AnyTable = Fields & { id: string; createdAt: string; updatedAt: string };
const untyped = (db: DB) => db as unknown as Kysely<Record<string, AnyTable>>;
const tableOf = (key: TextBlockKey): string | undefined => (SINGLETON_TABLES as Record<string, string>)[key];

/** A block's declared fields from its JSON (a field it lacks, added since it was stored, shows its seed). */
function blockFields(key: TextBlockKey, json: string): Fields {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    data = {};
  }
  const stored = (data && typeof data === "object" ? data : {}) as Record<string, unknown>;
  const seeds = SINGLETONS[key].fallback as Fields;
  return Object.fromEntries(Object.keys(seeds).map((f) => [f, typeof stored[f] === "string" ? (stored[f] as string) : (seeds[f] as string)]));
}

/** One singleton row: its fields (without id and timestamps) and when it was made and last saved. */
export interface StoredBlock<K extends TextBlockKey = TextBlockKey> {
  fields: SingletonValue<K>;
  createdAt: string;
  updatedAt: string;
}

/** Reads one singleton row with its timestamps, or undefined if absent. */
export async function findSingletonRow<K extends TextBlockKey>(db: DB, key: K, id: string): Promise<StoredBlock<K> | undefined> {
  const table = tableOf(key);
  if (!table) {
    const row = await db.selectFrom("contentBlocks").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    return { fields: blockFields(key, row.data) as SingletonValue<K>, createdAt: row.createdAt, updatedAt: row.updatedAt };
  }
  const row = await untyped(db).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const { id: _id, createdAt, updatedAt, ...fields } = row;
  return { fields: fields as SingletonValue<K>, createdAt: createdAt as string, updatedAt: updatedAt as string };
}

/** Reads one singleton row's fields (without id and timestamps), or undefined if absent. */
export async function readSingleton<K extends TextBlockKey>(db: DB, key: K, id: string): Promise<SingletonValue<K> | undefined> {
  return (await findSingletonRow(db, key, id))?.fields;
}

/** Updates the given fields; answers false when no row has that id. */
export async function updateSingleton<K extends TextBlockKey>(db: DB, key: K, id: string, fields: Partial<SingletonValue<K>>, updatedAt: string): Promise<boolean> {
  const table = tableOf(key);
  if (!table) {
    const current = await findSingletonRow(db, key, id);
    if (!current) return false;
    const data = JSON.stringify({ ...current.fields, ...fields });
    const r = await db.updateTable("contentBlocks").set({ data, updatedAt }).where("id", "=", id).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
  const r = await untyped(db)
    .updateTable(table)
    .set({ ...(fields as Fields), updatedAt })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Inserts a singleton row with the timestamps given (an import keeps the source's). */
export async function insertSingleton<K extends TextBlockKey>(db: DB, key: K, id: string, fields: SingletonValue<K>, createdAt: string, updatedAt: string): Promise<void> {
  const table = tableOf(key);
  if (!table) {
    await db.insertInto("contentBlocks").values({ id, kind: key, data: JSON.stringify(fields), createdAt, updatedAt }).execute();
    return;
  }
  await untyped(db)
    .insertInto(table)
    .values({ id, ...(fields as Fields), createdAt, updatedAt })
    .execute();
}

/** Inserts the row unless one with that id exists (seeding is idempotent: nothing stored is overwritten). */
export async function insertSingletonIfMissing<K extends TextBlockKey>(db: DB, key: K, id: string, fields: SingletonValue<K>, at: string): Promise<void> {
  const table = tableOf(key);
  if (!table) {
    await db
      .insertInto("contentBlocks")
      .values({ id, kind: key, data: JSON.stringify(fields), createdAt: at, updatedAt: at })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    return;
  }
  await untyped(db)
    .insertInto(table)
    .values({ id, ...(fields as Fields), createdAt: at, updatedAt: at })
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

/** One banner row: its image and when it was made and last saved, or undefined if absent. */
export async function findBannerRow(db: DB, id: string): Promise<{ image: string; createdAt: string; updatedAt: string } | undefined> {
  return db.selectFrom("banners").select(["image", "createdAt", "updatedAt"]).where("id", "=", id).executeTakeFirst();
}

/** Inserts a banner row with the timestamps given (an import keeps the source's). */
export async function insertBanner(db: DB, row: { id: string; name: string; image: string; createdAt: string; updatedAt: string }): Promise<void> {
  await db.insertInto("banners").values(row).execute();
}
