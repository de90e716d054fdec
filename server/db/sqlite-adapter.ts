import { DatabaseSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

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
export function openSqlite(file: string): SqliteDatabase {
  const raw = new DatabaseSync(file);
  // First, so that switching a new file to WAL waits for another process doing the same.
  raw.exec("PRAGMA busy_timeout = 5000");
  raw.exec("PRAGMA journal_mode = WAL");
  raw.exec("PRAGMA foreign_keys = ON");
  raw.exec("PRAGMA synchronous = NORMAL");
  return {
    close: () => raw.close(),
    prepare(sqlText: string): SqliteStatement {
      const stmt = raw.prepare(/^begin$/i.test(sqlText) ? "begin immediate" : sqlText);
      const params = (p: ReadonlyArray<unknown>) => p.map(toSqlite) as never[];
      return {
        reader: stmt.columns().length > 0,
        all: (p) => stmt.all(...params(p)),
        run: (p) => {
          const r = stmt.run(...params(p));
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid };
        },
        iterate: (p) => stmt.iterate(...params(p)),
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
