import type { Insertable } from "kysely";
import type { DB } from "../index.ts";
import type { SlugRedirectTable } from "../schema.ts";

/** The redirect of an old address, if any. */
export const findRedirect = (db: DB, fromSlug: string) =>
  db.selectFrom("slugRedirects").selectAll().where("fromSlug", "=", fromSlug.toLowerCase()).executeTakeFirst();

/** Every redirect with the company it leads to (its current slug and name; none when the company is deleted), oldest first. */
export const listRedirects = (db: DB) =>
  db
    .selectFrom("slugRedirects")
    .leftJoin("investments", "investments.id", "slugRedirects.investmentId")
    .select([
      "slugRedirects.id as id",
      "slugRedirects.fromSlug as fromSlug",
      "slugRedirects.investmentId as investmentId",
      "slugRedirects.username as username",
      "slugRedirects.createdAt as createdAt",
      "investments.slug as toSlug",
      "investments.tabText as tabText",
    ])
    .orderBy("slugRedirects.createdAt")
    .orderBy("slugRedirects.id")
    .execute();

/** Adds a redirect, or points an existing one for the same old slug at this company. */
export const upsertRedirect = async (db: DB, row: Insertable<SlugRedirectTable>): Promise<void> => {
  await db
    .insertInto("slugRedirects")
    .values(row)
    .onConflict((oc) => oc.column("fromSlug").doUpdateSet({ investmentId: row.investmentId, username: row.username, updatedAt: row.updatedAt }))
    .execute();
};

/** Drops the redirect of an address that a company now answers itself (so no loop can form). */
export const deleteRedirectFrom = async (db: DB, fromSlug: string): Promise<void> => {
  await db.deleteFrom("slugRedirects").where("fromSlug", "=", fromSlug).execute();
};

/** Answers false when no redirect has that id. */
export const deleteRedirect = async (db: DB, id: string): Promise<boolean> => {
  const r = await db.deleteFrom("slugRedirects").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};
