import { Router } from "express";
import { investmentCreateSchema, investmentPatchSchema } from "../../shared/schemas/investments.ts";
import { investmentListQuerySchema, isPagedQuery } from "../../shared/schemas/paging.ts";
import { setPageHeaders } from "../http/paging.ts";
import { notFound } from "../http/errors.ts";
import { cachedRead } from "../http/stored-answer.ts";
import { currentRevision, saveContext, setRevision } from "../http/revision.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";
import * as investments from "../services/investments.ts";

/** /api/investments: public reads; writes need a token. Bare arrays and objects. */
export function investmentsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);

  const full = cachedRead(s, "investments", () => investments.list(s.db));
  // Without paging parameters SPEC.md's bare list; with `?page=`, `?limit=`, `?sector=`,
  // `?company=` or `?q=` a page of summaries in `{investments, page, limit, total, pages}`.
  r.get("/", async (req, res, next) => {
    if (!isPagedQuery(req.query, ["page", "limit", "sector", "company", "q"])) return full(req, res, next);
    const answer = await investments.page(s.db, parse(investmentListQuerySchema, req.query));
    setPageHeaders(res, answer);
    res.json(answer);
  });

  r.get("/:id", async (req, res) => {
    const id = parseId(req.params.id);
    const investment = await investments.get(s.db, id);
    if (!investment) throw notFound("No investment with this id");
    setRevision(res, id, await currentRevision(s.db, id));
    res.json(investment);
  });

  r.post("/", auth, async (req, res) => {
    const ctx = saveContext(req);
    const investment = await investments.create(s.db, parse(investmentCreateSchema, req.body), ctx);
    setRevision(res, investment._id, ctx.revision);
    res.status(201).json(investment);
  });

  r.patch("/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    const ctx = saveContext(req);
    const investment = await investments.update(s.db, id, parse(investmentPatchSchema, req.body), ctx);
    setRevision(res, id, ctx.revision);
    res.json(investment);
  });

  r.delete("/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    await investments.remove(s.db, id, saveContext(req));
    res.status(204).end();
  });

  return r;
}
