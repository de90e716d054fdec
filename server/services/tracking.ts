// Revisions, versions and the trash of the editable documents. Every save of a
// singleton, banner, collection record (investment, leader) or news item runs `trackedWrite`
// inside its transaction; every delete of a collection record or news item runs `trackedDelete`.
import { PostgresAdapter, sql } from "kysely";
import { COLLECTION_KINDS, collectionLabel, isCollectionType, type CollectionType } from "../../shared/schemas/collections.ts";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import { DOCUMENT_VERSION_FIELDS } from "../../shared/schemas/documents.ts";
import { SINGLETON_LABELS, TRASH_DAYS, VERSIONS_KEPT, type DocType, type VersionAction } from "../../shared/schemas/history.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { documentFileKeysOf, documentsUsingFile } from "../db/repositories/documents.ts";
import { discardDraftOf } from "../db/repositories/drafts.ts";
import { deleteSchedule } from "../db/repositories/schedules.ts";
import { deleteVersionsBefore, deleteVersionsOf, deleteTrash, expiredTrash, insertTrash, insertVersion, latestVersion } from "../db/repositories/versions.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { mediaStore } from "../storage/index.ts";
import { recordActivity, type Actor } from "./activity.ts";
import { reindexDocument } from "./search.ts";

export type Fields = Record<string, string>;

/** The revision a client says it started from (`If-Match`). */
export interface ExpectedRevision {
  docId: string;
  revision: number;
}

/** Who saves, and how; filled in with the revision the save produced. */
export interface SaveContext {
  actor: Actor;
  /** Absent for clients that send no revision: their saves are accepted as SPEC.md says. */
  expected?: ExpectedRevision | undefined;
  /** "save" unless this save restores a version or is a creation. */
  action?: VersionAction;
  restoredFrom?: number;
  /** The id a create gives the new document (a new draft's, kept when it is published); else a new one. */
  createId?: string | undefined;
  /** Set by the save: the document's revision afterwards. */
  revision?: number;
}

/** A system save (seed, import): no user, no revision check. */
export const SYSTEM: SaveContext = { actor: { userId: "", username: "", ip: "" } };

// `gallery` is kept as its JSON text, so a version compares and restores it like any text field.
export const NEWS_FIELDS = ["title", "subtitle", "newsImgUrl", "content", "slug", "heroImage", "gallery", "publishedAt"] as const;

/** The fields a document type keeps in its versions. */
export function fieldsOfType(type: DocType): readonly string[] {
  if (type === "news") return NEWS_FIELDS;
  if (type === "document") return DOCUMENT_VERSION_FIELDS;
  if (isCollectionType(type)) return COLLECTION_KINDS[type].fields;
  return Object.keys(SINGLETONS[type].schema.shape);
}

/** What people call a document: the block's name, an investment's tab text, a news title. */
export function labelOf(type: DocType, fields: Fields | undefined): string {
  if (type === "news") return fields?.title || "Untitled news item";
  if (type === "document") return fields?.title || "Untitled document";
  if (isCollectionType(type)) return collectionLabel(type, fields);
  return SINGLETON_LABELS[type];
}

// Every kept field is text (a document's year, size and page count are numbers in their row).
const pick = (type: DocType, fields: Fields | undefined): Fields | undefined => {
  if (!fields) return undefined;
  return Object.fromEntries(fieldsOfType(type).map((f) => [f, fields[f] === undefined || fields[f] === null ? "" : String(fields[f])]));
};

/**
 * Serialises the saves of one document: on PostgreSQL a transaction-scoped advisory lock on its
 * id (released at commit); SQLite runs one write transaction at a time anyway.
 */
async function lockDocument(trx: DB, docId: string): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext(${docId}))`.execute(trx);
}

/** 400 for a revision of another document or from the future; 409 (with who and when) for a stale one. */
async function checkRevision(trx: DB, type: DocType, docId: string, expected: ExpectedRevision | undefined): Promise<number> {
  const head = await latestVersion(trx, docId);
  const current = head?.revision ?? 0;
  if (!expected) return current;
  if (expected.docId !== docId) {
    throw badRequest("The revision you sent belongs to another document", { revision: "belongs to another document" });
  }
  if (expected.revision > current) {
    throw badRequest(`The revision you sent (${expected.revision}) is newer than the document's (${current})`, { revision: "is newer than the document's" });
  }
  if (expected.revision < current && head) {
    const who = head.username || "someone";
    throw new HttpError(409, `${labelOf(type, JSON.parse(head.data) as Fields)} was saved by ${who} at ${head.createdAt} after you opened it. Nothing was changed.`, {
      body: { conflict: { revision: current, savedBy: head.username, savedAt: head.createdAt, current: JSON.parse(head.data) as Fields } },
    });
  }
  return current;
}

async function keepVersion(trx: DB, row: { type: DocType; docId: string; revision: number; action: VersionAction; data: Fields; changed: string[]; restoredFrom?: number | undefined; actor: Actor }): Promise<void> {
  await insertVersion(trx, {
    id: newId(),
    docType: row.type,
    docId: row.docId,
    revision: row.revision,
    action: row.action,
    data: JSON.stringify(row.data),
    changedFields: JSON.stringify(row.changed),
    restoredFrom: row.restoredFrom ?? null,
    userId: row.actor.userId,
    username: row.actor.username,
    createdAt: now(),
  });
  if (row.revision >= VERSIONS_KEPT) await deleteVersionsBefore(trx, row.docId, row.revision - VERSIONS_KEPT + 1);
}

const ACTIVITY_OF: Record<VersionAction, "create" | "save" | "restore" | "delete" | "trash-restore" | "publish" | "unpublish" | undefined> = {
  baseline: undefined,
  create: "create",
  save: "save",
  restore: "restore",
  delete: "delete",
  "trash-restore": "trash-restore",
  publish: "publish",
  unpublish: "unpublish",
};

/**
 * Runs a save of one document inside its transaction: locks the document, checks the revision the
 * client started from, reads the state before, writes, and keeps the new state as a version
 * (the first tracked save also keeps the state it found, as revision 0). A save that changes no
 * field keeps no version, so resubmitting never buries the history. Records the activity.
 */
export async function trackedWrite<R>(
  trx: DB,
  doc: { type: DocType; id: string },
  ctx: SaveContext | undefined,
  read: () => Promise<Fields | undefined>,
  write: () => Promise<R>,
  after: (result: R) => Fields,
): Promise<R> {
  const c = ctx ?? SYSTEM;
  await lockDocument(trx, doc.id);
  const current = await checkRevision(trx, doc.type, doc.id, c.expected);
  const before = pick(doc.type, await read());
  const result = await write();
  // The site search sees the save with it (or not at all, if the transaction rolls back).
  await reindexDocument(trx, doc.type, doc.id);
  const now_ = pick(doc.type, after(result)) as Fields;
  const action: VersionAction = c.action ?? (before ? "save" : "create");
  const changed = fieldsOfType(doc.type).filter((f) => (before?.[f] ?? "") !== now_[f]);
  if (changed.length === 0 && action === "save") {
    c.revision = current;
    return result;
  }
  const hasHistory = (await latestVersion(trx, doc.id)) !== undefined;
  if (!hasHistory && before) await keepVersion(trx, { type: doc.type, docId: doc.id, revision: 0, action: "baseline", data: before, changed: [], actor: { userId: "", username: "", ip: "" } });
  const revision = current + 1;
  await keepVersion(trx, { type: doc.type, docId: doc.id, revision, action, data: now_, changed: before ? changed : [], restoredFrom: c.restoredFrom, actor: c.actor });
  const kind = ACTIVITY_OF[action];
  if (kind && c.actor.userId) await recordActivity(trx, kind, c.actor, { type: doc.type, id: doc.id, label: labelOf(doc.type, now_) });
  c.revision = revision;
  return result;
}

/**
 * Moves a news item or investment to the trash inside its transaction: the whole row is kept for
 * TRASH_DAYS (restorable with its id), the row leaves its table (so its public URL answers 404),
 * and a "delete" version closes its history. 404 when there is no such row.
 */
export async function trackedDelete(
  trx: DB,
  doc: { type: "news" | CollectionType | "document"; id: string },
  ctx: SaveContext | undefined,
  read: () => Promise<Record<string, string> | undefined>,
  remove: () => Promise<boolean>,
  missing: () => HttpError,
): Promise<void> {
  const c = ctx ?? SYSTEM;
  await lockDocument(trx, doc.id);
  const current = await checkRevision(trx, doc.type, doc.id, c.expected);
  const row = await read();
  if (!row) throw missing();
  const fields = pick(doc.type, row) as Fields;
  const at = now();
  await purgeExpiredTrash(trx, at);
  await deleteTrash(trx, doc.id); // a leftover entry of an id deleted before (cannot normally exist)
  await insertTrash(trx, {
    docId: doc.id,
    docType: doc.type,
    title: labelOf(doc.type, fields),
    data: JSON.stringify(row),
    userId: c.actor.userId,
    username: c.actor.username,
    deletedAt: at,
    purgeAt: new Date(Date.parse(at) + TRASH_DAYS * 86_400_000).toISOString(),
  });
  if (!(await remove())) throw missing();
  // A deleted document's draft, preview links and schedules go with it (a trash restore brings back the live record only).
  await discardDraftOf(trx, doc.id);
  await deleteSchedule(trx, doc.id);
  await reindexDocument(trx, doc.type, doc.id);
  if (current === 0) await keepVersion(trx, { type: doc.type, docId: doc.id, revision: 0, action: "baseline", data: fields, changed: [], actor: SYSTEM.actor });
  await keepVersion(trx, { type: doc.type, docId: doc.id, revision: current + 1, action: "delete", data: fields, changed: [], actor: c.actor });
  if (c.actor.userId) await recordActivity(trx, "delete", c.actor, { type: doc.type, id: doc.id, label: labelOf(doc.type, fields) });
}

/**
 * Takes a news item or collection record off the site inside its transaction (a scheduled
 * unpublish): `keep` stores its fields first (as its draft, so nothing is lost and it can be
 * published again), the row leaves its table (not to the trash: nothing purges it), and one
 * "unpublish" version and one "Unpublished" activity line record it. False when it is not live.
 */
export async function trackedUnpublish(
  trx: DB,
  doc: { type: "news" | CollectionType | "document"; id: string },
  actor: Actor,
  read: () => Promise<Record<string, string> | undefined>,
  keep: (row: Record<string, string>, fields: Fields, revision: number) => Promise<void>,
  remove: () => Promise<boolean>,
): Promise<boolean> {
  await lockDocument(trx, doc.id);
  const current = (await latestVersion(trx, doc.id))?.revision ?? 0;
  const row = await read();
  if (!row) return false;
  const fields = pick(doc.type, row) as Fields;
  await keep(row, fields, current + 1);
  if (!(await remove())) return false;
  await reindexDocument(trx, doc.type, doc.id);
  if (current === 0) await keepVersion(trx, { type: doc.type, docId: doc.id, revision: 0, action: "baseline", data: fields, changed: [], actor: SYSTEM.actor });
  await keepVersion(trx, { type: doc.type, docId: doc.id, revision: current + 1, action: "unpublish", data: fields, changed: [], actor });
  await recordActivity(trx, "unpublish", actor, { type: doc.type, id: doc.id, label: labelOf(doc.type, fields) });
  return true;
}

/**
 * Removes for good what has been in the trash longer than TRASH_DAYS, with its versions, and the
 * report PDFs that only those named.
 */
export async function purgeExpiredTrash(trx: DB, at = now()): Promise<void> {
  const ids = await expiredTrash(trx, at);
  const files = await documentFileKeysOf(trx, ids);
  for (const id of ids) await deleteTrash(trx, id);
  await deleteVersionsOf(trx, ids);
  for (const key of files) if ((await documentsUsingFile(trx, key)) === 0) await mediaStore().delete(trx, key);
}
