import path from "node:path";
import { sql } from "kysely";
import { openDatabase, type DatabaseHandle } from "../../../server/db/index.ts";

/**
 * A second, independent handle on the same database as `h` (its own SQLite connection to the
 * same file, or its own PostgreSQL pool on the same schema), as another process would have.
 */
export async function secondHandle(h: DatabaseHandle): Promise<DatabaseHandle> {
  if (h.dialect === "sqlite") {
    const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(h.db);
    return openDatabase({ dataDir: path.dirname(rows[0]!.file) });
  }
  const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(h.db);
  return openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: "", pgSchema: rows[0]!.s });
}
