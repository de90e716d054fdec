import { Router, type RequestHandler } from "express";
import multer from "multer";
import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, MEDIA_UPLOAD_FIELD } from "../../shared/schemas/media.ts";
import { badRequest, HttpError } from "../http/errors.ts";
import { requireAuth } from "../middleware/auth.ts";
import { storeUpload } from "../services/media.ts";
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

/** POST /api/media (beyond the spec): one image, multipart field `file`; answers 201 `{url}`. */
export function uploadsRouter(s: Services): Router {
  const r = Router();
  r.post("/", requireAuth(s), readUpload, async (req, res) => {
    if (!req.file) throw badRequest(`No image: send it in the multipart field "${MEDIA_UPLOAD_FIELD}"`, { [MEDIA_UPLOAD_FIELD]: "is required" });
    res.status(201).json({ url: await storeUpload(s.db, req.file.buffer, MEDIA_UPLOAD_FIELD) });
  });
  return r;
}
