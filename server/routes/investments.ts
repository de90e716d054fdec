import type { Router } from "express";
import { investmentCreateSchema, investmentPatchSchema } from "../../shared/schemas/investments.ts";
import type { Services } from "../services/index.ts";
import { INVESTMENTS } from "../services/investments.ts";
import { collectionRouter } from "./collection.ts";

/** /api/investments: public reads; writes need a token. Bare arrays and objects. */
export function investmentsRouter(s: Services): Router {
  return collectionRouter(s, INVESTMENTS, { create: investmentCreateSchema, patch: investmentPatchSchema });
}
