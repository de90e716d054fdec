import { Router } from "express";
import { newsCreateSchema, newsPatchSchema } from "../../shared/schemas/news.ts";
import { isPagedQuery, newsListQuerySchema } from "../../shared/schemas/paging.ts";
import { setPageHeaders } from "../http/paging.ts";
import { notFound } from "../http/errors.ts";
import { streamedRead } from "../http/stored-answer.ts";
import { currentRevision, saveContext, setRevision } from "../http/revision.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Services } from "../services/index.ts";
import * as news from "../services/news.ts";

/** /api/news-and-events: public reads; writes need a token. Answers `{ newsAndEvents }`. */
export function newsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);

  // SPEC.md's whole list grows with every article: sent a batch at a time, never kept (docs/performance.md).
  const full = streamedRead(s, "news", "newsAndEvents", () => news.listInBatches(s.db));
  // Without paging parameters SPEC.md's whole list; with `?page=`, `?limit=` or `?q=` a page of summaries.
  r.get("/", async (req, res, next) => {
    if (!isPagedQuery(req.query, ["page", "limit", "q"])) return full(req, res, next);
    const answer = await news.page(s.db, parse(newsListQuerySchema, req.query));
    setPageHeaders(res, answer);
    res.json(answer);
  });

  r.get("/:id", async (req, res) => {
    const id = parseId(req.params.id);
    const item = await news.get(s.db, id);
    if (!item) throw notFound("No news item with this id");
    setRevision(res, id, await currentRevision(s.db, id));
    res.json({ newsAndEvents: item });
  });

  r.post("/", auth, async (req, res) => {
    const ctx = saveContext(req);
    const item = await news.create(s.db, parse(newsCreateSchema, req.body), ctx);
    setRevision(res, item._id, ctx.revision);
    res.status(201).json({ newsAndEvents: item });
  });

  // Beyond SPEC.md section 7: a news item can be corrected in place (same id, same address).
  r.patch("/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    const ctx = saveContext(req);
    const item = await news.update(s.db, id, parse(newsPatchSchema, req.body), ctx);
    setRevision(res, id, ctx.revision);
    res.json({ newsAndEvents: item });
  });

  r.delete("/:id", auth, async (req, res) => {
    await news.remove(s.db, parseId(req.params.id), saveContext(req));
    res.status(204).end();
  });

  return r;
}
