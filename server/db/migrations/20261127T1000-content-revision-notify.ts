import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its channel and tables itself and imports no app code.
//
// PostgreSQL: every raise of the content revision is announced on the channel
// `r28_content_revision` as `<schema>:<revision>` (pg_notify in the raising transaction, so it is
// delivered when, and only if, that transaction commits). Each instance listens on it and keeps
// the revision in memory instead of reading it on every page request (server/db/revision-notifier.ts).
// The schema in the payload keeps apart several sites (or test runs) sharing one database.
// SQLite has no such channel: each process reads the revision from its file.

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  if (dialect !== "postgres") return;
  await sql`
    create or replace function notify_content_revision() returns trigger language plpgsql as $$
    begin
      perform pg_notify('r28_content_revision', tg_table_schema || ':' || new.revision);
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger if exists content_revision_notify on content_revision`.execute(db);
  await sql`create trigger content_revision_notify after update on content_revision
    for each row execute function notify_content_revision()`.execute(db);
}
