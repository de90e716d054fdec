import { Router } from "express";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";

/**
 * Every singleton block: GET {path}/{id} is public, PATCH {path}/{id} needs a token.
 * Answers `{ <envelope>: {...} }`.
 */
export function contentRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s.auth);
  for (const key of Object.keys(SINGLETONS) as SingletonKey[]) {
    const { path, envelope } = SINGLETONS[key];
    r.get(`${path}/:id`, async (req, res) => {
      res.json({ [envelope]: await s.content.get(key, parseId(req.params.id)) });
    });
    r.patch(`${path}/:id`, auth, async (req, res) => {
      res.json({ [envelope]: await s.content.patch(key, parseId(req.params.id), req.body) });
    });
  }
  return r;
}
