import { Router } from "express";
import { SINGLETONS, singletonPatchSchema, type SingletonKey } from "../../shared/schemas/content.ts";
import { currentRevision, saveContext, setRevision } from "../http/revision.ts";
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
      const id = parseId(req.params.id);
      const value = await content.get(s.db, key, id);
      setRevision(res, id, await currentRevision(s.db, id));
      res.json({ [envelope]: value });
    });
    r.patch(`${path}/:id`, auth, async (req, res) => {
      const id = parseId(req.params.id);
      const ctx = saveContext(req);
      const value = await content.patch(s.db, key, id, parse(singletonPatchSchema(key), req.body), ctx);
      setRevision(res, id, ctx.revision);
      res.json({ [envelope]: value });
    });
  }
  return r;
}
