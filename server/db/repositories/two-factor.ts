// Two-factor sign-in: the TOTP columns of `users` and the `recovery_codes` table.
import type { DB } from "../index.ts";

/** Starts (or restarts) enrolment: a new secret, not yet enabled, and no recovery codes. */
export const setPendingSecret = async (db: DB, userId: string, secret: string, at: string): Promise<void> => {
  await db.updateTable("users").set({ totpSecret: secret, totpEnabledAt: "", totpLastStep: 0, updatedAt: at }).where("id", "=", userId).execute();
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
};

/** Turns two-factor sign-in on with its recovery codes (hashes), unless it is on already. */
export const enable = async (db: DB, userId: string, step: number, codeHashes: readonly { id: string; codeHash: string }[], at: string): Promise<boolean> => {
  const r = await db
    .updateTable("users")
    .set({ totpEnabledAt: at, totpLastStep: step, updatedAt: at })
    .where("id", "=", userId)
    .where("totpEnabledAt", "=", "")
    .where("totpSecret", "!=", "")
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  await db
    .insertInto("recoveryCodes")
    .values(codeHashes.map((c) => ({ id: c.id, userId, codeHash: c.codeHash, createdAt: at })))
    .execute();
  return true;
};

/** Turns it off: forgets the secret, the last step and the recovery codes. True when it was set. */
export const clear = async (db: DB, userId: string, at: string): Promise<boolean> => {
  const r = await db
    .updateTable("users")
    .set({ totpSecret: "", totpEnabledAt: "", totpLastStep: 0, updatedAt: at })
    .where("id", "=", userId)
    .where("totpSecret", "!=", "")
    .executeTakeFirst();
  await db.deleteFrom("recoveryCodes").where("userId", "=", userId).execute();
  return Number(r.numUpdatedRows) === 1;
};

/**
 * Records `step` as the last accepted one when it is newer than the stored one, in one statement:
 * of two requests with the same code, only one can win. False when the step is not newer (replay).
 */
export const acceptStep = async (db: DB, userId: string, step: number): Promise<boolean> => {
  const r = await db.updateTable("users").set({ totpLastStep: step }).where("id", "=", userId).where("totpLastStep", "<", step).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** Marks an unused recovery code used, in one statement; false when none matched. */
export const useRecoveryCode = async (db: DB, userId: string, codeHash: string, at: string): Promise<boolean> => {
  const r = await db
    .updateTable("recoveryCodes")
    .set({ usedAt: at })
    .where("userId", "=", userId)
    .where("codeHash", "=", codeHash)
    .where("usedAt", "=", "")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const countUnusedRecoveryCodes = async (db: DB, userId: string): Promise<number> => {
  const r = await db
    .selectFrom("recoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .where("usedAt", "=", "")
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

/** Every user with whether two-factor sign-in is on, oldest first (the user list's order). */
export const listEnrolment = (db: DB) =>
  db.selectFrom("users").select(["id", "username", "role", "totpEnabledAt"]).orderBy("createdAt").orderBy("username").execute();

/** Every user with a TOTP secret (sealed or, from before sealing, in clear). */
export const listStoredSecrets = (db: DB) => db.selectFrom("users").select(["id", "totpSecret"]).where("totpSecret", "!=", "").execute();

/** Replaces a stored secret when it is still `from` (another instance may have sealed it first). */
export const replaceStoredSecret = async (db: DB, userId: string, from: string, to: string): Promise<boolean> => {
  const r = await db.updateTable("users").set({ totpSecret: to }).where("id", "=", userId).where("totpSecret", "=", from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};
