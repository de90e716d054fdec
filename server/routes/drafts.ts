import { Router, type Request } from "express";
import { countSchedules, schedulesByDoc } from "../db/repositories/schedules.ts";
import { draftListQuerySchema, draftSaveSchema, draftTag, newDraftTypeSchema, parseDraftTag, publishRequestSchema, returnRequestSchema, reviewRequestSchema } from "../../shared/schemas/drafts.ts";
import { actorOf } from "../http/actor.ts";
import { badRequest } from "../http/errors.ts";
import { setRevision } from "../http/revision.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import {
  createPreviewLink,
  discardDraft,
  draftCounts,
  draftList,
  draftTypeOf,
  getDraft,
  previewLinks,
  publish,
  requestReview,
  returnDraft,
  revokeLink,
  saveDraft,
} from "../services/drafts.ts";
import type { Services } from "../services/index.ts";

/** An optional JSON body: none (or an empty one) reads as `{}`. */
const bodyOf = (req: Request): unknown => req.body ?? {};

/** The draft revision a draft save starts from: `If-Match: "<id>:d<n>"`; none (or `*`) means any. */
export function expectedDraft(req: Request, docId: string | undefined): number | undefined {
  const header = req.get("if-match")?.trim();
  if (!header || header === "*") return undefined;
  const tag = parseDraftTag(header);
  if (!tag || (docId !== undefined && tag.docId !== docId)) throw badRequest('If-Match must be the ETag of this draft, e.g. "<id>:d<revision>"', { revision: "is not a revision of this draft" });
  return tag.draftRevision;
}

/**
 * /api/drafts and /api/preview-links. Access as API_ROUTES marks it: "token" routes for every
 * signed-in staff member; "admin" routes (publish, send back) additionally pass the role check,
 * which refuses editors (middleware/auth.ts); admins and the super admin pass it.
 */
export function draftsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  // The "admin" guard: the session check here; the role check that refuses editors joins it.
  const admin = [auth];

  r.get("/drafts", auth, async (req, res) => {
    res.json(await draftList(s.db, parse(draftListQuerySchema, req.query), schedulesByDoc));
  });

  r.get("/drafts/count", auth, async (_req, res) => {
    res.set("Cache-Control", "no-store");
    res.json(await draftCounts(s.db, countSchedules));
  });

  r.post("/drafts/:type", auth, async (req, res) => {
    const type = parse(newDraftTypeSchema, req.params.type);
    const { fields } = parse(draftSaveSchema, req.body);
    const draft = await saveDraft(s.db, type, undefined, fields, { actor: actorOf(req) });
    res.set("ETag", draftTag(draft.docId, draft.draftRevision));
    res.status(201).json({ draft });
  });

  r.get("/drafts/:type/:id", auth, async (req, res) => {
    const type = draftTypeOf(req.params.type);
    const id = parseId(req.params.id);
    const detail = await getDraft(s.db, type, id);
    res.set("ETag", draftTag(id, detail.draft.draftRevision));
    res.json(detail);
  });

  r.put("/drafts/:type/:id", auth, async (req, res) => {
    const type = draftTypeOf(req.params.type);
    const id = parseId(req.params.id);
    const { fields } = parse(draftSaveSchema, req.body);
    const draft = await saveDraft(s.db, type, id, fields, { actor: actorOf(req), expectedDraft: expectedDraft(req, id) });
    res.set("ETag", draftTag(id, draft.draftRevision));
    res.json({ draft });
  });

  r.delete("/drafts/:type/:id", auth, async (req, res) => {
    await discardDraft(s.db, draftTypeOf(req.params.type), parseId(req.params.id));
    res.status(204).end();
  });

  r.post("/drafts/:type/:id/publish", ...admin, async (req, res) => {
    const type = draftTypeOf(req.params.type);
    const id = parseId(req.params.id);
    const { force } = parse(publishRequestSchema, bodyOf(req));
    const answer = await publish(s.db, type, id, { actor: actorOf(req), force: force === true });
    setRevision(res, id, answer.revision);
    res.json(answer);
  });

  r.post("/drafts/:type/:id/review", auth, async (req, res) => {
    const type = draftTypeOf(req.params.type);
    const id = parseId(req.params.id);
    const { comment } = parse(reviewRequestSchema, bodyOf(req));
    const mail = { mailer: s.mailer, siteUrl: s.config.siteUrl, onError: (err: unknown) => s.log.warn("review request e-mail failed", { error: err instanceof Error ? err.message : String(err) }) };
    res.json({ draft: await requestReview(s.db, type, id, comment, { actor: actorOf(req) }, mail) });
  });

  r.post("/drafts/:type/:id/return", ...admin, async (req, res) => {
    const type = draftTypeOf(req.params.type);
    const id = parseId(req.params.id);
    const { comment } = parse(returnRequestSchema, bodyOf(req));
    res.json({ draft: await returnDraft(s.db, type, id, comment, { actor: actorOf(req) }) });
  });

  r.post("/drafts/:type/:id/links", auth, async (req, res) => {
    const type = draftTypeOf(req.params.type);
    const id = parseId(req.params.id);
    res.set("Cache-Control", "no-store");
    res.status(201).json(await createPreviewLink(s.db, type, id, { actor: actorOf(req) }));
  });

  r.get("/drafts/:type/:id/links", auth, async (req, res) => {
    res.json(await previewLinks(s.db, draftTypeOf(req.params.type), parseId(req.params.id)));
  });

  r.delete("/preview-links/:id", auth, async (req, res) => {
    await revokeLink(s.db, parseId(req.params.id));
    res.status(204).end();
  });

  return r;
}
