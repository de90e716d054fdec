import { PostgresAdapter, type Insertable, type Updateable } from "kysely";
import type { DB } from "../index.ts";
import type { DraftTable, PreviewLinkTable } from "../schema.ts";
import { deleteSchedule } from "./schedules.ts";

export type DraftRow = DraftTable;
export type PreviewLinkRow = PreviewLinkTable;

/** A document's first draft row: its first save, by `by` at `at`, with no review yet. */
export function firstDraftRow(draft: { docId: string; docType: string; isNew: boolean; data: string; baseRevision: number; by: string; at: string }): DraftRow {
  return {
    docId: draft.docId,
    docType: draft.docType,
    isNew: draft.isNew ? 1 : 0,
    data: draft.data,
    baseRevision: draft.baseRevision,
    draftRevision: 1,
    createdBy: draft.by,
    updatedBy: draft.by,
    createdAt: draft.at,
    updatedAt: draft.at,
    reviewState: "none",
    reviewComment: "",
    reviewBy: "",
    reviewAt: "",
  };
}

export const findDraft = (db: DB, docId: string): Promise<DraftRow | undefined> => db.selectFrom("drafts").selectAll().where("docId", "=", docId).executeTakeFirst();

/**
 * The draft, locked until the transaction ends (PostgreSQL: FOR UPDATE; SQLite runs one write
 * transaction at a time): two publishes of one draft cannot both find it.
 */
export function findDraftForUpdate(trx: DB, docId: string): Promise<DraftRow | undefined> {
  const q = trx.selectFrom("drafts").selectAll().where("docId", "=", docId);
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? q.forUpdate() : q).executeTakeFirst();
}

export const insertDraft = async (db: DB, row: Insertable<DraftTable>): Promise<void> => {
  await db.insertInto("drafts").values(row).execute();
};

/**
 * Changes a draft; with `draftRevision` only when the stored one is still that (a save over a save
 * made meanwhile changes nothing). Answers whether a row changed.
 */
export async function updateDraft(db: DB, docId: string, changes: Updateable<DraftTable>, draftRevision?: number): Promise<boolean> {
  let q = db.updateTable("drafts").set(changes).where("docId", "=", docId);
  if (draftRevision !== undefined) q = q.where("draftRevision", "=", draftRevision);
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteDraft(db: DB, docId: string): Promise<boolean> {
  const r = await db.deleteFrom("drafts").where("docId", "=", docId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Drafts, newest first, optionally of one review state and/or type. */
export function listDrafts(db: DB, filter: { review?: string | undefined; type?: string | undefined } = {}): Promise<DraftRow[]> {
  let q = db.selectFrom("drafts").selectAll();
  if (filter.review) q = q.where("reviewState", "=", filter.review);
  if (filter.type) q = q.where("docType", "=", filter.type);
  return q.orderBy("updatedAt", "desc").orderBy("docId", "desc").execute();
}

export async function countDrafts(db: DB, review?: string): Promise<number> {
  let q = db.selectFrom("drafts").select((eb) => eb.fn.countAll().as("n"));
  if (review) q = q.where("reviewState", "=", review);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const insertPreviewLink = async (db: DB, row: PreviewLinkRow): Promise<void> => {
  await db.insertInto("previewLinks").values(row).execute();
};

export const findPreviewLinkByHash = (db: DB, tokenHash: string): Promise<PreviewLinkRow | undefined> =>
  db.selectFrom("previewLinks").selectAll().where("tokenHash", "=", tokenHash).executeTakeFirst();

export const findPreviewLink = (db: DB, id: string): Promise<PreviewLinkRow | undefined> => db.selectFrom("previewLinks").selectAll().where("id", "=", id).executeTakeFirst();

/** A document's links, newest first. */
export const listPreviewLinks = (db: DB, docId: string): Promise<PreviewLinkRow[]> =>
  db.selectFrom("previewLinks").selectAll().where("docId", "=", docId).orderBy("createdAt", "desc").orderBy("id", "desc").execute();

export async function revokePreviewLink(db: DB, id: string, at: string): Promise<boolean> {
  const r = await db.updateTable("previewLinks").set({ revokedAt: at }).where("id", "=", id).where("revokedAt", "=", "").executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const deletePreviewLinksOf = async (db: DB, docId: string): Promise<void> => {
  await db.deleteFrom("previewLinks").where("docId", "=", docId).execute();
};

/** Drops links that expired before `at` (they can never open again). */
export const deleteExpiredPreviewLinks = async (db: DB, at: string): Promise<void> => {
  await db.deleteFrom("previewLinks").where("expiresAt", "<=", at).execute();
};

/**
 * Everything a document's draft leaves behind, inside the caller's transaction: the draft, its
 * preview links and its publish schedule (an unpublish time belongs to the live item: a delete of
 * the live document removes it, services/tracking.ts). Run by a publish, a discard and a delete of
 * the live document.
 */
export async function discardDraftOf(trx: DB, docId: string): Promise<void> {
  await deleteDraft(trx, docId);
  await deletePreviewLinksOf(trx, docId);
  await deleteSchedule(trx, docId, "publish");
}
