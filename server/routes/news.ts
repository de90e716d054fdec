import { Router } from "express";
import { newsCreateSchema } from "../../shared/schemas/news.ts";
import { notFound } from "../http/errors.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";
import * as news from "../services/news.ts";

/** /api/news-and-events: public reads; writes need a token. Answers `{ newsAndEvents }`. */
export function newsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);

  r.get("/", async (_req, res) => {
    res.json({ newsAndEvents: await news.list(s.db) });
  });

  r.get("/:id", async (req, res) => {
    const item = await news.get(s.db, parseId(req.params.id));
    if (!item) throw notFound("No news item with this id");
    res.json({ newsAndEvents: item });
  });

  r.post("/", auth, async (req, res) => {
    res.status(201).json({ newsAndEvents: await news.create(s.db, parse(newsCreateSchema, req.body)) });
  });

  r.delete("/:id", auth, async (req, res) => {
    await news.remove(s.db, parseId(req.params.id));
    res.status(204).end();
  });

  return r;
}
