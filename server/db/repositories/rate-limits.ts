import type { DB } from "../index.ts";

export interface Counter {
  count: number;
  resetAt: string;
}

/**
 * Counts one event against `key` in one atomic statement, so several server instances sharing
 * the database agree: a new (or expired) window starts at 1 and ends at `resetAt`; otherwise the
 * count goes up and the window keeps its end. Answers the counter after the event.
 */
export const hitCounter = (db: DB, key: string, nowIso: string, resetAt: string): Promise<Counter> =>
  db
    .insertInto("rateLimits")
    .values({ key, count: 1, resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet((eb) => ({
        count: eb.case().when("rateLimits.resetAt", "<=", nowIso).then(eb.lit(1)).else(eb("rateLimits.count", "+", eb.lit(1))).end(),
        resetAt: eb.case().when("rateLimits.resetAt", "<=", nowIso).then(eb.ref("excluded.resetAt")).else(eb.ref("rateLimits.resetAt")).end(),
      })),
    )
    .returning(["count", "resetAt"])
    .executeTakeFirstOrThrow();

/** Takes one event back (a success that was counted while it was being checked). */
export const releaseCounter = async (db: DB, key: string): Promise<void> => {
  await db
    .updateTable("rateLimits")
    .set((eb) => ({ count: eb("count", "-", eb.lit(1)) }))
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
};

export const clearCounter = async (db: DB, key: string): Promise<void> => {
  await db.deleteFrom("rateLimits").where("key", "=", key).execute();
};

export const readCounter = (db: DB, key: string): Promise<Counter | undefined> =>
  db.selectFrom("rateLimits").select(["count", "resetAt"]).where("key", "=", key).executeTakeFirst();

/** Drops windows that have ended. */
export const deleteExpiredCounters = async (db: DB, nowIso: string): Promise<void> => {
  await db.deleteFrom("rateLimits").where("resetAt", "<=", nowIso).execute();
};
