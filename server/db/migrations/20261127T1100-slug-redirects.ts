import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// When a company's slug changes, its old address keeps answering with a 301 to the new one: one
// row per old slug, pointing at the company (its id), not at a slug, so a chain of changes
// (A → B → C) sends every old address straight to the current one. The public pages read the
// table, so writes bump the content revision like the other content tables.

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema
    .createTable("slug_redirects")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("from_slug", "text", (c) => c.notNull().unique())
    .addColumn("investment_id", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("slug_redirects_investment").ifNotExists().on("slug_redirects").column("investment_id").execute();

  if (dialect === "postgres") {
    await sql`create trigger slug_redirects_content_revision after insert or update or delete or truncate on slug_redirects
      for each statement execute function bump_content_revision()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger if not exists ${sql.id(`slug_redirects_content_revision_${event}`)} after ${sql.raw(event)} on slug_redirects
      begin update content_revision set revision = revision + 1 where id = 1; end`.execute(db);
  }
}
