// Schedules: setting and listing publish and unpublish times, and carrying one out when it is due
// (called by the scheduler, services/scheduler.ts, inside the transaction that deletes the row).
import { isCollectionType, type CollectionType } from "../../shared/schemas/collections.ts";
import { SINGLETONS } from "../../shared/schemas/content.ts";
import type { DocType } from "../../shared/schemas/history.ts";
import { SCHEDULE_MESSAGES, type Schedule, type ScheduleBody, type ScheduleList } from "../../shared/schemas/schedule.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { findNews } from "../db/repositories/news.ts";
import { findDraft, firstDraftRow, insertDraft } from "../db/repositories/drafts.ts";
import { deleteSchedule, listSchedules, putSchedule, schedulesOf, type ScheduleRow } from "../db/repositories/schedules.ts";
import { findTrash } from "../db/repositories/versions.ts";
import { findUserByUsername } from "../db/repositories/users.ts";
import { inTransaction } from "../db/transaction.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { recordActivity, type Actor } from "./activity.ts";
import { COLLECTIONS } from "./collections.ts";
import * as content from "./content.ts";
import * as documents from "./documents.ts";
import { publishDraft } from "./drafts.ts";
import type { Scheduler } from "./scheduler.ts";
import { labelOf, trackedUnpublish, type Fields } from "./tracking.ts";

const NO_DOCUMENT = "No document with this id";

/** A document's draft (its type and fields), or undefined. */
async function draftOf(db: DB, id: string): Promise<{ docType: string; fields: Fields } | undefined> {
  const row = await findDraft(db, id);
  return row ? { docType: row.docType, fields: JSON.parse(row.data) as Fields } : undefined;
}

/** Every document type a schedule may name. */
export function isDocType(type: string): type is DocType {
  return type === "news" || type === "document" || isCollectionType(type) || Object.hasOwn(SINGLETONS, type);
}

/** The live fields of a document, or undefined when it is not on the site. */
export async function liveFields(db: DB, type: DocType, id: string): Promise<Fields | undefined> {
  if (isCollectionType(type)) return COLLECTIONS[type].row(db, id);
  if (type === "news") return (await findNews(db, id)) as unknown as Fields | undefined;
  if (type === "document") return documents.fieldsOf(db, id);
  return SINGLETONS[type].id === id ? ((await content.get(db, type, id)) as Fields) : undefined;
}

const invalid = (message: string, fields: Record<string, string>) => new HttpError(400, message, { fields });

const scheduleOf = (rows: readonly ScheduleRow[]): Schedule => ({
  publishAt: rows.find((r) => r.action === "publish")?.runAt ?? null,
  unpublishAt: rows.find((r) => r.action === "unpublish")?.runAt ?? null,
});

/** A document's schedule. */
export async function readSchedule(db: DB, id: string): Promise<Schedule> {
  return scheduleOf(await schedulesOf(db, id));
}

/**
 * PUT /api/drafts/{type}/{id}/schedule. A publish time needs a draft and must be ahead; an
 * unpublish time needs an item that is (or will be) on the site, never a block or banner, and
 * comes after the publish time. 404 for a document that is neither live nor a draft (deleted,
 * in the trash, unknown). Each change is one activity line ("Scheduled" / "Unscheduled").
 */
export async function setSchedule(db: DB, scheduler: Scheduler | undefined, type: string, id: string, body: ScheduleBody, actor: Actor, at = Date.now()): Promise<Schedule> {
  if (!isDocType(type)) throw notFound(NO_DOCUMENT);
  const result = await inTransaction(db, async (trx) => {
    const live = await liveFields(trx, type, id);
    const draft = await draftOf(trx, id);
    if ((!live && !draft) || (draft && draft.docType !== type) || (!draft && (await findTrash(trx, id)))) throw notFound(NO_DOCUMENT);
    const current = scheduleOf(await schedulesOf(trx, id));
    const publishAt = body.publishAt === undefined ? current.publishAt : body.publishAt;
    const unpublishAt = body.unpublishAt === undefined ? current.unpublishAt : body.unpublishAt;
    if (body.publishAt) {
      if (!draft) throw invalid(SCHEDULE_MESSAGES.noDraft, { publishAt: "needs a draft" });
      if (Date.parse(body.publishAt) <= at) throw invalid(SCHEDULE_MESSAGES.past, { publishAt: "is in the past" });
    }
    if (body.unpublishAt) {
      if (!isCollectionType(type) && type !== "news" && type !== "document") throw invalid(SCHEDULE_MESSAGES.notUnpublishable, { unpublishAt: "cannot be set on a block or banner" });
      if (!live && !publishAt) throw invalid(SCHEDULE_MESSAGES.notLive, { unpublishAt: "needs an item on the site" });
      if (Date.parse(body.unpublishAt) <= at) throw invalid(SCHEDULE_MESSAGES.unpublishPast, { unpublishAt: "is in the past" });
    }
    if (publishAt && unpublishAt && unpublishAt <= publishAt) throw invalid(SCHEDULE_MESSAGES.order, { unpublishAt: "must be after the publish time" });
    const label = labelOf(type, draft?.fields ?? live);
    const target = { type, id, label };
    const changes: [action: "publish" | "unpublish", value: string | null | undefined][] = [
      ["publish", body.publishAt],
      ["unpublish", body.unpublishAt],
    ];
    for (const [action, value] of changes) {
      if (value === undefined) continue;
      const before = action === "publish" ? current.publishAt : current.unpublishAt;
      if (value === null) {
        if (before && (await deleteSchedule(trx, id, action)) > 0) await recordActivity(trx, "unschedule", actor, target);
      } else if (value !== before) {
        await putSchedule(trx, { docId: id, docType: type, action, runAt: value, createdBy: actor.username, createdAt: now() });
        await recordActivity(trx, "schedule", actor, target);
      }
    }
    return scheduleOf(await schedulesOf(trx, id));
  });
  // This instance learns the new next due time at once; the others from the revision the change raised.
  await scheduler?.changed();
  return result;
}

/** GET /api/schedule: everything scheduled, soonest first, with what people call it, and the scheduler's state. */
export async function listScheduled(db: DB, scheduler: Scheduler): Promise<ScheduleList> {
  const rows = await listSchedules(db);
  const items = [];
  for (const r of rows) {
    const type = r.docType as DocType;
    const fields = (await draftOf(db, r.docId))?.fields ?? (isDocType(type) ? await liveFields(db, type, r.docId) : undefined);
    items.push({ type: r.docType, docId: r.docId, label: isDocType(type) ? labelOf(type, fields) : r.docId, action: r.action, runAt: r.runAt });
  }
  return { items, scheduler: await scheduler.status() };
}

/** Who a scheduled change is recorded as: the person who scheduled it (the activity log names them). */
async function scheduledBy(db: DB, row: ScheduleRow): Promise<Actor> {
  const user = row.createdBy ? await findUserByUsername(db, row.createdBy) : undefined;
  return { userId: user?.id ?? "scheduler", username: user?.username ?? (row.createdBy || "scheduler"), ip: "" };
}

/**
 * Carries out one due schedule inside the transaction that deletes it: a publish makes the draft
 * live through the drafts' own publish, forced (the admin who scheduled it approved the draft; a
 * live save made since is kept in the history), a new article taking the scheduled time as its
 * publication time; an unpublish takes the item off the site, keeping its fields as the draft.
 */
export async function runSchedule(trx: DB, row: ScheduleRow): Promise<void> {
  const actor = await scheduledBy(trx, row);
  const type = row.docType as DocType;
  if (row.action === "publish") await publishDraft(trx, type, row.docId, { actor, force: true, scheduledAt: row.runAt });
  else if (isCollectionType(type) || type === "news" || type === "document") await unpublish(trx, type, row.docId, actor);
}

const TABLES = { news: "newsItems", investment: "investments", leader: "leaders", document: "documents" } as const;

/**
 * Takes an item off the site inside the caller's transaction: its fields become its draft (a new
 * one, so publishing it puts the item back with its id; a draft it has already is kept), the row
 * leaves its table. Nothing when it is not on the site (deleted meanwhile).
 */
async function unpublish(trx: DB, type: CollectionType | "news" | "document", id: string, actor: Actor): Promise<void> {
  const table = TABLES[type];
  await trackedUnpublish(
    trx,
    { type, id },
    actor,
    async () => (await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as Record<string, string> | undefined,
    async (_row, fields, revision) => {
      if (await findDraft(trx, id)) return;
      await insertDraft(trx, firstDraftRow({ docId: id, docType: type, isNew: true, data: JSON.stringify(fields), baseRevision: revision, by: actor.username, at: now() }));
;
    },
    async () => Number((await trx.deleteFrom(table).where("id", "=", id).executeTakeFirst()).numDeletedRows) > 0,
  );
}
