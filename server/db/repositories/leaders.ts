import type { DB } from "../index.ts";

/** The ids of every person in list order. */
export const leaderIdsInOrder = async (db: DB): Promise<string[]> =>
  (await db.selectFrom("leaders").select("id").orderBy("position").orderBy("id").execute()).map((r) => r.id);

/** The place after the last one (0 for an empty list). */
export const nextLeaderPosition = async (db: DB): Promise<number> => {
  const r = await db.selectFrom("leaders").select((eb) => eb.fn.max("position").as("last")).executeTakeFirst();
  return r?.last === null || r?.last === undefined ? 0 : Number(r.last) + 1;
};

/** Gives each id its index as its place; answers how many rows changed. */
export async function setLeaderPositions(db: DB, ids: readonly string[]): Promise<number> {
  let changed = 0;
  for (const [position, id] of ids.entries()) {
    const r = await db.updateTable("leaders").set({ position }).where("id", "=", id).where("position", "<>", position).executeTakeFirst();
    changed += Number(r.numUpdatedRows);
  }
  return changed;
}
