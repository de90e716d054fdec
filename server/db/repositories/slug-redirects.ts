import { sql, type Insertable } from "kysely";
import type { DB } from "../index.ts";
import type { SlugRedirectTable } from "../schema.ts";

// Old addresses of every collection kind: `kind` says whose ("investment", "leader"); an old
// slug is unique per kind. The record id column kept its first name, `investment_id`.

/** The redirect of an old address of this kind, if any. */
export const findRedirect = (db: DB, kind: string, fromSlug: string) =>
  db.selectFrom("slugRedirects").selectAll().where("kind", "=", kind).where("fromSlug", "=", fromSlug.toLowerCase()).executeTakeFirst();

/**
 * Every redirect with the record it leads to (its current slug and name; none when the record is
 * deleted), oldest first.
 */
export const listRedirects = (db: DB) =>
  db
    .selectFrom("slugRedirects")
    .leftJoin("investments", (j) => j.onRef("investments.id", "=", "slugRedirects.investmentId").on("slugRedirects.kind", "=", "investment"))
    .leftJoin("leaders", (j) => j.onRef("leaders.id", "=", "slugRedirects.investmentId").on("slugRedirects.kind", "=", "leader"))
    .select([
      "slugRedirects.id as id",
      "slugRedirects.kind as kind",
      "slugRedirects.fromSlug as fromSlug",
      "slugRedirects.investmentId as investmentId",
      "slugRedirects.username as username",
      "slugRedirects.createdAt as createdAt",
      sql<string | null>`coalesce(${sql.ref("investments.slug")}, ${sql.ref("leaders.slug")})`.as("toSlug"),
      sql<string | null>`coalesce(${sql.ref("investments.tabText")}, ${sql.ref("leaders.name")})`.as("tabText"),
    ])
    .orderBy("slugRedirects.createdAt")
    .orderBy("slugRedirects.id")
    .execute();

/** Adds a redirect, or points an existing one of the same kind and old slug at this record. */
export const upsertRedirect = async (db: DB, row: Insertable<SlugRedirectTable> & { kind: string }): Promise<void> => {
  await db
    .insertInto("slugRedirects")
    .values(row)
    .onConflict((oc) => oc.columns(["kind", "fromSlug"]).doUpdateSet({ investmentId: row.investmentId, username: row.username, updatedAt: row.updatedAt }))
    .execute();
};

/** Drops the redirect of an address that a record of this kind now answers itself (so no loop can form). */
export const deleteRedirectFrom = async (db: DB, kind: string, fromSlug: string): Promise<void> => {
  await db.deleteFrom("slugRedirects").where("kind", "=", kind).where("fromSlug", "=", fromSlug).execute();
};

/** Answers false when no redirect has that id. */
export const deleteRedirect = async (db: DB, id: string): Promise<boolean> => {
  const r = await db.deleteFrom("slugRedirects").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};
