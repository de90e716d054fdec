import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";
import type { Request, RequestHandler, Response } from "express";
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

/** A stored answer waiting for the background compressor. */
interface Job {
  holder: { encoded?: Encoded };
  body: string;
  /** Still worth compressing: not replaced by a newer revision, not evicted (asked before and after). */
  wanted: () => boolean;
  /** Told when the compressed copies are kept on the holder (a cache counts their bytes). */
  onEncoded?: (encoded: Encoded) => void;
  log: Services["log"];
  what: Record<string, string>;
  done: (encoded: Encoded | undefined) => void;
}

/** What the background compressor has done, for tests and benchmarks. */
export interface EncoderStats {
  /** Jobs waiting, and being compressed now (never more than one). */
  pending: number;
  running: number;
  /** The most jobs ever compressed at once. */
  maxRunning: number;
  /** Jobs compressed, skipped (replaced or evicted before their turn, or while compressed) and failed. */
  encoded: number;
  skipped: number;
  failed: number;
  /** The compressor's thread runs at the lowest CPU priority (Linux). */
  lowPriority: boolean;
}

/**
 * Compressions waiting their turn. Past this, the oldest wait is dropped: a burst of new
 * addresses (a crawler, a flood) must not pile up bodies without bound. A dropped answer is
 * compressed per request until it is asked again (see `encodeInBackground`).
 */
const WAITING_AT_MOST = 32;

/**
 * Compresses stored answers one at a time, in order, on a thread of its own at the lowest CPU
 * priority: after an edit, the pages rendered again are compressed at the highest levels
 * (seconds of CPU for a large page) without taking libuv's thread pool, where live answers are
 * compressed, or more than one core from the server; a job whose answer was replaced by a newer
 * revision (or evicted) before its turn is skipped. Until a job is done, its answer is compressed
 * per request by the compression middleware, at its cheap default levels.
 */
class BackgroundEncoder {
  private readonly queue: Job[] = [];
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;
  private running: { id: number; resolve: (result: { br?: Uint8Array; gzip?: Uint8Array; error?: string }) => void } | undefined;
  private nextId = 1;
  private idleWaiters: (() => void)[] = [];
  readonly stats: EncoderStats = { pending: 0, running: 0, maxRunning: 0, encoded: 0, skipped: 0, failed: 0, lowPriority: false };

  add(job: Job): void {
    this.queue.push(job);
    while (this.queue.length > WAITING_AT_MOST) {
      this.queue.shift()!.done(undefined);
      this.stats.skipped++;
    }
    this.stats.pending = this.queue.length;
    if (!this.stats.running) void this.pump();
  }

  /** Resolves when no job is waiting or running. */
  idle(): Promise<void> {
    if (!this.queue.length && !this.stats.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async pump(): Promise<void> {
    this.stats.running = 1;
    this.stats.maxRunning = Math.max(this.stats.maxRunning, 1);
    try {
      for (let job = this.queue.shift(); job; job = this.queue.shift()) {
        this.stats.pending = this.queue.length;
        if (!job.wanted()) {
          this.stats.skipped++;
          job.done(undefined);
          continue;
        }
        let encoded: Encoded | undefined;
        try {
          encoded = await this.encode(job.body);
        } catch (err) {
          this.stats.failed++;
          job.log.warn("could not compress a stored answer; it is compressed per request", { ...job.what, error: String(err) });
          job.done(undefined);
          continue;
        }
        if (job.wanted()) {
          job.holder.encoded = encoded;
          job.onEncoded?.(encoded);
          this.stats.encoded++;
          job.done(encoded);
        } else {
          this.stats.skipped++;
          job.done(undefined);
        }
        // Let the event loop answer what arrived meanwhile before the next job's hand-over.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.stats.running = 0;
      this.stats.pending = this.queue.length;
      for (const resolve of this.idleWaiters.splice(0)) resolve();
    }
  }

  private start(): Promise<Worker> {
    return (this.ready ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL("./encode-worker.ts", import.meta.url));
      worker.unref(); // never keeps the process alive
      worker.on("message", (m: { ready?: boolean; lowered?: boolean; id?: number; br?: Uint8Array; gzip?: Uint8Array; error?: string }) => {
        if (m.ready) {
          this.stats.lowPriority = !!m.lowered;
          this.worker = worker;
          resolve(worker);
        } else if (this.running && m.id === this.running.id) this.running.resolve(m);
      });
      const fail = (err: Error) => {
        // The next job starts a new thread; the one in progress fails (and is compressed per request).
        this.ready = undefined;
        this.worker = undefined;
        reject(err);
        this.running?.resolve({ error: err.message });
      };
      worker.on("error", fail);
      worker.on("exit", (code) => fail(new Error(`the compression thread exited (${code})`)));
    }));
  }

  private async encode(body: string): Promise<Encoded> {
    const worker = await this.start();
    const id = this.nextId++;
    const result = await new Promise<{ br?: Uint8Array; gzip?: Uint8Array; error?: string }>((resolve) => {
      this.running = { id, resolve };
      worker.postMessage({ id, body });
    });
    this.running = undefined;
    if (result.error || !result.br || !result.gzip) throw new Error(result.error ?? "no result");
    const buffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
    return { br: buffer(result.br), gzip: buffer(result.gzip) };
  }
}

/** The process's one background compressor. */
export const backgroundEncoder = new BackgroundEncoder();

/** Holders waiting or being compressed, with the promise of their result: one holder is never queued twice. */
const queued = new WeakMap<object, Promise<Encoded | undefined>>();

/**
 * Compresses a stored body in the background and keeps the result on its holder: answers before
 * it is ready are compressed per request by the middleware, as is every answer if it fails.
 * `wanted` says whether the holder is still worth it (not replaced by a newer revision, not
 * evicted); it is asked before the job starts and again when it ends. A holder already
 * compressed, waiting or being compressed is left alone, so callers may ask again on each use of
 * an answer that has no compressed copy yet. Resolves with the stored copies, or undefined when
 * skipped, dropped or failed.
 */
export function encodeInBackground(
  holder: { encoded?: Encoded },
  body: string,
  log: Services["log"],
  what: Record<string, string>,
  opts: { wanted?(): boolean; onEncoded?(encoded: Encoded): void } = {},
): Promise<Encoded | undefined> {
  if (holder.encoded) return Promise.resolve(holder.encoded);
  const waiting = queued.get(holder);
  if (waiting) return waiting;
  let resolve!: (encoded: Encoded | undefined) => void;
  const result = new Promise<Encoded | undefined>((r) => (resolve = r));
  // Set before the job is added: the queue may settle it at once (skipped, or dropped).
  queued.set(holder, result);
  backgroundEncoder.add({
    holder,
    body,
    log,
    what,
    wanted: opts.wanted ?? (() => true),
    ...(opts.onEncoded ? { onEncoded: opts.onEncoded } : {}),
    done: (encoded) => {
      if (queued.get(holder) === result) queued.delete(holder);
      resolve(encoded);
    },
  });
  return result;
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
 * A public read of the API answered from memory while the content revision (the database
 * handle's `revision` source: every instance sees an edit on its next request) is unchanged: the JSON is
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
    // Worth compressing while no newer revision is known and no newer answer is kept.
    const wanted = () => s.database.revision.latest() <= revision && (stored?.revision ?? -1) <= revision;
    void encodeInBackground(entry, json, s.log, { name }, { wanted });
    return entry;
  };
  return async function storedRead(req, res) {
    const revision = await s.database.revision.current();
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
    res.set("ETag", entry.etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type("json");
    sendStored(req, res, entry.json, entry.encoded);
  };
}

/**
 * A public read of the API too large to keep in memory (SPEC.md's whole news list: 7 MB of JSON
 * at 3,000 articles, and its compressed copies, took 100-300 MB at its peak to make and keep):
 * `{ "<key>": [...] }` is written a batch of rows at a time as `batches` reads them, waiting
 * for the client to take each (backpressure), and compressed per request by the compression
 * middleware at its cheap levels. Nothing is kept between requests, so memory does not grow
 * with the list. A strong ETag names the content revision and the first batch's JSON (the
 * newest items, in the answer's format): a matching `If-None-Match` is a 304 without reading
 * further. Each item appears once even when the list changes while it is sent (the batches
 * follow an index, not an offset); such an answer may already show that change.
 */
export function streamedRead(s: Services, name: string, key: string, batches: () => AsyncGenerator<unknown[]>): RequestHandler {
  return async function streamedList(req, res) {
    const revision = await s.database.revision.current();
    const rows = batches();
    const first = await rows.next();
    const firstJson = first.done ? "" : first.value.map((item) => JSON.stringify(item)).join(",");
    res.set("ETag", `"${createHash("sha256").update(`${name}\n${revision}\n${firstJson}`).digest("base64url").slice(0, 27)}"`);
    res.vary("Accept-Encoding");
    if (req.fresh || req.method === "HEAD") {
      await rows.return(undefined);
      if (req.fresh) res.status(304);
      else res.type("json");
      res.end();
      return;
    }
    res.type("json");
    // One listener each for the whole answer (the compression middleware moves `drain` listeners
    // onto its stream and never takes them off): each wakes whoever waits for the client.
    let gone = false;
    let wake: (() => void) | undefined;
    const woken = () => {
      wake?.();
      wake = undefined;
    };
    res.on("drain", woken);
    res.once("close", () => {
      gone = true;
      woken();
    });
    const write = async (chunk: string) => {
      if (!res.write(chunk) && !gone) await new Promise<void>((resolve) => (wake = resolve));
    };
    try {
      await write(`{${JSON.stringify(key)}:[${firstJson}`);
      let written = firstJson !== "";
      for await (const batch of rows) {
        if (gone) break;
        if (!batch.length) continue;
        await write(`${written ? "," : ""}${batch.map((item) => JSON.stringify(item)).join(",")}`);
        written = true;
      }
      if (!gone) res.end("]}");
    } catch (err) {
      // The status line is gone: cut the answer short, so the client sees it is incomplete.
      s.log.error("could not finish a streamed list", { name, error: String(err) });
      res.destroy(err instanceof Error ? err : new Error(String(err)));
    } finally {
      await rows.return(undefined);
    }
  };
}
