import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its table itself and imports no app code.
//
// The content blocks declared since the first release (sector cards and pages, page copy such as
// the core values' taglines, the About us and Contacts copy, the statistics labels) are stored one
// row each, their fields as a JSON object: a field added to such a block later needs no migration
// (a stored block without it shows its seed). The rows themselves are seeded by the app's start
// (server/db/seed.ts, insert-if-missing), so a database of the previous release gets them once.
// Public pages read the table, so it raises the content revision like the other content tables.

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema
    .createTable("content_blocks")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  if (dialect === "postgres") {
    await sql`drop trigger if exists content_blocks_content_revision on content_blocks`.execute(db);
    await sql`create trigger content_blocks_content_revision after insert or update or delete or truncate on content_blocks
      for each statement execute function bump_content_revision()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger if not exists ${sql.id(`content_blocks_content_revision_${event}`)} after ${sql.raw(event)} on content_blocks
      begin update content_revision set revision = revision + 1 where id = 1; end`.execute(db);
  }
}
