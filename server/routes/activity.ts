import { Router } from "express";
import { SUPER_ADMIN_ROLE } from "../../shared/constants.ts";
import { activityQuerySchema } from "../../shared/schemas/activity.ts";
import { parse } from "../http/validate.ts";
import { requireAuth, requireRole } from "../middleware/auth.ts";
import { readActivity } from "../services/activity.ts";
import type { Services } from "../services/index.ts";

/** GET /api/activity: the activity log, super admin only. */
export function activityRouter(s: Services): Router {
  const r = Router();
  r.get("/", requireAuth(s), requireRole(SUPER_ADMIN_ROLE), async (req, res) => {
    res.json(await readActivity(s.db, parse(activityQuerySchema, req.query)));
  });
  return r;
}
