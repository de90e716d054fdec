import { Router } from "express";
import { SUPER_ADMIN_ROLE } from "../../shared/constants.ts";
import { changePasswordRequestSchema } from "../../shared/schemas/user-requests.ts";
import { userPatchSchema } from "../../shared/schemas/users.ts";
import { emailRequestSchema } from "../../shared/schemas/recovery-requests.ts";
import type { OneTimePassword } from "../../shared/schemas/recovery.ts";
import * as recovery from "../services/recovery.ts";
import { actorOf } from "../http/actor.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth, requireRole, setSessionCookie } from "../middleware/auth.ts";
import { recordActivity } from "../services/activity.ts";
import type { Services } from "../services/index.ts";
import * as users from "../services/users.ts";

/** /api/users: the super admin lists, changes roles and deletes; anyone signed in may change their password. */
export function usersRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  const superAdmin = requireRole(SUPER_ADMIN_ROLE);
  const secure = s.config.siteUrl.startsWith("https://");

  r.get("/", auth, superAdmin, async (_req, res) => {
    res.json(await users.list(s.db));
  });

  // Declared before "/:id" routes so "change-password" is never read as an id.
  r.patch("/change-password", auth, async (req, res) => {
    const { user, self } = await users.changePassword(s.db, s.tokenSecret, req.principal!, parse(changePasswordRequestSchema, req.body));
    await recordActivity(s.db, "password-changed", actorOf(req), { type: "user", id: user._id, label: user.username });
    if (self && user.token) setSessionCookie(res, user.token, secure);
    res.json(user);
  });

  // Every user's e-mail address (the super admin's user list shows and edits them).
  r.get("/accounts", auth, superAdmin, async (_req, res) => {
    res.json(await recovery.accounts(s.db));
  });

  // One's own account: the e-mail address "Forgot password?" sends its link to (optional).
  r.get("/me", auth, async (req, res) => {
    res.json(await recovery.account(s.db, req.principal!.id));
  });

  r.patch("/me", auth, async (req, res) => {
    const { email } = parse(emailRequestSchema, req.body);
    const account = await recovery.changeEmail(s.db, req.principal!.id, email);
    await recordActivity(s.db, "email-changed", actorOf(req), { type: "user", id: account._id, label: account.username });
    res.json(account);
  });

  // The super admin sets any user's address.
  r.patch("/:id/email", auth, superAdmin, async (req, res) => {
    const { email } = parse(emailRequestSchema, req.body);
    const account = await recovery.changeEmail(s.db, parseId(req.params.id), email);
    await recordActivity(s.db, "email-changed", actorOf(req), { type: "user", id: account._id, label: account.username });
    res.json(account);
  });

  // The super admin gives another user a one-time password, shown this once; the user's tokens
  // are revoked and their next sign-in asks for a new password.
  r.post("/:id/one-time-password", auth, superAdmin, async (req, res) => {
    const { user, password } = await recovery.giveOneTimePassword(s.db, parseId(req.params.id));
    await recordActivity(s.db, "one-time-password", actorOf(req), { type: "user", id: user.id, label: user.username });
    const answer: OneTimePassword = { _id: user.id, username: user.username, oneTimePassword: password };
    res.set("Cache-Control", "no-store").json(answer);
  });

  // The super admin moves a user between admin and editor; it applies from their next request.
  r.patch("/:id", auth, superAdmin, async (req, res) => {
    const { user, changed } = await users.changeRole(s.db, parseId(req.params.id), parse(userPatchSchema, req.body));
    if (changed) await recordActivity(s.db, "role-changed", actorOf(req), { type: "user", id: user._id, label: `${user.username} (now ${user.role})` });
    res.json(user);
  });

  r.delete("/:id", auth, superAdmin, async (req, res) => {
    const user = await users.remove(s.db, parseId(req.params.id));
    await recordActivity(s.db, "user-deleted", actorOf(req), { type: "user", id: user._id, label: user.username });
    res.status(204).end();
  });

  return r;
}
