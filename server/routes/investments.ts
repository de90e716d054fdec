import { Router } from "express";
import { investmentCreateSchema, investmentPatchSchema } from "../../shared/schemas/investments.ts";
import { notFound } from "../http/errors.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";
import * as investments from "../services/investments.ts";

/** /api/investments: public reads; writes need a token. Bare arrays and objects. */
export function investmentsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);

  r.get("/", async (_req, res) => {
    res.json(await investments.list(s.db));
  });

  r.get("/:id", async (req, res) => {
    const investment = await investments.get(s.db, parseId(req.params.id));
    if (!investment) throw notFound("No investment with this id");
    res.json(investment);
  });

  r.post("/", auth, async (req, res) => {
    res.status(201).json(await investments.create(s.db, parse(investmentCreateSchema, req.body)));
  });

  r.patch("/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await investments.update(s.db, id, parse(investmentPatchSchema, req.body)));
  });

  r.delete("/:id", auth, async (req, res) => {
    await investments.remove(s.db, parseId(req.params.id));
    res.status(204).end();
  });

  return r;
}
