import { pipeline } from "node:stream/promises";
import { Router, type RequestHandler } from "express";
import multer from "multer";
import { DOCUMENT_UPLOAD_FIELD, documentCreateSchema, documentPatchSchema, documentQuerySchema, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_MB } from "../../shared/schemas/documents.ts";
import { draftTag } from "../../shared/schemas/drafts.ts";
import { actorOf } from "../http/actor.ts";
import { saveContext, setRevision } from "../http/revision.ts";
import { saveDraftFile } from "../services/drafts.ts";
import { expectedDraft } from "./drafts.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { parse, parseId } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import * as documents from "../services/documents.ts";
import type { Services } from "../services/index.ts";
import { matches, parseRange } from "./media.ts";

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 12, fieldSize: 10_000, parts: 14 },
}).single(DOCUMENT_UPLOAD_FIELD);

const tooLarge = () => new HttpError(413, `The PDF is larger than ${MAX_DOCUMENT_MB} MB`, { fields: { [DOCUMENT_UPLOAD_FIELD]: `must be at most ${MAX_DOCUMENT_MB} MB` } });

/** Reads one multipart PDF (and its text fields) into memory; multer's and busboy's errors become 4xx answers. */
const readUpload: RequestHandler = function readDocumentUpload(req, res, next) {
  if (!req.is("multipart/form-data")) {
    return next(new HttpError(415, `The request body must be multipart/form-data with the PDF in the field "${DOCUMENT_UPLOAD_FIELD}"`));
  }
  // A declared length beyond the limit (plus room for the framing and the text fields) is refused
  // before a byte is read, and the connection is closed rather than drained.
  if (Number(req.get("content-length") ?? 0) > MAX_DOCUMENT_BYTES + 256 * 1024) {
    res.set("Connection", "close");
    return next(tooLarge());
  }
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === "LIMIT_FILE_SIZE") return next(tooLarge());
      if (err.code === "LIMIT_UNEXPECTED_FILE" || err.code === "LIMIT_FILE_COUNT") {
        return next(badRequest(`Send exactly one PDF, in the field "${DOCUMENT_UPLOAD_FIELD}"`, { [err.field ?? DOCUMENT_UPLOAD_FIELD]: "is not expected" }));
      }
      return next(badRequest(`The upload could not be read: ${err.message}`));
    }
    next(badRequest("The upload could not be read (malformed multipart body)"));
  });
};

const noFile = () => badRequest(`No PDF: send it in the multipart field "${DOCUMENT_UPLOAD_FIELD}"`, { [DOCUMENT_UPLOAD_FIELD]: "is required" });

/** /api/documents, its multipart writes (mounted before the JSON parser): add a document, replace its file. */
export function documentUploadsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  r.post("/", auth, readUpload, async (req, res) => {
    const input = parse(documentCreateSchema, { ...(req.body as Record<string, unknown>) });
    if (!req.file) throw noFile();
    const ctx = saveContext(req);
    const doc = await documents.create(s.db, input, req.file.buffer, ctx);
    setRevision(res, doc._id, ctx.revision);
    res.status(201).json(doc);
  });
  r.post("/:id/file", auth, readUpload, async (req, res) => {
    const id = parseId(req.params.id);
    if (!req.file) throw noFile();
    const ctx = saveContext(req);
    const doc = await documents.replaceFile(s.db, id, req.file.buffer, ctx);
    setRevision(res, id, ctx.revision);
    res.json(doc);
  });
  return r;
}

/**
 * /api/drafts/document/{id}/file (mounted before the JSON parser): a replacement PDF for a
 * report's draft, read and checked as a live upload; only the draft records it.
 */
export function documentDraftUploadsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  r.put("/:id/file", auth, readUpload, async (req, res) => {
    const id = parseId(req.params.id);
    if (!req.file) throw noFile();
    const draft = await saveDraftFile(s.db, id, req.file.buffer, { actor: actorOf(req), expectedDraft: expectedDraft(req, id) });
    res.set("ETag", draftTag(draft.docId, draft.draftRevision));
    res.json({ draft });
  });
  return r;
}

/** /api/documents, its JSON side: the public list (filtered by year and kind) and reads, staff's changes and deletes. */
export function documentsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  r.get("/", async (req, res) => {
    res.json(await documents.list(s.db, parse(documentQuerySchema, req.query)));
  });
  r.get("/:id", async (req, res) => {
    const doc = await documents.get(s.db, parseId(req.params.id));
    if (!doc) throw notFound("No document with this id");
    res.json(doc);
  });
  r.patch("/:id", auth, async (req, res) => {
    const id = parseId(req.params.id);
    const ctx = saveContext(req);
    const doc = await documents.update(s.db, id, parse(documentPatchSchema, req.body), ctx);
    setRevision(res, id, ctx.revision);
    res.json(doc);
  });
  r.delete("/:id", auth, async (req, res) => {
    await documents.remove(s.db, parseId(req.params.id), saveContext(req));
    res.status(204).end();
  });
  return r;
}

/** A document's file address: its slug and `.pdf`. */
const FILE_NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/i;

/**
 * The policy of a served PDF: a sandbox (no script, no form, no same-origin access, even if a
 * viewer ran something inside it), nothing loaded from anywhere, and no framing by other sites.
 */
export const DOCUMENT_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; object-src 'none'; frame-ancestors 'self'";

/**
 * /reports/{slug}.pdf: the document's current file, streamed from the storage backend as a
 * download (Content-Disposition: attachment) under a sandboxing policy, with ETag/304 and one
 * byte range (206). Anything else under /reports goes on to the pages.
 */
export function documentFilesRouter(s: Services): Router {
  const r = Router();
  r.get("/:name", async (req, res, next) => {
    const m = FILE_NAME.exec(req.params.name);
    if (!m) return next();
    const found = await documents.fileOf(s.db, (m[1] as string).toLowerCase());
    // An unknown document: the site's own 404 page.
    if (!found) return next();
    const { doc, info } = found;
    const etag = `"${doc.fileSha256}"`;
    res.set({
      "Content-Security-Policy": DOCUMENT_CSP,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `attachment; filename="${doc.fileName}"`,
      // The address stays while its file may be replaced: kept by caches, checked each time (a 304 mostly).
      "Cache-Control": "public, max-age=0, must-revalidate",
      "Cross-Origin-Resource-Policy": "same-origin",
      ETag: etag,
      "Last-Modified": new Date(doc.fileUpdatedAt).toUTCString(),
      "Accept-Ranges": "bytes",
    });
    if (matches(req.get("if-none-match"), etag)) return void res.status(304).end();
    let range = parseRange(req.get("range"), info.size);
    if (range && req.get("if-range") && req.get("if-range") !== etag) range = undefined;
    if (range === null) return void res.status(416).set("Content-Range", `bytes */${info.size}`).end();
    const opened = await documents.openFile(s.db, doc.fileKey, range);
    if (!opened) throw notFound("No such document");
    res.set("Content-Type", "application/pdf");
    if (range) res.status(206).set({ "Content-Range": `bytes ${range.start}-${range.end}/${info.size}`, "Content-Length": String(range.end - range.start + 1) });
    else res.set("Content-Length", String(info.size));
    if (req.method === "HEAD") {
      opened.body.destroy();
      return void res.end();
    }
    try {
      await pipeline(opened.body, res);
    } catch (err) {
      // A client that goes away mid-file is no error of ours.
      if (!res.destroyed && !res.writableEnded) throw err;
    }
  });
  return r;
}
