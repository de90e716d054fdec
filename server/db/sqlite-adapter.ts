import { DatabaseSync, type StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/** How many distinct statements to keep prepared (the app has a few dozen). */
const MAX_STATEMENTS = 500;

/** How long a statement waits for another process's lock on the file (busy_timeout). */
const BUSY_MS = 5000;

/**
 * Switches the file to WAL, which takes its exclusive lock. SQLite does not wait for that lock
 * (it answers "database is locked" at once, without its busy handler, to avoid a deadlock) while
 * another process holds the write lock of a file still in rollback mode, as a new database is
 * until its first writer has switched it: a process starting beside one migrating a new file
 * could fail so (tests/ops/concurrent-migrations.test.ts did once in a CI run). The switch is
 * retried every 20 ms for as long as a statement would wait.
 */
function switchToWal(raw: DatabaseSync): void {
  const deadline = Date.now() + BUSY_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      raw.exec("PRAGMA journal_mode = WAL");
      return;
    } catch (err) {
      if (!/database is locked/i.test(String(err)) || Date.now() >= deadline) throw err;
      Atomics.wait(pause, 0, 0, 20);
    }
  }
}

/**
 * Adapts Node's built-in `node:sqlite` to the small interface Kysely's SqliteDialect expects
 * (the better-sqlite3 shape), so no native module has to be built.
 *
 * Transactions: Kysely holds this one connection behind a mutex from BEGIN to COMMIT/ROLLBACK,
 * so a transaction's statements never interleave with any other query of the process
 * (tests/db/transactions.test.ts shows it). Its `begin` is turned into `begin immediate`: the
 * write lock is taken at the start, waiting up to busy_timeout for another process using the
 * same file, instead of failing at once with SQLITE_BUSY when a transaction that began by reading
 * goes on to write.
 */
export function openSqlite(file: string): SqliteDatabase & { readRevision(): number | undefined } {
  const raw = new DatabaseSync(file);
  // First, so that switching a new file to WAL waits for another process doing the same.
  raw.exec(`PRAGMA busy_timeout = ${BUSY_MS}`);
  switchToWal(raw);
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA synchronous = NORMAL");
  // Prepared statements by their SQL: Kysely compiles the same few queries over and over (the
  // content revision on every page request), and preparing costs more than running them.
  const statements = new Map<string, { stmt: StatementSync; reader: boolean }>();
  const params = (p: ReadonlyArray<unknown>) => p.map(toSqlite) as never[];
  let revision: StatementSync | undefined;
  let reader: DatabaseSync | undefined;
  return {
    /**
     * The content revision read at once, without Kysely's queue: a cached page's only database
     * work (server/db/revision-notifier.ts). It is read on a read-only connection of its own, so
     * it sees only committed writes and never waits: while a save's transaction holds the main
     * connection (which would see its own uncommitted raise), cached pages are still answered,
     * with the revision committed before it. Undefined when it cannot be read (not migrated yet:
     * the caller then reads through Kysely, which reports it).
     */
    readRevision() {
      try {
        if (!reader) {
          reader = new DatabaseSync(file, { readOnly: true });
          reader.exec(`PRAGMA busy_timeout = ${BUSY_MS}`);
        }
        revision ??= reader.prepare("select revision from content_revision where id = 1");
        const row = revision.get() as { revision: number | bigint } | undefined;
        return row ? Number(row.revision) : undefined;
      } catch {
        return undefined;
      }
    },
    close: () => {
      reader?.close();
      raw.close();
    },
    prepare(sqlText: string): SqliteStatement {
      const sql = /^begin$/i.test(sqlText) ? "begin immediate" : sqlText;
      let prepared = statements.get(sql);
      if (!prepared) {
        const stmt = raw.prepare(sql);
        prepared = { stmt, reader: stmt.columns().length > 0 };
        if (statements.size >= MAX_STATEMENTS) statements.clear();
        statements.set(sql, prepared);
      }
      const { stmt, reader } = prepared;
      return {
        reader,
        all: (p) => stmt.all(...params(p)),
        run: (p) => {
          const r = stmt.run(...params(p));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        // A statement of its own: an open iterator must not be reset by another run of the same SQL.
        iterate: (p) => raw.prepare(sql).iterate(...params(p)),
      };
    },
  };
}

function toSqlite(v: unknown): unknown {
  if (typeof v === "boolean") return v ? 1 : 0;
  if (v instanceof Date) return v.toISOString();
  if (v === undefined) return null;
  return v;
}
