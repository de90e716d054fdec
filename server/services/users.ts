// Staff accounts (SPEC.md section 6): listing, registering, deleting, changing passwords.
import { DEFAULT_ROLE, LOGIN_LIMITS, SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { roleSchema } from "../../shared/schemas/auth.ts";
import type { ChangePasswordRequest, ChangePasswordResponse, RegisterRequest, User, UserPatch } from "../../shared/schemas/users.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { clearCounter, releaseCounter } from "../db/repositories/rate-limits.ts";
import {
  deleteUser,
  findUserById,
  findUserByUsername,
  findUserByUsernameIgnoringCase,
  insertUser,
  listUsers,
  setRole,
  updatePassword,
} from "../db/repositories/users.ts";
import type { User as UserRow } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.ts";
import { tokenFor, type Principal } from "./auth.ts";
import { hashPassword, passwordMatches } from "./passwords.ts";
import { consumeLimits, limitKeys } from "./rate-limit.ts";

/** A row as the API shows it: `_id`, username and role, never the hash. */
function toApi(row: Pick<UserRow, "id" | "username" | "role">): User {
  return { _id: row.id, username: row.username, role: roleSchema.catch(DEFAULT_ROLE).parse(row.role) };
}

const isSuperAdmin = (p: Pick<UserRow, "username" | "role">) => p.username === SUPER_ADMIN_USERNAME || p.role === SUPER_ADMIN_ROLE;
const DUPLICATE = "A user with this username already exists";

export async function list(db: DB): Promise<User[]> {
  return (await listUsers(db)).map(toApi);
}

/** Creates a user with `input.role`, an `admin` when it is left out; 409 when the username is taken (ignoring case). */
export async function register(db: DB, input: RegisterRequest): Promise<User> {
  if (await findUserByUsernameIgnoringCase(db, input.username)) throw conflict(DUPLICATE);
  const at = now();
  const row = { id: newId(), username: input.username, role: input.role ?? DEFAULT_ROLE, passwordHash: await hashPassword(input.password), createdAt: at, updatedAt: at };
  try {
    await insertUser(db, row);
  } catch (err) {
    // Two registrations of one name at the same moment: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(DUPLICATE);
    throw err;
  }
  return toApi(row);
}

/**
 * Gives a user another role (admin or editor). The super admin's own role never changes (409).
 * Tokens stay valid: each request reads the role from the user's row, so the new role applies
 * from the user's next request. Answers the user and whether the role changed.
 */
export async function changeRole(db: DB, id: string, patch: UserPatch): Promise<{ user: User; changed: boolean }> {
  return inTransaction(db, async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound("No user with this id");
    if (isSuperAdmin(user)) throw conflict("The super admin's role cannot change");
    if (user.role === patch.role) return { user: toApi(user), changed: false };
    await setRole(trx, id, patch.role, now());
    return { user: toApi({ ...user, role: patch.role }), changed: true };
  });
}

/** Deletes a user (their tokens stop working with the row); 409 for the super admin. Answers who was deleted. */
export async function remove(db: DB, id: string): Promise<User> {
  return inTransaction(db, async (trx) => {
    const user = await findUserById(trx, id);
    if (!user) throw notFound("No user with this id");
    if (isSuperAdmin(user)) throw conflict("The super admin cannot be deleted");
    await deleteUser(trx, id);
    return toApi(user);
  });
}

/**
 * Sets a new password for `username`. The caller must be that user or the super admin, and
 * `currentPassword` must be the target's password (400 otherwise; wrong guesses count against
 * the target's sign-in limit). Revokes every older token of the target; when callers change
 * their own password the answer carries a fresh token for them (signed with `secret`).
 */
export async function changePassword(
  db: DB,
  secret: string,
  caller: Principal,
  input: ChangePasswordRequest,
): Promise<{ user: ChangePasswordResponse; self: boolean }> {
  const self = caller.username === input.username;
  if (!self && caller.role !== SUPER_ADMIN_ROLE) throw forbidden("You may only change your own password");
  const userKey = limitKeys.loginUser(input.username);
  await consumeLimits(db, [{ key: userKey, policy: LOGIN_LIMITS.perUsername }], "Too many wrong passwords. Please wait and try again.");
  const target = await findUserByUsername(db, input.username);
  if (!target) {
    await releaseCounter(db, userKey);
    throw notFound("No user with this username");
  }
  if (!(await passwordMatches(target, input.currentPassword))) {
    throw badRequest("The current password is not correct", { currentPassword: "is not correct" });
  }
  const passwordHash = await hashPassword(input.newPassword);
  // The new hash, the revocation of older tokens and the forgiven failures land together.
  const updated = await inTransaction(db, async (trx) => {
    await clearCounter(trx, userKey);
    await updatePassword(trx, target.id, passwordHash, now());
    return findUserById(trx, target.id);
  });
  if (!updated) throw notFound("No user with this username");
  const user: ChangePasswordResponse = toApi(updated);
  if (self) user.token = tokenFor(secret, updated);
  return { user, self };
}
