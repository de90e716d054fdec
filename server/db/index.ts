import { mkdirSync } from "node:fs";
import path from "node:path";
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrateToLatest, type Dialect } from "./migrate.ts";
import type { Database } from "./schema.ts";
import { openSqlite } from "./sqlite-adapter.ts";

export type DB = Kysely<Database>;

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  /** Answers when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…` selects PostgreSQL; anything else (or nothing) selects SQLite. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file `site.db`. */
  dataDir: string;
  /** PostgreSQL schema to use (tests run each suite in a fresh one). */
  pgSchema?: string | undefined;
}

// PostgreSQL returns bigint/int8 as strings by default; our counters fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** Opens the database the options select and applies migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  let db: DB;
  let dialect: Dialect;
  if (isPostgresUrl(opts.databaseUrl)) {
    dialect = "postgres";
    const schema = opts.pgSchema;
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    if (schema) {
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
      const c = await pool.connect();
      try {
        await c.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
      } finally {
        c.release();
      }
    }
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  } else {
    dialect = "sqlite";
    mkdirSync(opts.dataDir, { recursive: true });
    const { database } = openSqlite(path.join(opts.dataDir, "site.db"));
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins });
  }
  await migrateToLatest(db as Kysely<any>, dialect);
  return {
    db,
    dialect,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}
