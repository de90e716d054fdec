import { DEFAULT_ROLE, LOGIN_LIMITS, SUPER_ADMIN_ROLE, SUPER_ADMIN_USERNAME } from "../../shared/constants.ts";
import { roleSchema } from "../../shared/schemas/auth.ts";
import type { ChangePasswordRequest, ChangePasswordResponse, RegisterRequest, User } from "../../shared/schemas/users.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import {
  deleteUser,
  findUserById,
  findUserByUsername,
  findUserByUsernameIgnoringCase,
  insertUser,
  listUsers,
  updatePassword,
} from "../db/repositories/users.ts";
import type { User as UserRow } from "../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../http/errors.ts";
import { hashPassword, passwordMatches, type AuthService, type Principal } from "./auth.ts";
import { limitKeys, type RateLimiter } from "./rate-limit.ts";

/** A row as the API shows it: `_id`, username and role, never the hash. */
function toApi(row: Pick<UserRow, "id" | "username" | "role">): User {
  return { _id: row.id, username: row.username, role: roleSchema.catch(DEFAULT_ROLE).parse(row.role) };
}

const isSuperAdmin = (p: Principal) => p.role === SUPER_ADMIN_ROLE;
const DUPLICATE = "A user with this username already exists";

/** Staff accounts (SPEC.md section 6): listing, registering, deleting, changing passwords. */
export class UserService {
  private readonly db: DB;
  private readonly auth: AuthService;
  private readonly limiter: RateLimiter;
  constructor(db: DB, auth: AuthService, limiter: RateLimiter) {
    this.db = db;
    this.auth = auth;
    this.limiter = limiter;
  }

  async list(): Promise<User[]> {
    return (await listUsers(this.db)).map(toApi);
  }

  /** Creates an `admin`; 409 when the username is taken (ignoring case). */
  async register(input: RegisterRequest): Promise<User> {
    if (await findUserByUsernameIgnoringCase(this.db, input.username)) throw conflict(DUPLICATE);
    const at = now();
    const row = { id: newId(), username: input.username, role: DEFAULT_ROLE, passwordHash: await hashPassword(input.password), createdAt: at, updatedAt: at };
    try {
      await insertUser(this.db, row);
    } catch (err) {
      // Two registrations of one name at the same moment: the unique index decides.
      if (isUniqueViolation(err)) throw conflict(DUPLICATE);
      throw err;
    }
    return toApi(row);
  }

  /** Deletes a user (their tokens stop working with the row); 409 for the super admin. */
  async remove(id: string): Promise<void> {
    const user = await findUserById(this.db, id);
    if (!user) throw notFound("No user with this id");
    if (user.username === SUPER_ADMIN_USERNAME || user.role === SUPER_ADMIN_ROLE) throw conflict("The super admin cannot be deleted");
    await deleteUser(this.db, id);
  }

  /**
   * Sets a new password for `username`. The caller must be that user or the super admin, and
   * `currentPassword` must be the target's password (400 otherwise; wrong guesses count against
   * the target's sign-in limit). Revokes every older token of the target; when callers change
   * their own password the answer carries a fresh token for them.
   */
  async changePassword(caller: Principal, input: ChangePasswordRequest): Promise<{ user: ChangePasswordResponse; self: boolean }> {
    const self = caller.username === input.username;
    if (!self && !isSuperAdmin(caller)) throw forbidden("You may only change your own password");
    const userKey = limitKeys.loginUser(input.username);
    await this.limiter.consume([{ key: userKey, policy: LOGIN_LIMITS.perUsername }], "Too many wrong passwords. Please wait and try again.");
    const target = await findUserByUsername(this.db, input.username);
    if (!target) {
      await this.limiter.release(userKey);
      throw notFound("No user with this username");
    }
    if (!(await passwordMatches(target, input.currentPassword))) {
      throw badRequest("The current password is not correct", { currentPassword: "is not correct" });
    }
    await this.limiter.reset(userKey);
    await updatePassword(this.db, target.id, await hashPassword(input.newPassword), now());
    const updated = await findUserById(this.db, target.id);
    if (!updated) throw notFound("No user with this username");
    const user: ChangePasswordResponse = toApi(updated);
    if (self) user.token = this.auth.tokenFor(updated);
    return { user, self };
  }
}
