import type { Insertable } from "kysely";
import type { DB } from "../index.ts";
import type { RedirectKind, SlugRedirectTable } from "../schema.ts";

/** The redirect of an old address in one section (companies unless told), if any. */
export const findRedirect = (db: DB, fromSlug: string, kind: RedirectKind = "investment") =>
  db.selectFrom("slugRedirects").selectAll().where("kind", "=", kind).where("fromSlug", "=", fromSlug.toLowerCase()).executeTakeFirst();

/**
 * Every redirect with the record it leads to (its current slug and name: a company's tab text, an
 * article's title; none when the record is deleted), oldest first.
 */
export const listRedirects = (db: DB) =>
  db
    .selectFrom("slugRedirects")
    .leftJoin("investments", (j) => j.onRef("investments.id", "=", "slugRedirects.investmentId").on("slugRedirects.kind", "=", "investment"))
    .leftJoin("newsItems", (j) => j.onRef("newsItems.id", "=", "slugRedirects.investmentId").on("slugRedirects.kind", "=", "news"))
    .select([
      "slugRedirects.id as id",
      "slugRedirects.kind as kind",
      "slugRedirects.fromSlug as fromSlug",
      "slugRedirects.investmentId as investmentId",
      "slugRedirects.username as username",
      "slugRedirects.createdAt as createdAt",
      "investments.slug as toSlug",
      "investments.tabText as tabText",
      "newsItems.slug as newsSlug",
      "newsItems.title as newsTitle",
    ])
    .orderBy("slugRedirects.createdAt")
    .orderBy("slugRedirects.id")
    .execute();

/** Adds a redirect, or points an existing one for the same old slug (in the same section) at this record. */
export const upsertRedirect = async (db: DB, row: Insertable<SlugRedirectTable>): Promise<void> => {
  await db
    .insertInto("slugRedirects")
    .values({ ...row, kind: row.kind ?? "investment" })
    .onConflict((oc) => oc.columns(["kind", "fromSlug"]).doUpdateSet({ investmentId: row.investmentId, username: row.username, updatedAt: row.updatedAt }))
    .execute();
};

/** Drops the redirect of an address that a record now answers itself (so no loop can form). */
export const deleteRedirectFrom = async (db: DB, fromSlug: string, kind: RedirectKind = "investment"): Promise<void> => {
  await db.deleteFrom("slugRedirects").where("kind", "=", kind).where("fromSlug", "=", fromSlug).execute();
};

/** Answers false when no redirect has that id. */
export const deleteRedirect = async (db: DB, id: string): Promise<boolean> => {
  const r = await db.deleteFrom("slugRedirects").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};
