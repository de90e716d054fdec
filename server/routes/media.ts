import { Router, type Response } from "express";
import { badRequest, notFound } from "../http/errors.ts";
import type { Services } from "../services/index.ts";
import { original, variant, type VariantFormat } from "../services/media.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/**
 * A plain file name: letters, digits, `_` and `-`, dot-separated, no leading dot. Only such a name
 * may fall through to the static files under /media (the hero video); anything else (`/media`,
 * `/media/`, `.`, `..`, percent-encoded dots or slashes, doubled slashes, nested paths) is a 404
 * here, so express.static never sees a directory and never answers with a redirect.
 */
const FILE_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

function send(res: Response, file: { mime: string; data: Uint8Array }): void {
  res.set({ "Content-Type": file.mime, "Cache-Control": IMMUTABLE, "Content-Length": String(file.data.length) });
  res.end(Buffer.from(file.data));
}

/** /media/<hash>.<ext> originals and /media/<hash>-<width>.<webp|avif> variants. */
export function mediaRouter(s: Services): Router {
  const r = Router();
  r.use((req, _res, next) => {
    // req.path is still percent-encoded here, so "%2e" or "%2f" never passes as a file name.
    const name = req.path.slice(1);
    if (FILE_NAME.test(name)) return next();
    try {
      decodeURIComponent(name);
    } catch {
      throw badRequest("The path is not valid percent-encoding");
    }
    throw notFound("No such file");
  });
  r.get("/:name", async (req, res, next) => {
    const name = req.params.name;
    const sized = /^([0-9a-f]{64})-(\d{3,4})\.(webp|avif)$/.exec(name);
    const file = sized
      ? await variant(s.db, sized[1] as string, Number(sized[2]), sized[3] as VariantFormat)
      : await original(s.db, name);
    if (!file) return next();
    send(res, file);
  });
  return r;
}
