import { Router } from "express";
import { parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";
import * as investments from "../services/investments.ts";

/** /api/redirects: the old company addresses that answer 301, listed and removable by staff. */
export function redirectsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);

  r.get("/", auth, async (_req, res) => {
    res.json({ redirects: await investments.redirects(s.db) });
  });

  r.delete("/:id", auth, async (req, res) => {
    await investments.removeRedirect(s.db, parseId(req.params.id));
    res.status(204).end();
  });

  return r;
}
