import type { Kysely } from "kysely";
import type pg from "pg";
import { readContentRevision } from "./repositories/revision.ts";
import type { Database } from "./schema.ts";

type DB = Kysely<Database>;

/**
 * The PostgreSQL channel the content revision is announced on: a trigger on `content_revision`
 * (see its notify migration) calls `pg_notify` with `<schema>:<revision>` in the transaction that
 * raises it, so the announcement is delivered when, and only if, that transaction commits.
 */
export const REVISION_CHANNEL = "r28_content_revision";

/**
 * Where page and API answers learn the content revision (their cache key and ETag).
 *
 * SQLite reads it on every call: the read is a local prepared statement, and another process on
 * the same file can change it at any time. PostgreSQL keeps it in memory while a dedicated
 * connection LISTENs on REVISION_CHANNEL, so a cached page costs no round trip, and every
 * instance learns of an edit when it commits. It falls back to reading on every call whenever
 * that is not certain: before the listener is connected, while it is down (it reconnects and
 * reads once more when it is back), and during and right after a write made through this
 * process (see `writing`), which closes the window between the commit and the notification's
 * arrival for the instance the editor uses.
 */
export interface ContentRevisionSource {
  /** The current content revision: from memory when that is certain, else read. */
  current(): number | Promise<number>;
  /** The revision read from the database now (a revalidation asks: it must not trust a notification still on its way). */
  fresh(): number | Promise<number>;
  /** The newest revision this process has seen, without any I/O (background work checks it). */
  latest(): number;
  /** A write begins on this process: answers the function to call when it has ended. */
  writing(): () => void;
  /** How many times the revision was read from the database (tests count them). */
  readonly reads: number;
  /** The listener is connected and caught up (always false on SQLite). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Reads the revision on every call (SQLite). `readNow`, when given, reads it synchronously (a
 * read-only SQLite connection of its own: committed writes only, never waiting for a transaction)
 * and answers undefined when it cannot.
 */
export function readingRevisionSource(db: DB, readNow?: () => number | undefined): ContentRevisionSource {
  let latest = 0;
  let reads = 0;
  const seen = (revision: number) => {
    if (revision > latest) latest = revision;
    return revision;
  };
  return {
    current() {
      reads++;
      const now = readNow?.();
      return now === undefined ? readContentRevision(db).then(seen) : seen(now);
    },
    fresh() {
      return this.current();
    },
    latest: () => latest,
    writing: () => () => undefined,
    get reads() {
      return reads;
    },
    listening: false,
    close: async () => undefined,
  };
}

export interface ListenerOptions {
  /** Makes the listener's connection (the same server, user and schema as the pool). */
  connect(): pg.Client;
  /** Told when the listener drops or cannot connect; it keeps retrying. */
  onError?: (err: Error) => void;
  /** First wait before reconnecting; doubles up to 30 s. */
  retryMs?: number;
}

/**
 * PostgreSQL: the revision from LISTEN/NOTIFY, falling back to a read per call. The listener
 * connects on the first call, so scripts that never serve a page open no extra connection.
 */
export function listeningRevisionSource(db: DB, opts: ListenerOptions): ContentRevisionSource {
  let latest = 0;
  let reads = 0;
  let closed = false;
  /** The listener is connected, listening, and has read the revision since it began listening. */
  let live = false;
  let client: pg.Client | undefined;
  let starting: Promise<void> | undefined;
  let retryMs = opts.retryMs ?? 500;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Writes of this process in progress; `stale` counts ended writes no read has followed yet. */
  let writes = 0;
  let stale = 0;

  const seen = (revision: number) => {
    // Revisions only go up, and a read and a notification may arrive in either order.
    if (revision > latest) latest = revision;
  };
  const read = async () => {
    reads++;
    const before = stale;
    const revision = await readContentRevision(db);
    seen(revision);
    // A read that began after the writes ended saw them: memory is certain again.
    if (writes === 0 && stale === before) stale = 0;
    return revision;
  };

  const drop = (err?: Error) => {
    if (!client) return;
    const old = client;
    client = undefined;
    live = false;
    old.removeAllListeners();
    old.on("error", () => undefined);
    void old.end().catch(() => undefined);
    if (err) opts.onError?.(err);
    if (!closed) {
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void start();
      }, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  };
  const start = () =>
    (starting ??= (async () => {
      if (closed || client) return;
      const c = opts.connect();
      client = c;
      c.on("error", (err) => drop(err));
      c.on("end", () => drop(new Error("the revision listener's connection ended")));
      try {
        await c.connect();
        const { rows } = await c.query<{ schema: string }>("select current_schema() as schema");
        const schema = rows[0]?.schema;
        c.on("notification", (n) => {
          if (n.channel !== REVISION_CHANNEL || !n.payload) return;
          const at = n.payload.lastIndexOf(":");
          if (n.payload.slice(0, at) === schema) seen(Number(n.payload.slice(at + 1)));
        });
        await c.query(`LISTEN ${REVISION_CHANNEL}`);
        // Writes committed before LISTEN took effect were announced to no one: read once.
        await read();
        if (client === c && !closed) {
          live = true;
          retryMs = opts.retryMs ?? 500;
        }
      } catch (err) {
        if (client === c) drop(err as Error);
      }
    })().finally(() => (starting = undefined)));

  return {
    current() {
      if (live && writes === 0 && stale === 0) return latest;
      if (!client && !starting && !retryTimer && !closed) void start();
      return read();
    },
    fresh: () => read(),
    latest: () => latest,
    writing() {
      writes++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        writes--;
        stale++;
      };
    },
    get reads() {
      return reads;
    },
    get listening() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await starting;
      const c = client;
      client = undefined;
      live = false;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => undefined);
        await c.end().catch(() => undefined);
      }
    },
  };
}
