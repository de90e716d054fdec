// Drafts: at most one per document, kept apart from the live tables. Saving a draft checks and
// cleans its fields exactly as the document's own save would (images are stored, rich text is
// cleaned) but writes only the draft; publishing runs the document's own save (create for a new
// document) inside one transaction with the draft's removal, so validation, slugs, images, the
// search index, the revision check, one history version ("publish") and one activity line all
// apply, or nothing does.
import { createHash, randomBytes } from "node:crypto";
import { isCollectionType } from "../../shared/schemas/collections.ts";
import { SINGLETONS, singletonPatchSchema, type SingletonKey } from "../../shared/schemas/content.ts";
import {
  DRAFT_PREVIEW_PREFIX,
  DRAFT_TYPES,
  NEW_DRAFT_TYPES,
  PREVIEW_LINK_HOURS,
  type Draft,
  type DraftCount,
  type DraftDetail,
  type DraftListQuery,
  type DraftSummary,
  type DraftType,
  type NewDraftType,
  type PreviewLinkCreated,
  type PreviewLinkList,
  type ReviewState,
} from "../../shared/schemas/drafts.ts";
import type { DocType } from "../../shared/schemas/history.ts";
import { documentCreateSchema, documentPatchSchema } from "../../shared/schemas/documents.ts";
import { investmentCreateSchema, investmentPatchSchema } from "../../shared/schemas/investments.ts";
import { leaderCreateSchema, leaderPatchSchema } from "../../shared/schemas/leaders.ts";
import { newsCreateSchema, newsPatchSchema, type GalleryItem } from "../../shared/schemas/news.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import {
  countDrafts,
  deleteExpiredPreviewLinks,
  discardDraftOf,
  findDraft,
  findDraftForUpdate,
  findPreviewLink,
  findPreviewLinkByHash,
  firstDraftRow,
  insertDraft,
  insertPreviewLink,
  listDrafts,
  listPreviewLinks,
  revokePreviewLink,
  updateDraft,
  type DraftRow,
} from "../db/repositories/drafts.ts";
import { findNews } from "../db/repositories/news.ts";
import { listUsers } from "../db/repositories/users.ts";
import { latestVersion } from "../db/repositories/versions.ts";
import { inTransaction } from "../db/transaction.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { parse } from "../http/validate.ts";
import { recordActivity } from "./activity.ts";
import { COLLECTIONS } from "./collections.ts";
import * as content from "./content.ts";
import { prepareFields, savePrepared, type FieldKinds } from "./fields.ts";
import { KINDS as INVESTMENT_KINDS } from "./investments.ts";
import { KINDS as LEADER_KINDS } from "./leaders.ts";
import * as documents from "./documents.ts";
import * as news from "./news.ts";
import type { Mailer } from "./recovery.ts";
import { fieldsOfType, labelOf, type Fields, type SaveContext } from "./tracking.ts";

export const NO_DRAFT = "No draft of this document";
const noDraft = () => notFound(NO_DRAFT);

export function isDraftType(type: string): type is DraftType {
  return (DRAFT_TYPES as readonly string[]).includes(type);
}

/** The type named in a path: 400 for one that is not a kind of document. */
export function draftTypeOf(value: unknown): DraftType {
  const type = typeof value === "string" ? value : "";
  if (!isDraftType(type)) throw badRequest(`Unknown document type "${type.slice(0, 40)}"`, { type: `must be one of: ${DRAFT_TYPES.join(", ")}` });
  return type;
}

const DOCUMENT_KINDS_OF_FIELDS: FieldKinds = { images: ["cover"] };
const KINDS_OF: Record<"investment" | "leader" | "news", FieldKinds> = { investment: INVESTMENT_KINDS, leader: LEADER_KINDS, news: news.KINDS };

/** The live fields of a document as versions keep them (every field), or undefined when it does not exist. */
async function liveFields(db: DB, type: DocType, id: string): Promise<Fields | undefined> {
  let row: Fields | undefined;
  if (isCollectionType(type)) row = await COLLECTIONS[type].row(db, id);
  else if (type === "news") row = (await findNews(db, id)) as unknown as Fields | undefined;
  else if (type === "document") row = await documents.fieldsOf(db, id);
  else {
    if (id !== SINGLETONS[type].id) return undefined;
    row = (await content.get(db, type, id)) as Fields;
  }
  if (!row) return undefined;
  return Object.fromEntries(fieldsOfType(type).map((f) => [f, row[f] ?? ""]));
}

/** The document's live API shape (what a publish answers). */
async function liveDocument(db: DB, type: DocType, id: string): Promise<Record<string, unknown>> {
  if (isCollectionType(type)) return ((await COLLECTIONS[type].get(db, id)) ?? {}) as Record<string, unknown>;
  if (type === "news") return ((await news.get(db, id)) ?? {}) as unknown as Record<string, unknown>;
  if (type === "document") return ((await documents.get(db, id)) ?? {}) as unknown as Record<string, unknown>;
  return { [SINGLETONS[type].envelope]: await content.get(db, type, id) };
}

const liveRevisionOf = async (db: DB, id: string): Promise<number> => (await latestVersion(db, id))?.revision ?? 0;

function toDraft(row: DraftRow): Draft {
  const fields = JSON.parse(row.data) as Fields;
  const type = row.docType as DraftType;
  return {
    type,
    docId: row.docId,
    isNew: row.isNew === 1,
    label: labelOf(type, fields),
    fields,
    baseRevision: Number(row.baseRevision),
    draftRevision: Number(row.draftRevision),
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    review: { state: row.reviewState as ReviewState, comment: row.reviewComment, by: row.reviewBy, at: row.reviewAt },
  };
}

/**
 * The given fields checked as the document's save would check them: its create for a new
 * document, its PATCH for an existing one. Answers them as text fields (a gallery as its JSON
 * text, after its images are prepared) and the field kinds to clean them with.
 */
function checkFields(type: DraftType, isNew: boolean, input: unknown): { fields: Record<string, unknown>; kinds: FieldKinds } {
  if (type === "news") return { fields: parse(isNew ? newsCreateSchema : newsPatchSchema, input) as Record<string, unknown>, kinds: KINDS_OF.news };
  if (type === "investment") return { fields: parse(isNew ? investmentCreateSchema : investmentPatchSchema, input) as Record<string, unknown>, kinds: KINDS_OF.investment };
  if (type === "leader") return { fields: parse(isNew ? leaderCreateSchema : leaderPatchSchema, input) as Record<string, unknown>, kinds: KINDS_OF.leader };
  if (type === "document") {
    // The details only (the PDF comes through the draft's file route); the year kept as text like every kept field.
    const fields = parse(isNew ? documentCreateSchema : documentPatchSchema, input) as Record<string, unknown>;
    if (typeof fields.year === "number") fields.year = String(fields.year);
    return { fields, kinds: DOCUMENT_KINDS_OF_FIELDS };
  }
  return { fields: parse(singletonPatchSchema(type), input) as Record<string, unknown>, kinds: SINGLETONS[type] };
}

/** The draft ETag a client sent back (If-Match), if any. */
export interface DraftSaveContext extends SaveContext {
  /** The draft revision the client started from; a save over a newer one is a 409. */
  expectedDraft?: number | undefined;
}

const staleDraft = (row: DraftRow) =>
  new HttpError(409, `This draft was saved by ${row.updatedBy || "someone"} at ${row.updatedAt} after you opened it. Nothing was changed.`, {
    body: { conflict: { draftRevision: Number(row.draftRevision), savedBy: row.updatedBy, savedAt: row.updatedAt, current: JSON.parse(row.data) as Fields } },
  });

/** Stores a document's first draft (revision 1, no review) and its one "Draft started" activity line. */
async function startDraft(trx: DB, type: DraftType, docId: string, isNew: boolean, data: Fields, ctx: SaveContext, at: string): Promise<void> {
  await insertDraft(
    trx,
    firstDraftRow({ docId, docType: type, isNew, data: JSON.stringify(data), baseRevision: isNew ? 0 : await liveRevisionOf(trx, docId), by: ctx.actor.username, at }),
  );
  if (ctx.actor.userId) await recordActivity(trx, "draft-started", ctx.actor, { type, id: docId, label: labelOf(type, data) });
}

/**
 * Creates or replaces the draft of a document (`id` undefined: a new document of `type`, which
 * gets its id now). The fields are checked and cleaned as the document's save would (images
 * stored, rich text cleaned); for an existing document they are any subset, laid over its draft
 * (or, for a first draft, over its live fields); for a new document the create's rules hold.
 * 404 for an id that is neither live nor drafted (e.g. in the trash). Writes the draft only:
 * the live tables, the content revision and the document's ETag are untouched. One activity
 * line ("Draft started") when the draft is created.
 */
export async function saveDraft(db: DB, type: DraftType, id: string | undefined, input: unknown, ctx: DraftSaveContext): Promise<Draft> {
  if (id === undefined && !(NEW_DRAFT_TYPES as readonly string[]).includes(type)) throw badRequest(`A new ${type} cannot be drafted`, { type: `must be one of: ${NEW_DRAFT_TYPES.join(", ")}` });
  const existing = id === undefined ? undefined : await findDraft(db, id);
  if (existing && existing.docType !== type) throw noDraft();
  const isNew = id === undefined || existing?.isNew === 1;
  const checked = checkFields(type, isNew, input);
  const docId = id ?? newId();
  const live = isNew ? undefined : await liveFields(db, type, docId);
  if (!isNew && !live) throw notFound(type === "news" ? "No news item with this id" : isCollectionType(type) ? (type === "leader" ? "No person with this id" : "No investment with this id") : `No ${SINGLETONS[type as SingletonKey].envelope} with this id`);
  const { gallery, ...plain } = checked.fields as Record<string, unknown> & { gallery?: GalleryItem[] };
  const texts = Object.fromEntries(Object.entries(plain).filter(([, v]) => typeof v === "string")) as Fields;
  const prepared = await prepareFields(db, texts, checked.kinds);
  if (type === "news" && Array.isArray(gallery)) (prepared.fields as Fields).gallery = JSON.stringify(await news.prepareGallery(db, gallery, prepared));
  return savePrepared(db, prepared, async (trx, cleaned) => {
    const at = now();
    const current = await findDraft(trx, docId);
    if (current && ctx.expectedDraft !== undefined && Number(current.draftRevision) !== ctx.expectedDraft) throw staleDraft(current);
    if (!current && id !== undefined && isNew) throw noDraft();
    const base: Fields = current ? (JSON.parse(current.data) as Fields) : (live ?? Object.fromEntries(fieldsOfType(type).map((f) => [f, ""])));
    const data: Fields = isNew ? { ...Object.fromEntries(fieldsOfType(type).map((f) => [f, ""])), ...cleaned } : { ...base, ...cleaned };
    if (current) {
      const ok = await updateDraft(trx, docId, { data: JSON.stringify(data), draftRevision: Number(current.draftRevision) + 1, updatedBy: ctx.actor.username, updatedAt: at }, Number(current.draftRevision));
      if (!ok) throw staleDraft((await findDraft(trx, docId)) ?? current);
    } else {
      await startDraft(trx, type, docId, isNew, data, ctx, at);
    }
    return toDraft((await findDraft(trx, docId))!);
  });
}

/**
 * Replaces (or creates) a document's draft with whole fields kept by a version (a restore into
 * the draft). The fields were checked when that version was saved; the document must be live.
 */
export async function restoreIntoDraft(db: DB, type: DraftType, docId: string, fields: Fields, ctx: SaveContext): Promise<Draft> {
  return inTransaction(db, async (trx) => {
    const at = now();
    const data = Object.fromEntries(fieldsOfType(type).map((f) => [f, fields[f] ?? ""]));
    const current = await findDraft(trx, docId);
    if (current) {
      await updateDraft(trx, docId, { data: JSON.stringify(data), draftRevision: Number(current.draftRevision) + 1, updatedBy: ctx.actor.username, updatedAt: at });
    } else {
      await startDraft(trx, type, docId, false, data, ctx, at);
    }
    return toDraft((await findDraft(trx, docId))!);
  });
}

/** A create's input from a draft's fields: an empty slug is made from the name, the gallery read back. */
function createInput(type: NewDraftType, data: Fields): Record<string, unknown> {
  if (type === "news") {
    const { slug, gallery, ...rest } = data;
    return { ...rest, ...(slug ? { slug } : {}), gallery: news.patchFromVersion({ gallery: gallery ?? "" } as Fields).gallery ?? [] };
  }
  const { slug, ...rest } = data;
  return { ...rest, ...(slug ? { slug } : {}) };
}

/** What `publishDraft` takes besides the save context. */
export interface PublishOptions {
  /** When a schedule publishes it: the time it was due (the scheduler sets an article's date from it). */
  scheduledAt?: string;
  /** Publish even when the live document was saved since the draft began (no 409). */
  force?: boolean;
}

/**
 * Makes a document's draft live, in ONE transaction: its own, or the caller's when `db` is a
 * transaction already (the scheduler's claim of a due row), so the scheduler's own deletes commit
 * or roll back with it. The draft's fields go through the document's own save (create, with the
 * draft's id, for a new document): exactly one history version, action "publish", and one
 * activity line "Published"; then the draft and its preview links are removed. 404 when there is
 * no draft; 409 (the history conflict shape) when the live document was saved after the draft
 * began, unless `force`; any failure of the save (a slug taken: 409, a missing image: 400)
 * changes nothing and keeps the draft. `ctx.revision` is set to the new revision.
 */
export async function publishDraft(db: DB, type: DocType, id: string, ctx: SaveContext & PublishOptions): Promise<{ revision: number }> {
  return inTransaction(db, async (trx) => {
    const draft = await findDraftForUpdate(trx, id);
    if (!draft || draft.docType !== type) throw noDraft();
    const data = JSON.parse(draft.data) as Fields;
    const c: SaveContext = {
      actor: ctx.actor,
      action: "publish",
      expected: ctx.force ? undefined : { docId: id, revision: Number(draft.baseRevision) },
      ...(draft.isNew === 1 ? { createId: id } : {}),
    };
    if (draft.isNew === 1) {
      if (await liveFields(trx, type, id)) throw new HttpError(409, "A document with this id exists already");
      const t = type as NewDraftType;
      // A scheduled article without a date of its own is dated at its scheduled time.
      const scheduledDate = ctx.scheduledAt && !data.publishedAt ? { publishedAt: ctx.scheduledAt } : {};
      if (t === "news") await news.create(trx, { ...createInput(t, data), ...scheduledDate } as Parameters<typeof news.create>[1], c);
      else if (t === "document") await documents.createFromFields(trx, id, data, c);
      else await COLLECTIONS[t].create(trx, createInput(t, data) as Record<string, string>, c);
    } else {
      if (!(await liveFields(trx, type, id))) throw notFound("This document is in the trash (or gone): its draft cannot be published");
      if (isCollectionType(type)) await COLLECTIONS[type].update(trx, id, data, c);
      else if (type === "news") await news.update(trx, id, news.patchFromVersion(data), c);
      else if (type === "document") await documents.saveFields(trx, id, data, c);
      else await content.patch(trx, type, SINGLETONS[type].id, data, c);
    }
    await discardDraftOf(trx, id);
    ctx.revision = c.revision;
    return { revision: c.revision ?? 0 };
  });
}

/** POST …/publish: publishes and answers the live document and its revision. */
export async function publish(db: DB, type: DraftType, id: string, ctx: SaveContext & PublishOptions): Promise<{ document: Record<string, unknown>; revision: number }> {
  const { revision } = await publishDraft(db, type, id, ctx);
  return { document: await liveDocument(db, type, id), revision };
}

/** GET /api/drafts/{type}/{id}: the draft and the live fields it would replace. */
export async function getDraft(db: DB, type: DraftType, id: string): Promise<DraftDetail> {
  const row = await findDraft(db, id);
  if (!row || row.docType !== type) throw noDraft();
  const live = row.isNew === 1 ? undefined : await liveFields(db, type, id);
  return { draft: toDraft(row), live: live ?? null, liveRevision: await liveRevisionOf(db, id) };
}

/** A draft row of this type, or 404. */
async function draftRow(db: DB, type: DraftType, id: string): Promise<DraftRow> {
  const row = await findDraft(db, id);
  if (!row || row.docType !== type) throw noDraft();
  return row;
}

/** DELETE /api/drafts/{type}/{id}: the draft goes, with its preview links; live unchanged. */
export async function discardDraft(db: DB, type: DraftType, id: string): Promise<void> {
  const row = await inTransaction(db, async (trx) => {
    const row = await draftRow(trx, type, id);
    await discardDraftOf(trx, id);
    return row;
  });
  // A report's draft PDF goes with its draft unless something else still names it.
  if (type === "document") await dropDraftPdf(db, row);
}

async function dropDraftPdf(db: DB, row: DraftRow): Promise<void> {
  const key = (JSON.parse(row.data) as Fields).fileKey;
  if (key) await documents.dropFileIfUnused(db, key);
}

/**
 * PUT /api/drafts/document/{id}/file: a replacement PDF for a report's draft (the draft is started
 * from the live report when it has none). Checked exactly as a live upload; its bytes are stored
 * under their key and the draft records key, size, pages: nothing visitors see changes.
 */
export async function saveDraftFile(db: DB, id: string, file: Buffer, ctx: DraftSaveContext): Promise<Draft> {
  const fileFields = await documents.storeDraftPdf(db, file);
  let replaced: string | undefined;
  const draft = await inTransaction(db, async (trx) => {
    const at = now();
    const current = await findDraft(trx, id);
    if (current && current.docType !== "document") throw noDraft();
    if (current && ctx.expectedDraft !== undefined && Number(current.draftRevision) !== ctx.expectedDraft) throw staleDraft(current);
    if (current) {
      const data = JSON.parse(current.data) as Fields;
      replaced = data.fileKey;
      const next = { ...data, ...fileFields, fileName: data.fileName ?? "" };
      const ok = await updateDraft(trx, id, { data: JSON.stringify(next), draftRevision: Number(current.draftRevision) + 1, updatedBy: ctx.actor.username, updatedAt: at }, Number(current.draftRevision));
      if (!ok) throw staleDraft((await findDraft(trx, id)) ?? current);
    } else {
      const live = await documents.fieldsOf(trx, id);
      if (!live) throw notFound("No document with this id");
      await startDraft(trx, "document", id, false, { ...live, ...fileFields, fileName: live.fileName ?? "" }, ctx, at);
    }
    return toDraft((await findDraft(trx, id))!);
  });
  if (replaced && replaced !== fileFields.fileKey) await documents.dropFileIfUnused(db, replaced);
  return draft;
}

/** The schedules of drafts, by document id (the scheduler keeps them; none here yet). */
export type ScheduleLookup = (db: DB, ids: readonly string[]) => Promise<Map<string, { publishAt: string | null; unpublishAt: string | null }>>;
const noSchedules: ScheduleLookup = async () => new Map();

/** GET /api/drafts: newest first. */
export async function draftList(db: DB, q: DraftListQuery, schedules: ScheduleLookup = noSchedules): Promise<{ drafts: DraftSummary[] }> {
  const rows = await listDrafts(db, { review: q.review, type: q.type });
  const scheduled = await schedules(
    db,
    rows.map((r) => r.docId),
  );
  return {
    drafts: rows.map((r) => {
      const d = toDraft(r);
      return { type: d.type, docId: d.docId, isNew: d.isNew, label: d.label, updatedAt: d.updatedAt, updatedBy: d.updatedBy, review: d.review, schedule: scheduled.get(d.docId) ?? { publishAt: null, unpublishAt: null } };
    }),
  };
}

/** GET /api/drafts/count (`scheduled` is the scheduler's to count). */
export async function draftCounts(db: DB, scheduled: (db: DB) => Promise<number> = async () => 0): Promise<DraftCount> {
  const [review, drafts, n] = await Promise.all([countDrafts(db, "requested"), countDrafts(db), scheduled(db)]);
  return { review, drafts, scheduled: n };
}

/**
 * POST …/review: asks the admins to review the draft (with an optional note). E-mails every admin
 * and super admin with an address when SMTP is set; the e-mails leave after the answer.
 */
export async function requestReview(db: DB, type: DraftType, id: string, comment: string | undefined, ctx: SaveContext, mail?: { mailer: Mailer | undefined; siteUrl: string; onError: (err: unknown) => void }): Promise<Draft> {
  const draft = await inTransaction(db, async (trx) => {
    await draftRow(trx, type, id);
    await updateDraft(trx, id, { reviewState: "requested", reviewComment: comment ?? "", reviewBy: ctx.actor.username, reviewAt: now() });
    const row = (await findDraft(trx, id))!;
    const d = toDraft(row);
    if (ctx.actor.userId) await recordActivity(trx, "review-requested", ctx.actor, { type, id, label: d.label });
    return d;
  });
  if (mail?.mailer) {
    const mailer = mail.mailer;
    const admins = (await listUsers(db)).filter((u) => u.email && (u.role === "admin" || u.role === "super admin") && u.username !== ctx.actor.username);
    const text = [
      `${ctx.actor.username} asks you to review a draft: ${draft.label}.`,
      ...(comment ? ["", `Their note: ${comment}`] : []),
      "",
      `Open the admin to publish it or send it back: ${mail.siteUrl.replace(/\/$/, "")}/admin`,
    ].join("\n");
    void (async () => {
      for (const u of admins) {
        try {
          await mailer({ to: u.email, subject: `Review requested: ${draft.label}`, text });
        } catch (err) {
          mail.onError(err);
        }
      }
    })();
  }
  return draft;
}

/** POST …/return: sends the draft back to its writers with a comment. */
export async function returnDraft(db: DB, type: DraftType, id: string, comment: string, ctx: SaveContext): Promise<Draft> {
  return inTransaction(db, async (trx) => {
    await draftRow(trx, type, id);
    await updateDraft(trx, id, { reviewState: "returned", reviewComment: comment, reviewBy: ctx.actor.username, reviewAt: now() });
    const d = toDraft((await findDraft(trx, id))!);
    if (ctx.actor.userId) await recordActivity(trx, "review-returned", ctx.actor, { type, id, label: d.label });
    return d;
  });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** POST …/links: a signed link to the draft's preview page, for PREVIEW_LINK_HOURS. Only its hash is kept. */
export async function createPreviewLink(db: DB, type: DraftType, id: string, ctx: SaveContext): Promise<PreviewLinkCreated> {
  return inTransaction(db, async (trx) => {
    await draftRow(trx, type, id);
    const token = randomBytes(32).toString("base64url");
    const created = new Date();
    const expiresAt = new Date(created.getTime() + PREVIEW_LINK_HOURS * 3_600_000).toISOString();
    await deleteExpiredPreviewLinks(trx, created.toISOString());
    const linkId = newId();
    await insertPreviewLink(trx, { id: linkId, docId: id, tokenHash: hashToken(token), createdBy: ctx.actor.username, createdAt: created.toISOString(), expiresAt, revokedAt: "" });
    return { id: linkId, url: `${DRAFT_PREVIEW_PREFIX}${token}`, expiresAt };
  });
}

/** GET …/links: the draft's links, newest first (expired ones are dropped when a link is made). */
export async function previewLinks(db: DB, type: DraftType, id: string): Promise<PreviewLinkList> {
  await draftRow(db, type, id);
  const rows = await listPreviewLinks(db, id);
  return { links: rows.map((l) => ({ id: l.id, createdBy: l.createdBy, createdAt: l.createdAt, expiresAt: l.expiresAt, revoked: l.revokedAt !== "" })) };
}

/** DELETE /api/preview-links/{id}: revokes a link (again: no change); 404 for an unknown one. */
export async function revokeLink(db: DB, linkId: string): Promise<void> {
  if (!(await findPreviewLink(db, linkId))) throw notFound("No preview link with this id");
  await revokePreviewLink(db, linkId, now());
}

/**
 * The draft a preview link opens, or undefined when the token is unknown, expired, revoked or its
 * draft is gone (one answer for all four: the page never says which).
 */
export async function openPreviewLink(db: DB, token: string, at = new Date()): Promise<Draft | undefined> {
  const link = await findPreviewLinkByHash(db, hashToken(token));
  if (!link || link.revokedAt !== "" || link.expiresAt <= at.toISOString()) return undefined;
  const row = await findDraft(db, link.docId);
  return row && toDraft(row);
}
