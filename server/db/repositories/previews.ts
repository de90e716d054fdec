import type { Insertable } from "kysely";
import type { DB } from "../index.ts";
import type { PreviewTable } from "../schema.ts";

export type PreviewRow = PreviewTable;

export const insertPreview = async (db: DB, row: Insertable<PreviewTable>): Promise<void> => {
  await db.insertInto("previews").values(row).execute();
};

/** A preview that has not expired by `at`. */
export const findLivePreview = (db: DB, key: string, at: string): Promise<PreviewRow | undefined> =>
  db.selectFrom("previews").selectAll().where("key", "=", key).where("expiresAt", ">", at).executeTakeFirst();

/** Drops every preview expired by `at`. */
export const deleteExpiredPreviews = async (db: DB, at: string): Promise<void> => {
  await db.deleteFrom("previews").where("expiresAt", "<=", at).execute();
};

/** Keeps only a user's `keep` newest previews (by expiry, which follows creation). */
export const trimUserPreviews = async (db: DB, userId: string, keep: number): Promise<void> => {
  const old = await db.selectFrom("previews").select("key").where("userId", "=", userId).orderBy("expiresAt", "desc").orderBy("key").offset(keep).limit(1000).execute();
  if (old.length > 0) await db.deleteFrom("previews").where("key", "in", old.map((r) => r.key)).execute();
};

export const countPreviews = async (db: DB): Promise<number> =>
  Number((await db.selectFrom("previews").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
