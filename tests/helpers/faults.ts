import { sql } from "kysely";
import type { DatabaseHandle } from "../../server/db/index.ts";

/**
 * Makes every `op` on `table` fail inside the database (a trigger raising an error), as a disk
 * or constraint failure would; the real code runs unchanged up to that statement. Answers the
 * function that removes the fault.
 */
export async function failWrites(h: Pick<DatabaseHandle, "db" | "dialect">, table: string, op: "insert" | "update" | "delete"): Promise<() => Promise<void>> {
  const name = sql.id(`fail_${op}_${table}`);
  const target = sql.id(table);
  const when = sql.raw(op.toUpperCase());
  if (h.dialect === "sqlite") {
    await sql`CREATE TRIGGER ${name} BEFORE ${when} ON ${target} BEGIN SELECT RAISE(ABORT, 'forced failure'); END`.execute(h.db);
    return async () => {
      await sql`DROP TRIGGER ${name}`.execute(h.db);
    };
  }
  await sql`CREATE OR REPLACE FUNCTION forced_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$`.execute(h.db);
  await sql`CREATE TRIGGER ${name} BEFORE ${when} ON ${target} FOR EACH ROW EXECUTE FUNCTION forced_failure()`.execute(h.db);
  return async () => {
    await sql`DROP TRIGGER ${name} ON ${target}`.execute(h.db);
  };
}
