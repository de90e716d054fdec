import { Router } from "express";
import { scheduleBodySchema } from "../../shared/schemas/schedule.ts";
import { actorOf } from "../http/actor.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth, requireRole } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";
import { listScheduled, setSchedule } from "../services/schedules.ts";

/**
 * Timed publishing: `PUT /api/drafts/{type}/{id}/schedule` (admins) sets or removes a document's
 * publish and unpublish times; `GET /api/schedule` (any staff) lists them with the scheduler's state.
 */
export function scheduleRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  const admin = requireRole("super admin", "admin");

  r.put("/drafts/:type/:id/schedule", auth, admin, async (req, res) => {
    const id = parseId(req.params.id);
    const body = parse(scheduleBodySchema, req.body ?? {});
    const schedule = await setSchedule(s.db, s.scheduler, String(req.params.type), id, body, actorOf(req));
    res.json({ schedule });
  });

  r.get("/schedule", auth, async (_req, res) => {
    res.json(await listScheduled(s.db, s.scheduler));
  });

  return r;
}
