import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// One row holds the content revision: a number that goes up with every write to a table whose
// rows the public pages show. Triggers bump it inside the writing statement's own transaction, so
// no write path (API, seed, import or restore script, hand-written SQL) can forget it, and a page
// request on any instance that reads the revision after the write committed sees the new number.
// Page ETags and the render cache are keyed on it (docs/performance.md).

/** The tables the public pages read. Tables added later that pages read need the same trigger. */
const CONTENT_TABLES = [
  "home_hero_text",
  "home_overview",
  "home_stats",
  "home_what_we_do",
  "footer",
  "who_we_are",
  "core_values",
  "approach",
  "strategic_alliances",
  "banners",
  "investments",
  "news_items",
];

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema
    .createTable("content_revision")
    .ifNotExists()
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "bigint", (c) => c.notNull())
    .execute();
  await sql`insert into content_revision (id, revision) values (1, 1) on conflict (id) do nothing`.execute(db);

  if (dialect === "postgres") {
    await sql`
      create or replace function bump_content_revision() returns trigger language plpgsql as $$
      begin
        update content_revision set revision = revision + 1 where id = 1;
        return null;
      end
      $$`.execute(db);
    for (const table of CONTENT_TABLES) {
      await sql`drop trigger if exists ${sql.id(`${table}_content_revision`)} on ${sql.table(table)}`.execute(db);
      await sql`create trigger ${sql.id(`${table}_content_revision`)} after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_content_revision()`.execute(db);
    }
    return;
  }
  for (const table of CONTENT_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger if not exists ${sql.id(`${table}_content_revision_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update content_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }
}
