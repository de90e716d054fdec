import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// Two editable pages, the privacy notice (/privacy) and the accessibility statement
// (/accessibility), each a singleton block like the about pages (an intro line over rich text);
// and the footer's four social links, empty (not shown) until staff set them. The start-up seed
// inserts the two pages' first text when their row is missing, so a database made by the previous
// release gains them once and an edited one keeps its text. The public pages read both tables, so
// writes bump the content revision like the other content tables.

const PAGES = ["privacy_notice", "accessibility_statement"];
const SOCIAL = ["linkedin", "x", "youtube", "instagram"];

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  for (const table of PAGES) {
    await db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("intro", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("content", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
  }
  for (const column of SOCIAL) {
    await db.schema
      .alterTable("footer")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }

  if (dialect === "postgres") {
    for (const table of PAGES) {
      await sql`create trigger ${sql.id(`${table}_content_revision`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_content_revision()`.execute(db);
    }
    return;
  }
  for (const table of PAGES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger if not exists ${sql.id(`${table}_content_revision_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update content_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }
}
