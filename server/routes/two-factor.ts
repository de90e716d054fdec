import { Router } from "express";
import { SUPER_ADMIN_ROLE } from "../../shared/constants.ts";
import {
  twoFactorConfirmRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorPolicySchema,
  twoFactorStartRequestSchema,
  type RecoveryCodes,
} from "../../shared/schemas/two-factor.ts";
import { actorOf } from "../http/actor.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth, requireRole } from "../middleware/auth.ts";
import { recordActivity } from "../services/activity.ts";
import type { Services } from "../services/index.ts";
import * as twoFactor from "../services/two-factor.ts";

/**
 * /api/two-factor: everyone signed in sets up or turns off their own second factor;
 * the super admin sees who has it, resets a user's and may require it for everyone.
 */
export function twoFactorRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  const superAdmin = requireRole(SUPER_ADMIN_ROLE);

  r.get("/", auth, async (req, res) => {
    res.json(await twoFactor.status(s.db, req.principal!.id));
  });

  r.post("/start", auth, async (req, res) => {
    parse(twoFactorStartRequestSchema, req.body ?? {});
    res.json(await twoFactor.start(s.db, s.secrets, req.principal!.id));
  });

  r.post("/confirm", auth, async (req, res) => {
    const { code } = parse(twoFactorConfirmRequestSchema, req.body);
    const answer: RecoveryCodes = { recoveryCodes: await twoFactor.confirm(s.db, s.secrets, req.principal!.id, code) };
    await recordActivity(s.db, "two-factor-enabled", actorOf(req), { type: "user", id: req.principal!.id, label: req.principal!.username });
    res.json(answer);
  });

  r.post("/disable", auth, async (req, res) => {
    await twoFactor.disable(s.db, s.secrets, req.principal!.id, parse(twoFactorDisableRequestSchema, req.body));
    await recordActivity(s.db, "two-factor-disabled", actorOf(req), { type: "user", id: req.principal!.id, label: req.principal!.username });
    res.status(204).end();
  });

  r.get("/users", auth, superAdmin, async (_req, res) => {
    res.json(await twoFactor.overview(s.db));
  });

  r.delete("/users/:id", auth, superAdmin, async (req, res) => {
    const user = await twoFactor.reset(s.db, parseId(req.params.id));
    await recordActivity(s.db, "two-factor-reset", actorOf(req), { type: "user", id: user.id, label: user.username });
    res.status(204).end();
  });

  r.patch("/policy", auth, superAdmin, async (req, res) => {
    const { required } = parse(twoFactorPolicySchema, req.body);
    const answer = { required: await twoFactor.setRequired(s.db, req.principal!.id, required) };
    await recordActivity(s.db, required ? "two-factor-required" : "two-factor-not-required", actorOf(req));
    res.json(answer);
  });

  return r;
}
