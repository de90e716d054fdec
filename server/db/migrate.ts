import { sql, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import * as initial from "./migrations/20261122T0400-initial.ts";
import * as cmsTrust from "./migrations/20261123T2240-cms-trust.ts";

export type Dialect = "sqlite" | "postgres";

interface DialectMigration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** Migrations in order; names are timestamps so they sort as they were written. */
const MIGRATIONS: Record<string, DialectMigration> = {
  "20261122T0400-initial": initial,
  "20261123T2240-cms-trust": cmsTrust,
};

class StaticProvider implements MigrationProvider {
  private readonly dialect: Dialect;
  constructor(dialect: Dialect) {
    this.dialect = dialect;
  }
  getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(MIGRATIONS)) {
      const down = m.down;
      out[name] = {
        up: (db) => m.up(db, this.dialect),
        ...(down ? { down: (db: Kysely<any>) => down(db, this.dialect) } : {}),
      };
    }
    return Promise.resolve(out);
  }
}

async function migrator(db: Kysely<any>, dialect: Dialect): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told which one; on a
  // PostgreSQL shared by several schemas (tests, other apps) it would find another's and skip its own.
  const schema =
    dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  return new Migrator({ db, provider: new StaticProvider(dialect), ...(schema ? { migrationTableSchema: schema } : {}) });
}

/** Applies every pending migration; safe to call at each start and from several instances. */
export async function migrateToLatest(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const { error, results } = await (await migrator(db, dialect)).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}

/** The names of the migrations this program knows that the database has not applied yet. */
export async function pendingMigrations(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  const all = await (await migrator(db, dialect)).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

/** The names of every migration this program knows, oldest first (archives record them). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);
