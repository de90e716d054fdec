import { PostgresAdapter, sql } from "kysely";
import type { DB } from "../index.ts";
import type { ScheduleTable } from "../schema.ts";

export type ScheduleAction = ScheduleTable["action"];
export type ScheduleRow = ScheduleTable;

/** Both schedules of one document (none, one or two rows). */
export const schedulesOf = (db: DB, docId: string): Promise<ScheduleRow[]> =>
  db.selectFrom("schedules").selectAll().where("docId", "=", docId).execute();

/** Every schedule, soonest first. */
export const listSchedules = (db: DB): Promise<ScheduleRow[]> =>
  db.selectFrom("schedules").selectAll().orderBy("runAt").orderBy("docId").orderBy("action").execute();

/** Sets (inserts or moves) one schedule of a document. */
export async function putSchedule(db: DB, row: ScheduleRow): Promise<void> {
  await db
    .insertInto("schedules")
    .values(row)
    .onConflict((oc) => oc.columns(["docId", "action"]).doUpdateSet({ runAt: row.runAt, docType: row.docType, createdBy: row.createdBy, createdAt: row.createdAt }))
    .execute();
}

/** Removes one schedule, or both when `action` is omitted; answers how many rows went. */
export async function deleteSchedule(db: DB, docId: string, action?: ScheduleAction): Promise<number> {
  let q = db.deleteFrom("schedules").where("docId", "=", docId);
  if (action) q = q.where("action", "=", action);
  return Number((await q.executeTakeFirst()).numDeletedRows);
}

/** The soonest run time of any schedule (UTC ISO), or undefined when none is set. */
export async function nextRunAt(db: DB): Promise<string | undefined> {
  const row = await db.selectFrom("schedules").select((eb) => eb.fn.min("runAt").as("at")).executeTakeFirst();
  return (row?.at as string | null | undefined) ?? undefined;
}

/**
 * Claims one due schedule inside the caller's transaction: the soonest whose time is at or before
 * `at`. On PostgreSQL the row is locked (`FOR UPDATE SKIP LOCKED`), so a row another instance is
 * publishing is skipped, never waited for or taken twice; the caller deletes it in the same
 * transaction. SQLite has one writer at a time (transactions begin immediate), so the row read
 * is the caller's until it commits.
 */
export async function claimDue(trx: DB, at: string, skip: readonly string[] = []): Promise<ScheduleRow | undefined> {
  let q = trx.selectFrom("schedules").selectAll().where("runAt", "<=", at).orderBy("runAt").orderBy("docId").orderBy("action").limit(1);
  if (skip.length > 0) q = q.where("docId", "not in", skip);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) return q.forUpdate().skipLocked().executeTakeFirst();
  return q.executeTakeFirst();
}

/** Records one instance's tick (its heartbeat). */
export async function recordTick(db: DB, instance: string, at: string, tickSeconds: number): Promise<void> {
  await db
    .insertInto("schedulerRuns")
    .values({ instance, lastRunAt: at, tickSeconds })
    .onConflict((oc) => oc.column("instance").doUpdateSet({ lastRunAt: at, tickSeconds }))
    .execute();
}

/** The latest tick of any instance, and the tick length it ran with. */
export const lastTick = (db: DB): Promise<{ lastRunAt: string; tickSeconds: number } | undefined> =>
  db.selectFrom("schedulerRuns").select(["lastRunAt", "tickSeconds"]).orderBy("lastRunAt", "desc").limit(1).executeTakeFirst();

/** Forgets the heartbeats of instances gone for longer than `before` (restarted or removed). */
export async function forgetTicksBefore(db: DB, before: string): Promise<void> {
  await db.deleteFrom("schedulerRuns").where("lastRunAt", "<", before).execute();
}

/** Rows in `schedules` (tests). */
export const countSchedules = async (db: DB): Promise<number> =>
  Number((await db.selectFrom("schedules").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n);

/** The schedules of some documents, by id (the drafts list shows them). */
export async function schedulesByDoc(db: DB, ids: readonly string[]): Promise<Map<string, { publishAt: string | null; unpublishAt: string | null }>> {
  const out = new Map<string, { publishAt: string | null; unpublishAt: string | null }>();
  if (ids.length === 0) return out;
  for (const r of await db.selectFrom("schedules").select(["docId", "action", "runAt"]).where("docId", "in", ids).execute()) {
    const s = out.get(r.docId) ?? { publishAt: null, unpublishAt: null };
    if (r.action === "publish") s.publishAt = r.runAt;
    else s.unpublishAt = r.runAt;
    out.set(r.docId, s);
  }
  return out;
}
