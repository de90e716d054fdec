import { type Kysely } from "kysely";

// Frozen in time: this migration names its tables and columns itself and imports no app code.
// The inbox's read marks, document versions, the trash,
// the activity log and short-lived previews.

export async function up(db: Kysely<any>): Promise<void> {
  // The inbox: when a message was first read ("" = unread).
  await db.schema
    .alterTable("contact_messages")
    .addColumn("read_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("contact_messages_created_at").ifNotExists().on("contact_messages").column("created_at").execute();

  // Every saved state of an editable document (singleton, banner, investment, news item).
  // `revision` counts per document; the newest row is the live state.
  await db.schema
    .createTable("document_versions")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("doc_type", "text", (c) => c.notNull())
    .addColumn("doc_id", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("changed_fields", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("restored_from", "integer")
    .addColumn("user_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("document_versions_doc_revision", ["doc_id", "revision"])
    .execute();

  // Deleted news items and investments, kept whole until `purge_at`.
  await db.schema
    .createTable("trash")
    .ifNotExists()
    .addColumn("doc_id", "text", (c) => c.primaryKey())
    .addColumn("doc_type", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("deleted_at", "text", (c) => c.notNull())
    .addColumn("purge_at", "text", (c) => c.notNull())
    .execute();

  // Who did what, when, from where. Never a password, token or hash.
  await db.schema
    .createTable("activity_log")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("username", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("target_type", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("target_id", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("target_label", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("activity_log_at").ifNotExists().on("activity_log").columns(["at", "id"]).execute();

  // Unsaved values a staff member asked to preview, read by the page loaders for a short while.
  await db.schema
    .createTable("previews")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("doc_id", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}
