import type { Insertable, Updateable } from "kysely";
import type { DB } from "../index.ts";
import type { Investment, InvestmentTable } from "../schema.ts";
import { freeRowSlug } from "./collections.ts";

/** Every investment in the order they were added. */
export const listInvestments = (db: DB): Promise<Investment[]> =>
  db.selectFrom("investments").selectAll().orderBy("createdAt").orderBy("id").execute();

export const findInvestment = (db: DB, id: string): Promise<Investment | undefined> =>
  db.selectFrom("investments").selectAll().where("id", "=", id).executeTakeFirst();

export const insertInvestment = async (db: DB, row: Insertable<InvestmentTable>): Promise<void> => {
  await db.insertInto("investments").values(row).execute();
};

/** Updates the given fields; answers false when no investment has that id. */
export const updateInvestment = async (db: DB, id: string, fields: Updateable<InvestmentTable>): Promise<boolean> => {
  const r = await db.updateTable("investments").set(fields).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** Answers false when no investment has that id. */
export const deleteInvestment = async (db: DB, id: string): Promise<boolean> => {
  const r = await db.deleteFrom("investments").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};

/** Deletes those of the given investments never saved since they were made; answers how many went. */
export const deleteUnchangedInvestments = async (db: DB, ids: readonly string[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const r = await db.deleteFrom("investments").where("id", "in", ids).whereRef("updatedAt", "=", "createdAt").executeTakeFirst();
  return Number(r.numDeletedRows);
};

/** The investment at a readable address (slugs are stored lower-case). */
export const findInvestmentBySlug = (db: DB, slug: string): Promise<Investment | undefined> =>
  db.selectFrom("investments").selectAll().where("slug", "=", slug.toLowerCase()).executeTakeFirst();

/** `base`, or `base-2`, `base-3`, … : the first no other investment has. */
export const freeSlug = (db: DB, base: string, exceptId = ""): Promise<string> => freeRowSlug(db, "investments", base, exceptId);
