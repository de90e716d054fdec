import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { readContentRevision } from "../db/repositories/revision.ts";
import type { Services } from "../services/index.ts";

/**
 * Answers that are the same bytes for every request until the content changes (cached public
 * pages, the public lists of the API) are compressed once and then sent as stored
 * (docs/performance.md): compressing a page again for every answer was most of the cost of
 * serving it from memory.
 */
export interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Compresses a body once, as hard as each format goes (off the event loop): it is sent many times. */
async function encodeOnce(body: string): Promise<Encoded> {
  const bytes = Buffer.from(body);
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/** Background compressions running at once: each holds a brotli encoder of several megabytes. */
const ENCODING_AT_ONCE = 2;
/**
 * Compressions waiting their turn. Past this, the oldest wait is dropped: a burst of new
 * addresses (a crawler, a flood) must not pile up encoders and bodies without bound. A dropped
 * answer is compressed per request until it is asked again (see `encodeInBackground`).
 */
const WAITING_AT_MOST = 32;

interface EncodeJob {
  holder: { encoded?: Encoded };
  body: string;
  log: Services["log"];
  what: Record<string, string>;
  /** False when the holder was dropped meanwhile (evicted from a cache): nothing is compressed. */
  wanted(): boolean;
  /** Told when the compressed copies are kept on the holder (a cache counts their bytes). */
  onEncoded?(encoded: Encoded): void;
}

const waiting: EncodeJob[] = [];
/** Holders waiting or being compressed, so one holder is never queued twice. */
const queued = new WeakSet<object>();
let running = 0;

function startWaiting(): void {
  while (running < ENCODING_AT_ONCE && waiting.length > 0) {
    const job = waiting.shift()!;
    if (!job.wanted()) {
      queued.delete(job.holder);
      continue;
    }
    running++;
    encodeOnce(job.body)
      .then(
        (encoded) => {
          if (!job.wanted()) return;
          job.holder.encoded = encoded;
          job.onEncoded?.(encoded);
        },
        (err: unknown) => job.log.warn("could not compress a stored answer; it is compressed per request", { ...job.what, error: String(err) }),
      )
      .finally(() => {
        running--;
        queued.delete(job.holder);
        startWaiting();
      });
  }
}

/**
 * Compresses a stored body in the background and keeps the result on its holder: answers before
 * it is ready are compressed per request by the middleware, as is every answer if it fails. A
 * holder already compressed, waiting or being compressed is left alone, so callers may ask again
 * on each use of an answer that has no compressed copy yet.
 */
export function encodeInBackground(
  holder: { encoded?: Encoded },
  body: string,
  log: Services["log"],
  what: Record<string, string>,
  opts: Pick<EncodeJob, "onEncoded"> & { wanted?(): boolean } = {},
): void {
  if (holder.encoded || queued.has(holder)) return;
  queued.add(holder);
  waiting.push({ holder, body, log, what, wanted: opts.wanted ?? (() => true), ...(opts.onEncoded ? { onEncoded: opts.onEncoded } : {}) });
  while (waiting.length > WAITING_AT_MOST) queued.delete(waiting.shift()!.holder);
  startWaiting();
}

/**
 * The stored copies in the server's order of preference: brotli first whenever the client takes
 * it, as the compression middleware chooses. Negotiating in the client's order would send gzip to
 * Chrome, which lists it first ("gzip, deflate, br, zstd"): 2-2.5 KB more on every page, enough
 * to push a page past the first round trip of a new connection (docs/performance.md).
 */
const STORED_ENCODINGS = ["br", "gzip"] as const;

/**
 * Ends the answer with a stored body: its compressed copy when the client takes brotli or gzip
 * and the copy is ready (with its length; the compression middleware leaves an encoded answer
 * alone), else the text, which the middleware compresses as usual.
 */
export function sendStored(req: Request, res: Response, body: string, encoded: Encoded | undefined): void {
  res.vary("Accept-Encoding");
  const encoding = encoded && STORED_ENCODINGS.find((e) => req.acceptsEncodings(e) === e);
  if (encoding) {
    const bytes = encoded![encoding];
    res.set({ "Content-Encoding": encoding, "Content-Length": String(bytes.length) }).end(bytes);
  } else res.end(body);
}

/**
 * A public read of the API answered from memory while the content revision (read from the
 * database on every request, so every instance sees an edit at once) is unchanged: the JSON is
 * made and compressed once per revision. Carries a strong ETag of the revision; a matching
 * `If-None-Match` is a 304.
 */
export function cachedRead(s: Services, name: string, read: () => Promise<unknown>): RequestHandler {
  interface Stored {
    revision: number;
    etag: string;
    json: string;
    encoded?: Encoded;
  }
  let stored: Stored | undefined;
  /** The read in progress, for one revision: simultaneous requests after an edit share it. */
  let pending: { revision: number; entry: Promise<Stored> } | undefined;
  const build = async (revision: number): Promise<Stored> => {
    const json = JSON.stringify(await read());
    const entry: Stored = { revision, json, etag: `"${createHash("sha256").update(`${name}\n${revision}\n${json}`).digest("base64url").slice(0, 27)}"` };
    encodeInBackground(entry, json, s.log, { name });
    return entry;
  };
  return async function storedRead(req, res) {
    const revision = await readContentRevision(s.database.db);
    let entry = stored;
    if (entry?.revision !== revision) {
      // Never a read begun for another revision: it may predate the edit this request saw.
      if (pending?.revision !== revision) {
        const started = { revision, entry: build(revision) };
        pending = started;
        void started.entry.finally(() => pending === started && (pending = undefined)).catch(() => undefined);
      }
      entry = await pending.entry;
      if ((stored?.revision ?? -1) < entry.revision) stored = entry;
    }
    // Asked again when the first compression was dropped in a burst (a no-op otherwise).
    if (!entry.encoded) encodeInBackground(entry, entry.json, s.log, { name });
    res.set("ETag", entry.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type("json");
    sendStored(req, res, entry.json, entry.encoded);
  };
}
