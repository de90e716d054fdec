import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its table and columns itself and imports no app code.
//
// Reports and documents (/reports): one row per published PDF, at /reports/{slug} with its file at
// /reports/{slug}.pdf. The slug is fixed when the document is added (its addresses never change);
// a replaced file changes `file_key` and the file columns only. The bytes live in the media
// storage backend under `file_key`. The public pages read the table, so writes bump the content
// revision like the other content tables. The built-in documents are added by the app's seed
// (server/db/seed-documents.ts), once, on a first start and on an upgrade alike.

async function revisionTriggers(db: Kysely<any>, dialect: "sqlite" | "postgres", table: string): Promise<void> {
  if (dialect === "postgres") {
    await sql`drop trigger if exists ${sql.id(`${table}_content_revision`)} on ${sql.table(table)}`.execute(db);
    await sql`create trigger ${sql.id(`${table}_content_revision`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_revision()`.execute(db);
    return;
  }
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger if not exists ${sql.id(`${table}_content_revision_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
      begin update content_revision set revision = revision + 1 where id = 1; end`.execute(db);
  }
}

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema
    .createTable("documents")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("other"))
    .addColumn("cover", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("file_key", "text", (c) => c.notNull())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_size", "integer", (c) => c.notNull())
    .addColumn("file_sha256", "text", (c) => c.notNull())
    .addColumn("pages", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("file_updated_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("documents_slug").ifNotExists().unique().on("documents").column("slug").execute();
  await db.schema.createIndex("documents_year_kind").ifNotExists().on("documents").columns(["year", "kind"]).execute();
  await revisionTriggers(db, dialect, "documents");
}
