import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// Timed publishing. `schedules` holds at most one publish and one unpublish time per document
// (UTC ISO text, which sorts as time); a tick or a page request claims a due row and publishes in
// the transaction that deletes it, so each row fires once whatever the number of instances.
// A change to `schedules` raises the content revision (the same trigger as the content tables),
// so every instance hears of it and refreshes the next due time it keeps in memory.
// `scheduler_runs` is each instance's heartbeat: the admin warns when no instance has ticked for
// more than two ticks.
// News items get a publication time (`published_at`), which the lists order by; existing
// articles take their creation time.

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  await db.schema
    .createTable("schedules")
    .ifNotExists()
    .addColumn("doc_id", "text", (c) => c.notNull())
    .addColumn("doc_type", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("schedules_pk", ["doc_id", "action"])
    .execute();
  await db.schema.createIndex("schedules_run_at").ifNotExists().on("schedules").columns(["run_at", "doc_id"]).execute();

  await db.schema
    .createTable("scheduler_runs")
    .ifNotExists()
    .addColumn("instance", "text", (c) => c.primaryKey())
    .addColumn("last_run_at", "text", (c) => c.notNull())
    .addColumn("tick_seconds", "integer", (c) => c.notNull())
    .execute();

  if (dialect === "postgres") {
    // bump_content_revision() was created by the content-revision migration. Per row, not per
    // statement: removing a draft deletes its (usually absent) publish schedule, and a statement
    // that touches no row must not raise the revision (a draft's discard leaves pages cached).
    await sql`drop trigger if exists schedules_content_revision on schedules`.execute(db);
    await sql`create trigger schedules_content_revision after insert or update or delete on schedules
      for each row execute function bump_content_revision()`.execute(db);
  } else {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger if not exists ${sql.id(`schedules_content_revision_${event}`)} after ${sql.raw(event)} on schedules
        begin update content_revision set revision = revision + 1 where id = 1; end`.execute(db);
    }
  }

  await db.schema.alterTable("news_items").addColumn("published_at", "text", (c) => c.notNull().defaultTo("")).execute();
  await sql`update news_items set published_at = created_at`.execute(db);
  // The lists' order (newest publication first), and the news search's scan (see the
  // news-search-index migration: the index holds what the search and its count read).
  await db.schema.createIndex("news_items_published").ifNotExists().on("news_items").columns(["published_at", "id"]).execute();
  await db.schema.createIndex("news_items_published_search").ifNotExists().on("news_items").columns(["published_at", "id", "title", "subtitle"]).execute();
  // The same, in the old order: nothing reads it any more.
  await db.schema.dropIndex("news_items_search").ifExists().execute();
}
