import { Router } from "express";
import { SEARCH_PAGE_SIZE, searchQuerySchema } from "../../shared/schemas/search.ts";
import { setPageHeaders } from "../http/paging.ts";
import { parse } from "../http/validate.ts";
import type { Services } from "../services/index.ts";
import * as search from "../services/search.ts";

/** /api/search?q=&page=&limit=: the site search (public), what /search shows, as JSON. */
export function searchRouter(s: Services): Router {
  const r = Router();
  r.get("/", async (req, res) => {
    const q = parse(searchQuerySchema, req.query);
    const answer = await search.search(s.db, { q: q.q, page: q.page, limit: q.limit ?? SEARCH_PAGE_SIZE });
    setPageHeaders(res, answer);
    res.json(answer);
  });
  return r;
}
