import { Router } from "express";
import { SUPER_ADMIN_ROLE } from "../../shared/constants.ts";
import { changePasswordRequestSchema } from "../../shared/schemas/user-requests.ts";
import { actorOf } from "../http/actor.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth, requireRole, setSessionCookie } from "../middleware/auth.ts";
import { recordActivity } from "../services/activity.ts";
import type { Services } from "../services/index.ts";
import * as users from "../services/users.ts";

/** /api/users: the super admin lists and deletes; anyone signed in may change their password. */
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

  r.delete("/:id", auth, superAdmin, async (req, res) => {
    const user = await users.remove(s.db, parseId(req.params.id));
    await recordActivity(s.db, "user-deleted", actorOf(req), { type: "user", id: user._id, label: user.username });
    res.status(204).end();
  });

  return r;
}
