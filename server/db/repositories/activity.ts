import type { DB } from "../index.ts";
import type { ActivityTable } from "../schema.ts";

export const insertActivity = async (db: DB, row: ActivityTable): Promise<void> => {
  await db.insertInto("activityLog").values(row).execute();
};

export interface ActivityFilter {
  username?: string | undefined;
  kind?: string | undefined;
}

function filtered(db: DB, f: ActivityFilter) {
  let q = db.selectFrom("activityLog");
  if (f.username) q = q.where("username", "=", f.username);
  if (f.kind) q = q.where("kind", "=", f.kind);
  return q;
}

/** One page of entries, newest first. */
export const listActivity = (db: DB, f: ActivityFilter, offset: number, limit: number): Promise<ActivityTable[]> =>
  filtered(db, f).selectAll().orderBy("at", "desc").orderBy("id", "desc").offset(offset).limit(limit).execute();

export async function countActivity(db: DB, f: ActivityFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function activityUsernames(db: DB): Promise<string[]> {
  const rows = await db.selectFrom("activityLog").select("username").distinct().where("username", "!=", "").orderBy("username").execute();
  return rows.map((r) => r.username);
}

/** Drops entries older than the given time; answers how many. */
export async function deleteActivityBefore(db: DB, at: string): Promise<number> {
  const r = await db.deleteFrom("activityLog").where("at", "<", at).executeTakeFirst();
  return Number(r.numDeletedRows);
}
