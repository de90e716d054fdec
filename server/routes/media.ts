import { Router, type Response } from "express";
import type { Services } from "../services/index.ts";
import { original, variant, type VariantFormat } from "../services/media.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

function send(res: Response, file: { mime: string; data: Uint8Array }): void {
  res.set({ "Content-Type": file.mime, "Cache-Control": IMMUTABLE, "Content-Length": String(file.data.length) });
  res.end(Buffer.from(file.data));
}

/** /media/<hash>.<ext> originals and /media/<hash>-<width>.<webp|avif> variants. */
export function mediaRouter(s: Services): Router {
  const r = Router();
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
