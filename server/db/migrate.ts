import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";

export type Dialect = "sqlite" | "postgres";

/** The folder the migrations live in, one file each (docs/server.md, "Migrations"). */
export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, "migrations");

/** `<UTC timestamp>-<what it does>.ts`, e.g. `20270115T0930-add-revisions.ts`; the name sorts by time. */
const MIGRATION_FILE = /^(\d{8}T\d{4}-[a-z0-9][a-z0-9-]*)\.ts$/;

/**
 * What a migration file exports. `up` (and `down`, if given) receive the database as
 * `Kysely<any>`, frozen in time and independent of the app's current schema types, and the
 * dialect: a few column types differ between the two databases (binary data is `blob` on
 * SQLite and `bytea` on PostgreSQL) and Kysely has no public way to ask a handle which it is.
 * A migration that needs no dialect simply declares `up(db)`.
 */
interface MigrationModule {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/**
 * The migration files of `folder`, oldest first, as [name, file]. A `.ts` file whose name does
 * not follow the pattern is an error rather than skipped or run out of order.
 */
async function migrationFiles(folder: string): Promise<[name: string, file: string][]> {
  const files = (await readdir(folder)).filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts")).sort();
  return files.map((file) => {
    const name = MIGRATION_FILE.exec(file)?.[1];
    if (!name) throw new Error(`migration file ${file} in ${folder} must be named <YYYYMMDDTHHMM>-<name>.ts (lower case)`);
    return [name, file];
  });
}

/**
 * Every migration file in a folder, found at run time: adding one is adding a file, no list to
 * edit. The server runs from its TypeScript sources (Node's type stripping), so the files are
 * imported as they are.
 */
class FolderMigrationProvider implements MigrationProvider {
  private readonly folder: string;
  private readonly dialect: Dialect;
  constructor(folder: string, dialect: Dialect) {
    this.folder = folder;
    this.dialect = dialect;
  }

  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, file] of await migrationFiles(this.folder)) {
      const { up, down } = (await import(pathToFileURL(path.join(this.folder, file)).href)) as Partial<MigrationModule>;
      if (typeof up !== "function") throw new Error(`migration ${file} exports no up(db) function`);
      out[name] = {
        up: (db) => up(db, this.dialect),
        ...(typeof down === "function" ? { down: (db: Kysely<any>) => down(db, this.dialect) } : {}),
      };
    }
    return out;
  }
}

async function migrator(db: Kysely<any>, dialect: Dialect, folder: string): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; on a
  // PostgreSQL shared by several schemas (tests, other apps) it would find another's and skip its own.
  const schema =
    dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: new FolderMigrationProvider(folder, dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
}

/**
 * Applies every pending migration of `folder` (the app's own by default) and answers their
 * names; safe to call at each start and from several instances at once (Kysely takes a lock).
 */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect, folder = MIGRATIONS_FOLDER): Promise<string[]> {
  const run = async () => {
    const { error, results } = await (await migrator(db, dialect, folder)).migrateToLatest();
    const failed = results?.find((r) => r.status === "Error");
    if (error || failed) {
      throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
    }
    return (results ?? []).map((r) => r.migrationName);
  };
  if (dialect !== "sqlite") return retryWhileAnotherSchemaGoes(run);
  // Kysely takes no lock on SQLite (it expects one process) and runs migrations outside any
  // transaction there, so two processes starting together on one empty file both ran the first
  // migration. Holding SQLite's write lock for the whole run makes the second wait (busy_timeout,
  // then retryWhenBusy) and then find everything applied; a failing migration rolls back whole.
  // The SQLite handle has one connection, so every statement of the run is inside this transaction.
  await sql`begin immediate`.execute(db);
  try {
    const names = await run();
    await sql`commit`.execute(db);
    return names;
  } catch (err) {
    await sql`rollback`.execute(db).catch(() => {});
    throw err;
  }
}

/** The names of the migrations this program knows that the database has not applied yet. */
export async function pendingMigrations(db: Kysely<any>, dialect: Dialect, folder = MIGRATIONS_FOLDER): Promise<string[]> {
  const all = await (await migrator(db, dialect, folder)).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

/** The names of every migration this program has, oldest first (backup archives record them). */
export async function migrationNames(folder = MIGRATIONS_FOLDER): Promise<string[]> {
  return (await migrationFiles(folder)).map(([name]) => name);
}

/**
 * Kysely's migrator looks for its tables with an introspection of every schema of the server;
 * while another schema is being dropped (a test run ending, another app's cleanup) that read
 * fails with "schema … does not exist" (3F000), "relation … does not exist" (42P01) or, from
 * pg_get_serial_sequence, "column … does not exist" (42703) before anything of ours is touched. Such
 * a run is tried again, a few times; any other error, or our own schema missing, is thrown.
 */
export async function retryWhileAnotherSchemaGoes<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await run();
    } catch (err) {
      const cause = (err as { cause?: unknown })?.cause ?? err;
      const { code, routine } = (cause ?? {}) as { code?: unknown; routine?: unknown };
      // 3F000: a schema, 42P01: a relation, gone between the introspector's catalog read and its
      // lookups; 42703 from pg_get_serial_sequence: a column another schema's migration dropped
      // meanwhile (only the introspector calls that function).
      const anotherSchemaMoved = code === "3F000" || code === "42P01" || (code === "42703" && routine === "pg_get_serial_sequence");
      if (!anotherSchemaMoved || i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 50 * i));
    }
  }
}
