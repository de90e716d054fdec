import type { Router } from "express";
import { leaderCreateSchema, leaderPatchSchema, leaderReorderSchema } from "../../shared/schemas/leaders.ts";
import { saveContext } from "../http/revision.ts";
import { parse } from "../http/validate.ts";
import type { Services } from "../services/index.ts";
import * as leaders from "../services/leaders.ts";
import { collectionRouter } from "./collection.ts";

/** /api/leaders: the people of the leadership pages. Public reads; writes (and the order) need a token. */
export function leadersRouter(s: Services): Router {
  return collectionRouter(s, leaders.LEADERS, { create: leaderCreateSchema, patch: leaderPatchSchema }, (r, auth) => {
    r.post("/reorder", auth, async (req, res) => {
      const { ids } = parse(leaderReorderSchema, req.body);
      res.json(await leaders.reorder(s.db, ids, saveContext(req)));
    });
  });
}
