import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { StartupError } from "../startup-error.ts";
import { retryWhenBusy } from "./errors.ts";
import { migrateToLatest, pendingMigrations, type Dialect } from "./migrate.ts";
import { listeningRevisionSource, readingRevisionSource, type ContentRevisionSource } from "./revision-notifier.ts";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-adapter.ts";

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  /** The content revision, as page and API answers read it (./revision-notifier.ts). */
  revision: ContentRevisionSource;
  /** Answers when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Ready to serve: the database answers and every migration this program knows is applied. */
  ready(): Promise<{ ok: true } | { ok: false; reason: string }>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; anything else (or nothing) selects SQLite. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file `site.db`. */
  dataDir: string;
  /** PostgreSQL schema to use (tests run each suite in a fresh one). */
  pgSchema?: string | undefined;
  /** Apply pending migrations (default). A backup leaves the database as it found it. */
  migrate?: boolean;
  /** Told about errors of idle PostgreSQL connections (e.g. the server restarted); the pool reconnects. */
  onPoolError?: (err: Error) => void;
  /** Told when PostgreSQL's content revision listener drops or cannot connect; it retries. */
  onListenerError?: (err: Error) => void;
}

/** How long a new PostgreSQL connection may take before it counts as unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

// PostgreSQL returns bigint/int8 as strings by default; our counters fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** Opens the database the options select and applies migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  let db: DB;
  let dialect: Dialect;
  let revision: (db: DB) => ContentRevisionSource;
  if (isPostgresUrl(opts.databaseUrl)) {
    dialect = "postgres";
    const schema = opts.pgSchema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
    const connection = {
      connectionString: opts.databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: 10 });
    // One more connection, outside the pool, that listens for content revisions.
    // Named so a database administrator (or a test) can tell it apart in pg_stat_activity.
    const listener = { ...connection, application_name: `r28 revision listener${schema ? ` ${schema}` : ""}` };
    revision = (db) => listeningRevisionSource(db, { connect: () => new pg.Client(listener), onError: (err) => opts.onListenerError?.(err) });
    // Without a listener, an idle connection dropped by a PostgreSQL restart would end the process.
    pool.on("error", (err) => opts.onPoolError?.(err));
    try {
      const c = await pool.connect();
      try {
        if (schema) await c.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        c.release();
      }
    } catch (err) {
      await pool.end().catch(() => {});
      throw new StartupError(`Cannot connect to the PostgreSQL database ${describePostgresUrl(opts.databaseUrl)} (DATABASE_URL): ${postgresReason(err)}.`);
    }
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  } else {
    dialect = "sqlite";
    const file = path.join(opts.dataDir, "site.db");
    ensureWritableFolder(opts.dataDir);
    let database;
    try {
      database = openSqlite(file);
    } catch (err) {
      throw new StartupError(`Cannot open the SQLite database ${file}: ${err instanceof Error ? err.message : String(err)}.`);
    }
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins });
    const connection = database;
    revision = (db) => readingRevisionSource(db, () => connection.readRevision());
  }
  if (opts.migrate !== false) {
    try {
      // Several processes on one SQLite file may start at once; PostgreSQL serialises with a lock.
      await retryWhenBusy(() => migrateToLatest(db as Kysely<any>, dialect));
    } catch (err) {
      await db.destroy().catch(() => {});
      throw err;
    }
  }
  const ping = async () => {
    try {
      await sql`select 1`.execute(db);
      return true;
    } catch {
      return false;
    }
  };
  const source = revision(db);
  return {
    db,
    dialect,
    revision: source,
    ping,
    async ready(this: DatabaseHandle) {
      if (!(await this.ping())) return { ok: false, reason: "the database does not answer" };
      try {
        const pending = await pendingMigrations(db as Kysely<any>, dialect);
        return pending.length === 0 ? { ok: true } : { ok: false, reason: `migrations not applied: ${pending.join(", ")}` };
      } catch {
        return { ok: false, reason: "the migrations could not be read" };
      }
    },
    async close() {
      await source.close();
      await db.destroy();
    },
  };
}

/** The data folder exists (or is created) and a file can be written in it. */
function ensureWritableFolder(dir: string): void {
  const probe = path.join(dir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
  } catch (err) {
    const code = (err as { code?: string }).code;
    const why =
      code === "EACCES" || code === "EPERM" || code === "EROFS"
        ? "permission denied"
        : code === "ENOTDIR" || code === "EEXIST"
          ? "a file is in the way of the folder"
          : code === "ENOSPC"
            ? "the disk is full"
            : (err as Error).message;
    throw new StartupError(`Cannot write to the data folder ${dir} (DATA_DIR): ${why}. Set DATA_DIR to a folder this user can write.`);
  }
}

/** host:port/database of a PostgreSQL URL, without the user name or password. */
export function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "5432"}${u.pathname}`;
  } catch {
    return "(an unreadable URL)";
  }
}

function postgresReason(err: unknown): string {
  const e = err as { code?: string; message?: string };
  switch (e.code) {
    case "ECONNREFUSED":
      return "connection refused (is PostgreSQL running and listening there?)";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return "unknown host name";
    case "ETIMEDOUT":
      return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
    case "28P01":
      return "the user name or password is wrong";
    case "28000":
      return "this user may not connect";
    case "3D000":
      return "the database does not exist";
    case "57P03":
      return "the database is starting up or shutting down";
  }
  if (/timeout/i.test(e.message ?? "")) return `no answer within ${CONNECT_TIMEOUT_MS / 1000} s`;
  return e.message ?? String(err);
}
