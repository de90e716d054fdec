import { pipeline } from "node:stream/promises";
import { Router } from "express";
import { badRequest, notFound } from "../http/errors.ts";
import type { Services } from "../services/index.ts";
import { mediaFileInfo, openMediaFile, resolveMediaFile } from "../services/media.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** An image's plain address follows replacements: kept by caches, checked again each time (a 304 mostly). */
const REVALIDATE = "public, max-age=0, must-revalidate";
/**
 * A plain file name: letters, digits, `_`, `~` and `-`, dot-separated, no leading dot. Only such a
 * name may fall through to the static files under /media (the hero video); anything else (`/media`,
 * `/media/`, `.`, `..`, percent-encoded dots or slashes, doubled slashes, nested paths) is a 404
 * here, so express.static never sees a directory and never answers with a redirect.
 */
const FILE_NAME = /^[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_-]+)*$/;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range of a `size`-byte file; null when unsatisfiable, undefined when absent or not one range. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return undefined;
  let start: number;
  let end: number;
  if (m[1] === "") {
    const n = Number(m[2]);
    if (n === 0) return null;
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

export const matches = (header: string | undefined, etag: string) => !!header && (header.trim() === "*" || header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag));

/**
 * /media/<hash>.<ext> (an image's address: its current file) and its variants (see
 * resolveMediaFile), streamed from the storage backend: ETag and 304, one byte range (206),
 * never the whole file in memory.
 */
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
    const file = await resolveMediaFile(s.db, req.params.name);
    if (!file) return next();
    res.set({ "Cache-Control": file.immutable ? IMMUTABLE : REVALIDATE, ETag: file.etag, "Accept-Ranges": "bytes" });
    if (matches(req.get("if-none-match"), file.etag)) return void res.status(304).end();
    const info = await mediaFileInfo(s.db, file);
    if (!info) return next();
    let range = parseRange(req.get("range"), info.size);
    if (range && req.get("if-range") && req.get("if-range") !== file.etag) range = undefined;
    if (range === null) return void res.status(416).set("Content-Range", `bytes */${info.size}`).end();
    const opened = await openMediaFile(s.db, file, range);
    if (!opened) return next();
    res.set("Content-Type", opened.info.contentType || file.contentType);
    if (range) {
      res.status(206).set({ "Content-Range": `bytes ${range.start}-${range.end}/${info.size}`, "Content-Length": String(range.end - range.start + 1) });
    } else {
      res.set("Content-Length", String(info.size));
    }
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
