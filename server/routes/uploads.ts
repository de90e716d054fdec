import { Router, type RequestHandler } from "express";
import multer from "multer";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, MEDIA_LIST_PARAMS, MEDIA_UPLOAD_FIELD, mediaIdSchema, mediaListQuerySchema, mediaPatchSchema } from "../../shared/schemas/media.ts";
import { isPagedQuery } from "../../shared/schemas/paging.ts";
import { setPageHeaders } from "../http/paging.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { parse } from "../http/validate.ts";
import { requireAuth } from "../middleware/auth.ts";
import { storeUpload } from "../services/media.ts";
import * as library from "../services/media-library.ts";
import type { Services } from "../services/index.ts";

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
}).single(MEDIA_UPLOAD_FIELD);

/** Reads one multipart image into memory; multer's and busboy's errors become 4xx answers. */
const readUpload: RequestHandler = function readMultipartUpload(req, res, next) {
  if (!req.is("multipart/form-data")) {
    return next(new HttpError(415, `The request body must be multipart/form-data with the image in the field "${MEDIA_UPLOAD_FIELD}"`));
  }
  // A declared length beyond the image limit (plus room for the multipart framing) is refused at
  // once, before a byte is read, and the connection is closed rather than drained.
  if (Number(req.get("content-length") ?? 0) > MAX_IMAGE_BYTES + 64 * 1024) {
    res.set("Connection", "close");
    return next(new HttpError(413, `The image is larger than ${MAX_IMAGE_MB} MB`, { fields: { [MEDIA_UPLOAD_FIELD]: "is too large" } }));
  }
  upload(req, res, (err: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError) {
      if (err.code === "LIMIT_FILE_SIZE") {
        return next(new HttpError(413, `The image is larger than ${MAX_IMAGE_MB} MB`, { fields: { [MEDIA_UPLOAD_FIELD]: "is too large" } }));
      }
      if (err.code === "LIMIT_UNEXPECTED_FILE" || err.code === "LIMIT_FILE_COUNT") {
        return next(badRequest(`Send exactly one image, in the field "${MEDIA_UPLOAD_FIELD}"`, { [err.field ?? MEDIA_UPLOAD_FIELD]: "is not expected" }));
      }
      return next(badRequest(`The upload could not be read: ${err.message}`));
    }
    next(badRequest("The upload could not be read (malformed multipart body)"));
  });
};

/** A media id in the path (the 64-hex hash of the image's address); anything else is a 400. */
function parseMediaId(value: unknown): string {
  const r = mediaIdSchema.safeParse(value);
  if (!r.success) throw badRequest("Invalid media id: must be 64 hexadecimal characters", { id: "must be 64 hexadecimal characters" });
  return r.data;
}

/**
 * /api/media (beyond the spec), its multipart writes: POST one image, multipart field `file`,
 * answers 201 `{url}`; POST /{id}/file replaces an image's file under the same address.
 */
export function uploadsRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  r.post("/", auth, readUpload, async (req, res) => {
    if (!req.file) throw badRequest(`No image: send it in the multipart field "${MEDIA_UPLOAD_FIELD}"`, { [MEDIA_UPLOAD_FIELD]: "is required" });
    res.status(201).json({ url: await storeUpload(s.db, req.file.buffer, MEDIA_UPLOAD_FIELD, req.file.originalname) });
  });
  r.post("/:id/file", auth, readUpload, async (req, res) => {
    const id = parseMediaId(req.params.id);
    if (!req.file) throw badRequest(`No image: send it in the multipart field "${MEDIA_UPLOAD_FIELD}"`, { [MEDIA_UPLOAD_FIELD]: "is required" });
    res.json({ media: await library.replace(s.db, id, req.file.buffer, MEDIA_UPLOAD_FIELD) });
  });
  return r;
}

/** /api/media's JSON side (mounted after the JSON parser): list, read, alt text and focal point, delete. */
export function mediaLibraryRouter(s: Services): Router {
  const r = Router();
  const auth = requireAuth(s);
  // Without paging or filter parameters the whole list; with any of them a page (X-Total-Count).
  r.get("/", auth, async (req, res) => {
    if (!isPagedQuery(req.query, MEDIA_LIST_PARAMS)) return void res.json({ media: await library.list(s.db) });
    const answer = await library.page(s.db, parse(mediaListQuerySchema, req.query));
    setPageHeaders(res, answer);
    res.json(answer);
  });
  r.get("/:id", auth, async (req, res) => {
    res.json({ media: await library.get(s.db, parseMediaId(req.params.id)) });
  });
  r.patch("/:id", auth, async (req, res) => {
    const id = parseMediaId(req.params.id);
    res.json({ media: await library.patch(s.db, id, parse(mediaPatchSchema, req.body)) });
  });
  r.delete("/:id", auth, async (req, res) => {
    await library.remove(s.db, parseMediaId(req.params.id));
    res.status(204).end();
  });
  return r;
}
