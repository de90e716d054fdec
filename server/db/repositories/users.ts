import type { DB } from "../index.ts";
import type { NewUser, User } from "../schema.ts";

export const findUserByUsername = (db: DB, username: string): Promise<User | undefined> =>
  db.selectFrom("users").selectAll().where("username", "=", username).executeTakeFirst();

export const findUserById = (db: DB, id: string): Promise<User | undefined> =>
  db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

export const listUsers = (db: DB): Promise<Pick<User, "id" | "username" | "role" | "email">[]> =>
  db.selectFrom("users").select(["id", "username", "role", "email"]).orderBy("createdAt").orderBy("username").execute();

export const countUsers = async (db: DB): Promise<number> => {
  const r = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(r.n);
};

export const insertUser = async (db: DB, user: NewUser): Promise<void> => {
  await db.insertInto("users").values(user).execute();
};

/** Sets a new password hash and bumps the token version, revoking every token issued before. */
export const updatePassword = async (db: DB, id: string, passwordHash: string, updatedAt: string): Promise<void> => {
  await db
    .updateTable("users")
    .set((eb) => ({ passwordHash, updatedAt, tokenVersion: eb("tokenVersion", "+", 1) }))
    .where("id", "=", id)
    .execute();
};

export const bumpTokenVersion = async (db: DB, id: string): Promise<void> => {
  await db
    .updateTable("users")
    .set((eb) => ({ tokenVersion: eb("tokenVersion", "+", 1) }))
    .where("id", "=", id)
    .execute();
};

export const deleteUser = async (db: DB, id: string): Promise<number> => {
  const r = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows);
};

/** A user whose name matches ignoring case (usernames are unique regardless of case). */
export const findUserByUsernameIgnoringCase = (db: DB, username: string): Promise<User | undefined> =>
  db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", ["username"]), "=", username.toLowerCase()))
    .executeTakeFirst();

/**
 * Sets a new password hash, whether the next sign-in must choose another (a one-time password),
 * and bumps the token version: every token issued before stops working.
 */
export const setPasswordHash = async (db: DB, id: string, passwordHash: string, mustChangePassword: boolean, updatedAt: string): Promise<void> => {
  await db
    .updateTable("users")
    .set((eb) => ({ passwordHash, mustChangePassword: mustChangePassword ? 1 : 0, updatedAt, tokenVersion: eb("tokenVersion", "+", 1) }))
    .where("id", "=", id)
    .execute();
};

export const setRole = async (db: DB, id: string, role: string, updatedAt: string): Promise<void> => {
  await db.updateTable("users").set({ role, updatedAt }).where("id", "=", id).execute();
};

export const setEmail = async (db: DB, id: string, email: string, updatedAt: string): Promise<void> => {
  await db.updateTable("users").set({ email, updatedAt }).where("id", "=", id).execute();
};

/** Users whose e-mail address is `email`, ignoring case ("" matches nobody). */
export const findUsersByEmail = (db: DB, email: string): Promise<User[]> =>
  email === ""
    ? Promise.resolve([])
    : db
        .selectFrom("users")
        .selectAll()
        .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
        .execute();
