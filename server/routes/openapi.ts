import { Router } from "express";
import { openApiDocument } from "../http/openapi.ts";
import type { Services } from "../services/index.ts";

/** GET /api/openapi.json (beyond the spec): the contract, generated once from the shared schemas. */
export function openApiRouter(s: Services): Router {
  const r = Router();
  let doc: string | undefined;
  r.get("/openapi.json", (_req, res) => {
    doc ??= JSON.stringify(openApiDocument(s.config.siteName));
    res.type("application/json").send(doc);
  });
  return r;
}
