import { Router } from "express";
import { previewRequestSchema } from "../../shared/schemas/preview.ts";
import { parse } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";
import { createPreview } from "../services/previews.ts";

/** /api/previews: unsaved values kept for a preview page, for every signed-in user. */
export function previewsRouter(s: Services): Router {
  const r = Router();
  r.post("/", requireAuth(s), async (req, res) => {
    const input = parse(previewRequestSchema, req.body);
    res.status(201).json(await createPreview(s.db, req.principal!.id, input));
  });
  return r;
}
