// "Forgot password?" links: the sha256 of each token, its owner, its end and whether it was used.
import type { DB } from "../index.ts";

export const insertReset = async (db: DB, row: { tokenHash: string; userId: string; expiresAt: string; createdAt: string }): Promise<void> => {
  await db.insertInto("passwordResets").values(row).execute();
};

/** Marks the link used, in one statement, when it is unused and unexpired; answers whose it was. */
export const claimReset = async (db: DB, tokenHash: string, nowIso: string): Promise<string | undefined> => {
  const r = await db
    .updateTable("passwordResets")
    .set({ usedAt: nowIso })
    .where("tokenHash", "=", tokenHash)
    .where("usedAt", "=", "")
    .where("expiresAt", ">", nowIso)
    .returning("userId")
    .executeTakeFirst();
  return r?.userId;
};

/** Every link of a user (after any password change, older links stop working). */
export const deleteResetsOf = async (db: DB, userId: string): Promise<void> => {
  await db.deleteFrom("passwordResets").where("userId", "=", userId).execute();
};

export const deleteExpiredResets = async (db: DB, nowIso: string): Promise<void> => {
  await db.deleteFrom("passwordResets").where("expiresAt", "<=", nowIso).execute();
};
