// The history of the editable documents: versions, restore and the trash.
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import type { DocType, HistoryResponse, RestoreResponse, TrashItem, TrashPage, TrashQuery, Version, VersionAction, VersionResponse } from "../../shared/schemas/history.ts";
import { DEFAULT_PAGE_LIMIT, pageWindow } from "../../shared/schemas/paging.ts";
import { singletonKeyOf } from "../../shared/schemas/history.ts";
import { isCollectionType } from "../../shared/schemas/collections.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { slugify } from "../../shared/slug.ts";
import { deleteRedirectFrom } from "../db/repositories/slug-redirects.ts";
import { findNews, freeNewsSlug, insertNews } from "../db/repositories/news.ts";
import { deleteTrash, findTrash, findVersion, latestVersion, listVersions, pageTrash, previousVersion, type VersionRow } from "../db/repositories/versions.ts";
import type { News as NewsRow } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { badRequest, conflict, notFound } from "../http/errors.ts";
import * as content from "./content.ts";
import { COLLECTIONS } from "./collections.ts";
import * as documents from "./documents.ts";
import * as news from "./news.ts";
import { restoreIntoDraft } from "./drafts.ts";
import { labelOf, purgeExpiredTrash, trackedWrite, type Fields, type SaveContext } from "./tracking.ts";

const NO_DOCUMENT = "No document with this id";

function toVersion(row: VersionRow): Version {
  return {
    _id: row.id,
    revision: row.revision,
    action: row.action as VersionAction,
    changedFields: JSON.parse(row.changedFields) as string[],
    savedBy: row.username,
    savedAt: row.createdAt,
    restoredFrom: row.restoredFrom,
    data: JSON.parse(row.data) as Fields,
  };
}

/** The current fields of a document, or undefined when it does not exist (now). */
async function currentFields(db: DB, type: DocType, id: string): Promise<Fields | undefined> {
  if (isCollectionType(type)) return COLLECTIONS[type].row(db, id);
  if (type === "news") return findNews(db, id) as Promise<NewsRow | undefined>;
  if (type === "document") return documents.fieldsOf(db, id);
  return (await content.get(db, type, id)) as Fields;
}

/** The type of a document id; undefined when nothing of that id is known. */
async function typeOf(db: DB, id: string): Promise<DocType | undefined> {
  const key = singletonKeyOf(id);
  if (key) return key;
  const v = await latestVersion(db, id);
  if (v) return v.docType as DocType;
  for (const c of Object.values(COLLECTIONS)) if (await c.row(db, id)) return c.type;
  if (await findNews(db, id)) return "news";
  if (await documents.fieldsOf(db, id)) return "document";
  return (await findTrash(db, id))?.docType as DocType | undefined;
}

/** GET /api/history/{id}: the document and its versions, newest first; 404 for an unknown id. */
export async function documentHistory(db: DB, id: string): Promise<HistoryResponse> {
  const type = await typeOf(db, id);
  if (!type) throw notFound(NO_DOCUMENT);
  const versions = (await listVersions(db, id)).map(toVersion);
  const fields = await currentFields(db, type, id);
  return {
    document: { _id: id, type, label: labelOf(type, fields ?? versions[0]?.data), revision: versions[0]?.revision ?? 0, exists: fields !== undefined },
    versions: versions.map(({ data: _d, ...summary }) => summary),
  };
}

/** GET /api/versions/{id}: one version with its data and the version before it. */
export async function versionWithPrevious(db: DB, versionId: string): Promise<VersionResponse> {
  const row = await findVersion(db, versionId);
  if (!row) throw notFound("No version with this id");
  const prev = await previousVersion(db, row.docId, row.revision);
  return { version: toVersion(row), previous: prev ? toVersion(prev) : null };
}

/**
 * POST /api/history/{id}/restore: with `publish`, saves the chosen version's fields as a new version
 * of the same document, through the document's own save (so it is checked, cleaned and undoable
 * like any save, and touches nothing else); without it, puts them into the document's draft
 * (created or replaced; live unchanged). 404 for an unknown version, 400 for a version of another
 * document, 409 when the document is in the trash or the client's revision is stale.
 */
export async function restoreVersion(db: DB, docId: string, versionId: string, ctx: SaveContext, publish = true): Promise<RestoreResponse> {
  const row = await findVersion(db, versionId);
  if (!row) throw notFound("No version with this id");
  if (row.docId !== docId) throw badRequest("This version belongs to another document", { version: "belongs to another document" });
  const type = row.docType as DocType;
  if (row.action === "delete") throw badRequest("This version records a deletion; restore the one before it", { version: "records a deletion" });
  const data = JSON.parse(row.data) as Fields;
  if (!(await currentFields(db, type, docId))) {
    throw conflict("This document is in the trash (or gone): restore it from the trash first");
  }
  if (!publish) {
    // Into the draft: live, its revision and its ETag stay as they are.
    const current = (await latestVersion(db, docId))?.revision ?? 0;
    if (ctx.expected && ctx.expected.docId === docId && ctx.expected.revision < current) {
      throw conflict(`${labelOf(type, data)} was saved again after you opened it. Nothing was changed.`);
    }
    const draft = await restoreIntoDraft(db, type, docId, data, ctx);
    ctx.revision = current;
    return { document: { _id: docId, type, label: draft.label, revision: current }, data: draft.fields, draft: true };
  }
  const c: SaveContext = { ...ctx, action: "restore", restoredFrom: row.revision };
  if (isCollectionType(type)) await COLLECTIONS[type].update(db, docId, data, c);
  else if (type === "news") await news.update(db, docId, news.patchFromVersion(data), c);
  else if (type === "document") await inTransaction(db, (trx) => documents.saveFields(trx, docId, data, c));
  else await content.patch(db, type as SingletonKey, SINGLETONS[type as SingletonKey].id, data, c);
  ctx.revision = c.revision;
  const fields = (await currentFields(db, type, docId)) as Fields;
  return { document: { _id: docId, type, label: labelOf(type, fields), revision: c.revision ?? 0 }, data: pickFields(type, fields) };
}

function pickFields(type: DocType, fields: Fields): Fields {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = fields;
  return isCollectionType(type) || type === "news" || type === "document" ? rest : fields;
}

/**
 * GET /api/trash: what was deleted and is still restorable, most recent first, of one type
 * (`?type=`) or both: all of it, or with `?page=` or `?limit=` one page with the totals.
 */
export async function trashItems(db: DB, query: TrashQuery = {}): Promise<TrashPage> {
  await inTransaction(db, (trx) => purgeExpiredTrash(trx));
  const paged = query.page !== undefined || query.limit !== undefined;
  const limit = query.limit ?? (paged ? DEFAULT_PAGE_LIMIT : undefined);
  const page = query.page ?? 1;
  const { rows, total } = await pageTrash(db, { type: query.type, offset: limit ? (page - 1) * limit : 0, limit });
  const items = rows.map((t) => ({
    _id: t.docId,
    type: t.docType as TrashItem["type"],
    title: t.title,
    deletedBy: t.username,
    deletedAt: t.deletedAt,
    purgeAt: t.purgeAt,
  }));
  if (!limit) return { items };
  const { offset: _offset, ...totals } = pageWindow(page, limit, total);
  return { items, ...totals };
}

/**
 * POST /api/trash/{id}/restore: puts a deleted news item or collection record back with its id (so its
 * address works again) and records that as a new version. 404 when it is not in the trash.
 */
export async function restoreFromTrash(db: DB, id: string, ctx: SaveContext): Promise<RestoreResponse> {
  return inTransaction(db, async (trx) => {
    await purgeExpiredTrash(trx);
    const entry = await findTrash(trx, id);
    if (!entry) throw notFound("Nothing with this id is in the trash");
    const type = entry.docType as TrashItem["type"];
    const row = JSON.parse(entry.data) as Fields;
    if (await currentFields(trx, type, id)) throw conflict("A document with this id exists already");
    const c: SaveContext = { ...ctx, action: "trash-restore", expected: undefined };
    await trackedWrite(
      trx,
      { type, id },
      c,
      async () => undefined,
      async () => {
        const restored: Fields = { ...row, id, updatedAt: now() };
        if (isCollectionType(type)) await COLLECTIONS[type].reinsert(trx, restored);
        else if (type === "document") await documents.reinsert(trx, restored);
        else {
          // Its address may have been given to another article meanwhile: it then gets the next free
          // one; one trashed before articles had addresses gets one from its title.
          const slug = await freeNewsSlug(trx, restored.slug || slugify(restored.title ?? "") || "article");
          await deleteRedirectFrom(trx, "news", slug);
          await insertNews(trx, { ...(restored as unknown as NewsRow), slug });
        }
        if (!(await deleteTrash(trx, id))) throw notFound("Nothing with this id is in the trash");
        return restored;
      },
      (r) => r,
    );
    ctx.revision = c.revision;
    return { document: { _id: id, type, label: labelOf(type, row), revision: c.revision ?? 0 }, data: pickFields(type, row) };
  });
}
