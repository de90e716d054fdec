import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";

/**
 * The build's scripts, styles and drawings under /assets, compressed once when the site is built
 * (brotli at its highest quality, gzip at 9) instead of on every request. Hashed names never
 * change, so the copies never go stale. Fonts and images are compressed already; files under
 * 1 KiB gain nothing.
 */
const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};
const MIN_BYTES = 1024;
const ENCODINGS = [
  { name: "br", ext: ".br" },
  { name: "gzip", ext: ".gz" },
] as const;

/** Writes `<file>.br` and `<file>.gz` beside each script, style and drawing of `dir`; answers how many files. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!(path.extname(name) in TYPES) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * The offered encoding with the highest weight in Accept-Encoding, br before gzip at equal weight
 * (browsers list gzip first, and br is the smaller), or none when the plain file weighs more.
 */
function choose<E extends { name: string }>(offered: readonly E[], header: string | undefined): E | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(token, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (name: string, otherwise: number) => weights.get(name) ?? weights.get("*") ?? otherwise;
  let best: { encoding: E; q: number } | undefined;
  for (const encoding of offered) {
    const q = weight(encoding.name, 0);
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best && best.q >= weight("identity", 1) ? best.encoding : undefined;
}

/**
 * Serves the precompressed copy of an asset in the encoding the browser prefers (br, then gzip),
 * with the original's type; anything else (no copy, identity only, a range) falls through to the
 * static files, which the compression middleware then handles as before. The folder is read once:
 * a build's assets never change while it runs.
 */
export function precompressedAssets(dir: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
  const present = existsSync(dir) ? new Set(readdirSync(dir)) : new Set<string>();
  return function precompressed(req, res, next) {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range) return next();
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    if (!type || name.includes("/") || !present.has(name)) return next();
    const offered = ENCODINGS.filter((e) => present.has(name + e.ext));
    if (!offered.length) return next();
    res.vary("Accept-Encoding");
    const encoding = choose(offered, req.headers["accept-encoding"]);
    if (!encoding) return next();
    res.sendFile(
      name + encoding.ext,
      { root: dir, maxAge: options.maxAge, immutable: options.immutable, headers: { "Content-Type": type, "Content-Encoding": encoding.name } },
      (err) => {
        if (err && !res.headersSent) next();
      },
    );
  };
}
