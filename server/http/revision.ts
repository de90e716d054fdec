import type { Request, Response } from "express";
import { parseRevisionTag, revisionTag } from "../../shared/schemas/history.ts";
import type { DB } from "../db/index.ts";
import { latestVersion } from "../db/repositories/versions.ts";
import type { ExpectedRevision, SaveContext } from "../services/tracking.ts";
import { actorOf } from "./actor.ts";
import { badRequest } from "./errors.ts";

/**
 * The revision a save starts from: `If-Match: "<document id>:<revision>"` (the ETag the client
 * read). No header, or `*`, means "any": SPEC.md clients send none and are never refused for it.
 * Anything else that is not one of our tags is a 400.
 */
export function expectedRevision(req: Request): ExpectedRevision | undefined {
  const header = req.get("if-match")?.trim();
  if (!header || header === "*") return undefined;
  const tag = parseRevisionTag(header);
  if (!tag) throw badRequest('If-Match must be the ETag of the document, e.g. "<id>:<revision>"', { revision: "is not a revision of this API" });
  return tag;
}

/** Names the document's revision on the answer (`ETag`), for the next save's If-Match. */
export function setRevision(res: Response, docId: string, revision: number | undefined): void {
  if (revision !== undefined) res.set("ETag", revisionTag(docId, revision));
}

/** Who saves (the signed-in user and address) and from which revision (If-Match). */
export function saveContext(req: Request): SaveContext {
  return { actor: actorOf(req), expected: expectedRevision(req) };
}

/** The document's current revision (0 when it was never saved through the CMS). */
export async function currentRevision(db: DB, docId: string): Promise<number> {
  return (await latestVersion(db, docId))?.revision ?? 0;
}
