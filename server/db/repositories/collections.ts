// The queries every collection kind with readable addresses shares (investments, leaders): the
// kind's declaration names its table; its rows have `id`, `slug` (stored lower-case, unique) and
// the timestamps.
import type { Kysely } from "kysely";
import type { DB } from "../index.ts";
import type { Database } from "../schema.ts";

/** The tables of the collection kinds (camel case, as the query builder names them). */
export type CollectionTable = "investments" | "leaders";
export type CollectionRow<T extends CollectionTable> = Database[T];
type Row = Record<string, unknown> & { id: string; slug: string };

// One untyped view of the handle: the table is a parameter, the callers type the rows.
const any = (db: DB) => db as unknown as Kysely<Record<string, Row>>;

/** Every row; `orderBy` the columns of its list order (the id settles ties). */
export const listRows = <R>(db: DB, table: CollectionTable, orderBy: readonly string[]): Promise<R[]> => {
  let q = any(db).selectFrom(table).selectAll();
  for (const column of orderBy) q = q.orderBy(column);
  return q.orderBy("id").execute() as Promise<R[]>;
};

export const findRow = <R>(db: DB, table: CollectionTable, id: string): Promise<R | undefined> =>
  any(db).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst() as Promise<R | undefined>;

/** The row at a readable address (slugs are stored lower-case). */
export const findRowBySlug = <R>(db: DB, table: CollectionTable, slug: string): Promise<R | undefined> =>
  any(db).selectFrom(table).selectAll().where("slug", "=", slug.toLowerCase()).executeTakeFirst() as Promise<R | undefined>;

export const insertRow = async (db: DB, table: CollectionTable, row: Record<string, unknown>): Promise<void> => {
  await any(db).insertInto(table).values(row as Row).execute();
};

/** Updates the given fields; answers false when no row has that id. */
export const updateRow = async (db: DB, table: CollectionTable, id: string, fields: Record<string, unknown>): Promise<boolean> => {
  const r = await any(db).updateTable(table).set(fields as Partial<Row>).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** Answers false when no row has that id. */
export const deleteRow = async (db: DB, table: CollectionTable, id: string): Promise<boolean> => {
  const r = await any(db).deleteFrom(table).where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};

/** Whether another row than `exceptId` has this slug. */
export const rowSlugTaken = async (db: DB, table: CollectionTable, slug: string, exceptId = ""): Promise<boolean> =>
  (await any(db).selectFrom(table).select("id").where("slug", "=", slug).where("id", "<>", exceptId).executeTakeFirst()) !== undefined;

/** `base`, or `base-2`, `base-3`, … : the first no other row of the table has. */
export async function freeRowSlug(db: DB, table: CollectionTable, base: string, exceptId = ""): Promise<string> {
  let slug = base;
  for (let n = 2; await rowSlugTaken(db, table, slug, exceptId); n++) slug = `${base}-${n}`;
  return slug;
}
