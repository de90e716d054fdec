import { Router } from "express";
import { investmentCreateSchema, investmentPatchSchema } from "../../shared/schemas/investments.ts";
import { notFound } from "../http/errors.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";

/** /api/investments: public reads; writes need a token. Bare arrays and objects. */
export function investmentsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s.auth);

  r.get("/", async (_req, res) => {
    res.json(await s.investments.list());
  });

  r.get("/:id", async (req, res) => {
    const investment = await s.investments.get(parseId(req.params.id));
    if (!investment) throw notFound("No investment with this id");
    res.json(investment);
  });

  r.post("/", auth, async (req, res) => {
    res.status(201).json(await s.investments.create(parse(investmentCreateSchema, req.body)));
  });

  r.patch("/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await s.investments.update(id, parse(investmentPatchSchema, req.body)));
  });

  r.delete("/:id", auth, async (req, res) => {
    await s.investments.remove(parseId(req.params.id));
    res.status(204).end();
  });

  return r;
}
