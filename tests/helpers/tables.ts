import { sql, type Kysely } from "kysely";

/**
 * The tables of the test's own database and their columns. On PostgreSQL only the current schema
 * is read (information_schema, by name): Kysely's introspector reads every schema of the server,
 * and fails with "schema … does not exist" when another run drops its schema meanwhile.
 */
export async function ownTables(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<{ name: string; columns: string[] }[]> {
  if (dialect === "sqlite") return (await db.introspection.getTables()).map((t) => ({ name: t.name, columns: t.columns.map((c) => c.name) }));
  const { rows } = await sql<{ t: string; c: string }>`select table_name as t, column_name as c from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const r of rows) tables.set(r.t, [...(tables.get(r.t) ?? []), r.c]);
  return [...tables].map(([name, columns]) => ({ name, columns }));
}
