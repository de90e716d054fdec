import { Router } from "express";
import { ACCESS_MESSAGES, EDITOR_ROLE } from "../../shared/constants.ts";
import { forbidden } from "../http/errors.ts";
import { restoreRequestSchema, trashQuerySchema } from "../../shared/schemas/history.ts";
import { setPageHeaders } from "../http/paging.ts";
import { actorOf } from "../http/actor.ts";
import { expectedRevision, setRevision } from "../http/revision.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import { documentHistory, restoreFromTrash, restoreVersion, trashItems, versionWithPrevious } from "../services/history.ts";
import type { Services } from "../services/index.ts";
import type { SaveContext } from "../services/tracking.ts";

/**
 * For every signed-in user: /api/history/{document id} (versions, restore),
 * /api/versions/{version id} (one version and the one before it) and /api/trash.
 */
export function historyRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);

  r.get("/history/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    const history = await documentHistory(s.db, id);
    setRevision(res, id, history.document.revision);
    res.json(history);
  });

  r.post("/history/:id/restore", auth, async (req, res) => {
    const id = parseId(req.params.id);
    const { version, publish } = parse(restoreRequestSchema, req.body);
    // Restoring into the live site publishes, which an editor may not do; into the draft they may.
    if (publish === true && req.principal?.role === EDITOR_ROLE) throw forbidden(ACCESS_MESSAGES.editorsCannotPublish);
    const ctx: SaveContext = { actor: actorOf(req), expected: expectedRevision(req) };
    // Into the draft unless asked to publish.
    const restored = await restoreVersion(s.db, id, version, ctx, publish === true);
    setRevision(res, id, restored.document.revision);
    res.json(restored);
  });

  r.get("/versions/:id", auth, async (req, res) => {
    res.json(await versionWithPrevious(s.db, parseId(req.params.id)));
  });

  r.get("/trash", auth, async (req, res) => {
    const answer = await trashItems(s.db, parse(trashQuerySchema, req.query));
    if (answer.total !== undefined && answer.pages !== undefined) setPageHeaders(res, { page: answer.page ?? 1, limit: answer.limit ?? 0, total: answer.total, pages: answer.pages });
    res.json(answer);
  });

  r.post("/trash/:id/restore", auth, async (req, res) => {
    const id = parseId(req.params.id);
    const restored = await restoreFromTrash(s.db, id, { actor: actorOf(req) });
    setRevision(res, id, restored.document.revision);
    res.json(restored);
  });

  return r;
}
