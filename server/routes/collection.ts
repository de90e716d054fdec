import { Router, type Request, type Response } from "express";
import type { z } from "zod";
import { COLLECTION_KINDS } from "../../shared/schemas/collections.ts";
import { notFound } from "../http/errors.ts";
import { cachedRead } from "../http/stored-answer.ts";
import { currentRevision, saveContext, setRevision } from "../http/revision.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import type { Collection } from "../services/collection.ts";
import type { Services } from "../services/index.ts";
import { isPagedQuery } from "../../shared/schemas/paging.ts";

/** A kind's paged list: the query parameters that ask for it, and its answer. */
export interface PagedList {
  keys: readonly string[];
  answer(req: Request, res: Response): Promise<void>;
}

/**
 * The routes of a collection kind (/api/investments, /api/leaders): public list and read (with
 * the record's revision as ETag), token-guarded create, change (If-Match checked) and delete (to
 * the trash). Bare arrays and objects. `extend` adds the kind's own routes before the id routes.
 */
export function collectionRouter<A extends { _id: string; slug: string }>(
  s: Services,
  c: Collection<A>,
  schemas: { create: z.ZodType; patch: z.ZodType },
  extend?: (r: Router, auth: ReturnType<typeof requireAuth>) => void,
  paged?: PagedList,
): Router {
  const r = Router();
  const auth = requireAuth(s);
  const { missing, table } = COLLECTION_KINDS[c.type];

  const full = cachedRead(s, table, () => c.list(s.db));
  // SPEC.md's bare list without paging parameters; with one of the kind's, a page of summaries.
  r.get("/", async (req, res, next) => {
    if (paged && isPagedQuery(req.query, paged.keys)) await paged.answer(req, res);
    else await full(req, res, next);
  });
  extend?.(r, auth);

  r.get("/:id", async (req, res) => {
    const id = parseId(req.params.id);
    const record = await c.get(s.db, id);
    if (!record) throw notFound(missing);
    setRevision(res, id, await currentRevision(s.db, id));
    res.json(record);
  });

  r.post("/", auth, async (req, res) => {
    const ctx = saveContext(req);
    const record = await c.create(s.db, parse(schemas.create, req.body) as Record<string, string>, ctx);
    setRevision(res, record._id, ctx.revision);
    res.status(201).json(record);
  });

  r.patch("/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    const ctx = saveContext(req);
    const record = await c.update(s.db, id, parse(schemas.patch, req.body) as Record<string, string>, ctx);
    setRevision(res, id, ctx.revision);
    res.json(record);
  });

  r.delete("/:id", auth, async (req, res) => {
    await c.remove(s.db, parseId(req.params.id), saveContext(req));
    res.status(204).end();
  });

  return r;
}
