import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables and columns itself and imports no app code.
//
// The people of the leadership pages become stored records: one row per person, with a readable
// address (/about-us/leadership/{slug}, lower-case, so a plain unique index makes slugs unique
// case-insensitively), the group they appear in ("board" or "executive") and their place in the
// list (`position`, smallest first). The public pages read the table, so writes bump the content
// revision like the other content tables. The rows themselves are added by the app's seed
// (server/db/seed-leaders.ts), once, on a first start and on an upgrade alike.
//
// Old addresses of every kind of record share `slug_redirects`: a `kind` column says whose
// address it was ("investment" for the rows made before, "leader"), and an old slug is unique per
// kind, so a company and a person may each have had the same one. SQLite cannot drop the old
// column-level unique constraint, so there the table is rebuilt with its rows.

const KINDS_UNIQUE = "slug_redirects_kind_from_slug";

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
    .createTable("leaders")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("biography", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("portrait", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("portrait_alt", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("group", "text", (c) => c.notNull().defaultTo("executive"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leaders_slug").ifNotExists().unique().on("leaders").column("slug").execute();
  await revisionTriggers(db, dialect, "leaders");

  if (dialect === "postgres") {
    await sql`alter table slug_redirects add column kind text not null default 'investment'`.execute(db);
    await sql`alter table slug_redirects drop constraint if exists slug_redirects_from_slug_key`.execute(db);
    await db.schema.createIndex(KINDS_UNIQUE).unique().on("slug_redirects").columns(["kind", "from_slug"]).execute();
    return;
  }
  await db.schema
    .createTable("slug_redirects_next")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("investment"))
    .addColumn("from_slug", "text", (c) => c.notNull())
    .addColumn("investment_id", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into slug_redirects_next (id, kind, from_slug, investment_id, username, created_at, updated_at)
    select id, 'investment', from_slug, investment_id, username, created_at, updated_at from slug_redirects`.execute(db);
  await sql`drop table slug_redirects`.execute(db);
  await sql`alter table slug_redirects_next rename to slug_redirects`.execute(db);
  await db.schema.createIndex(KINDS_UNIQUE).unique().on("slug_redirects").columns(["kind", "from_slug"]).execute();
  await db.schema.createIndex("slug_redirects_investment").ifNotExists().on("slug_redirects").column("investment_id").execute();
  await revisionTriggers(db, dialect, "slug_redirects");
}
