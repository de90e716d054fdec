import { Router } from "express";
import { SINGLETONS, singletonPatchSchema, type SingletonKey } from "../../shared/schemas/content.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import * as content from "../services/content.ts";
import type { Services } from "../services/index.ts";

/**
 * Every singleton block: GET {path}/{id} is public, PATCH {path}/{id} needs a token.
 * Answers `{ <envelope>: {...} }`.
 */
export function contentRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  for (const key of Object.keys(SINGLETONS) as SingletonKey[]) {
    const { path, envelope } = SINGLETONS[key];
    r.get(`${path}/:id`, async (req, res) => {
      res.json({ [envelope]: await content.get(s.db, key, parseId(req.params.id)) });
    });
    r.patch(`${path}/:id`, auth, async (req, res) => {
      const id = parseId(req.params.id);
      res.json({ [envelope]: await content.patch(s.db, key, id, parse(singletonPatchSchema(key), req.body)) });
    });
  }
  return r;
}
