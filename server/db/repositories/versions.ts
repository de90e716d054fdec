import type { Selectable } from "kysely";
import type { DB } from "../index.ts";
import type { DocumentVersionTable, TrashTable } from "../schema.ts";

export type VersionRow = Selectable<DocumentVersionTable>;
export type TrashRow = Selectable<TrashTable>;

/** The newest version of a document, if it has any. */
export const latestVersion = (db: DB, docId: string): Promise<VersionRow | undefined> =>
  db.selectFrom("documentVersions").selectAll().where("docId", "=", docId).orderBy("revision", "desc").limit(1).executeTakeFirst();

/** Every version of a document, newest first. */
export const listVersions = (db: DB, docId: string): Promise<VersionRow[]> =>
  db.selectFrom("documentVersions").selectAll().where("docId", "=", docId).orderBy("revision", "desc").execute();

export const findVersion = (db: DB, id: string): Promise<VersionRow | undefined> =>
  db.selectFrom("documentVersions").selectAll().where("id", "=", id).executeTakeFirst();

/** The version just before a revision of the same document. */
export const previousVersion = (db: DB, docId: string, revision: number): Promise<VersionRow | undefined> =>
  db.selectFrom("documentVersions").selectAll().where("docId", "=", docId).where("revision", "<", revision).orderBy("revision", "desc").limit(1).executeTakeFirst();

export const insertVersion = async (db: DB, row: DocumentVersionTable): Promise<void> => {
  await db.insertInto("documentVersions").values(row).execute();
};

/** Drops the versions of a document older than `revision` (exclusive). */
export const deleteVersionsBefore = async (db: DB, docId: string, revision: number): Promise<void> => {
  await db.deleteFrom("documentVersions").where("docId", "=", docId).where("revision", "<", revision).execute();
};

export const deleteVersionsOf = async (db: DB, docIds: readonly string[]): Promise<void> => {
  if (docIds.length > 0) await db.deleteFrom("documentVersions").where("docId", "in", docIds).execute();
};

export const insertTrash = async (db: DB, row: TrashTable): Promise<void> => {
  await db.insertInto("trash").values(row).execute();
};

export const findTrash = (db: DB, docId: string): Promise<TrashRow | undefined> =>
  db.selectFrom("trash").selectAll().where("docId", "=", docId).executeTakeFirst();

/** What the trash lists of an entry: not the stored document. */
export type TrashSummaryRow = Omit<TrashRow, "data" | "userId">;

/**
 * The trash, most recently deleted first (the `trash_deleted_at` index), of one type or all, a
 * page at a time, and how many entries there are.
 */
export async function pageTrash(db: DB, opts: { type?: string | undefined; offset: number; limit?: number | undefined }): Promise<{ rows: TrashSummaryRow[]; total: number }> {
  let base = db.selectFrom("trash");
  if (opts.type) base = base.where("docType", "=", opts.type);
  let rows = base.select(["docId", "docType", "title", "username", "deletedAt", "purgeAt"]).orderBy("deletedAt", "desc").orderBy("docId");
  // SQLite takes an OFFSET only after a LIMIT.
  if (opts.limit !== undefined) rows = rows.limit(opts.limit).offset(opts.offset);
  const [found, count] = await Promise.all([rows.execute(), base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()]);
  return { rows: found, total: Number(count.n) };
}

/** Answers false when nothing with that id is in the trash. */
export const deleteTrash = async (db: DB, docId: string): Promise<boolean> => {
  const r = await db.deleteFrom("trash").where("docId", "=", docId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};

/** The ids whose time in the trash is over. */
export const expiredTrash = async (db: DB, at: string): Promise<string[]> =>
  (await db.selectFrom("trash").select("docId").where("purgeAt", "<=", at).execute()).map((r) => r.docId);
