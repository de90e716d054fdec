import type { Kysely } from "kysely";

// Frozen in time: this migration names its tables and columns itself and imports no app code.
//
// Drafts: at most one per document (`doc_id` is the key), holding the fields a save of that
// document would write, as JSON text (the same field set versions keep). `is_new` marks the draft
// of a document that does not exist yet (a new article, company or person): its id is allocated
// with the draft and kept when it is published. `base_revision` is the live revision the draft
// started from (a publish over a newer one is a conflict); `draft_revision` counts the draft's own
// saves, for If-Match between two people editing one draft. Review: `review_state` is none,
// requested or returned, with who and when and the comment.
//
// Preview links: a signed, expiring link to a draft's public page. Only the SHA-256 of the token
// is kept, so the table never holds a usable link.
//
// Neither table is read by the public pages' cached answers, so neither bumps the content
// revision: saving a draft never invalidates a cached page.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("drafts")
    .ifNotExists()
    .addColumn("doc_id", "text", (c) => c.primaryKey())
    .addColumn("doc_type", "text", (c) => c.notNull())
    .addColumn("is_new", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("base_revision", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("draft_revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_by", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("review_state", "text", (c) => c.notNull().defaultTo("none"))
    .addColumn("review_comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("review_by", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("review_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("drafts_updated_at").ifNotExists().on("drafts").columns(["updated_at", "doc_id"]).execute();
  await db.schema.createIndex("drafts_review_state").ifNotExists().on("drafts").column("review_state").execute();

  await db.schema
    .createTable("preview_links")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("doc_id", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_by", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("preview_links_doc_id").ifNotExists().on("preview_links").column("doc_id").execute();
}
