import type { Router } from "express";
import { investmentCreateSchema, investmentPatchSchema } from "../../shared/schemas/investments.ts";
import { investmentListQuerySchema } from "../../shared/schemas/paging.ts";
import { setPageHeaders } from "../http/paging.ts";
import { parse } from "../http/validate.ts";
import type { Services } from "../services/index.ts";
import * as investments from "../services/investments.ts";
import { INVESTMENTS } from "../services/investments.ts";
import { collectionRouter } from "./collection.ts";

/** /api/investments: public reads; writes need a token. Bare arrays and objects. */
export function investmentsRouter(s: Services): Router {
  // `?page=`, `?limit=`, `?sector=`, `?company=` or `?q=`: a page of summaries in
  // `{investments, page, limit, total, pages}` (SPEC.md's bare list without them).
  return collectionRouter(s, INVESTMENTS, { create: investmentCreateSchema, patch: investmentPatchSchema }, undefined, {
    keys: ["page", "limit", "sector", "company", "q"],
    async answer(req, res) {
      const answer = await investments.page(s.db, parse(investmentListQuerySchema, req.query));
      setPageHeaders(res, answer);
      res.json(answer);
    },
  });
}
