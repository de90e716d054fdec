import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// The lists read one page at a time in a fixed order, so each order has an index that gives it
// without sorting the table: news newest first (created_at, id), companies in the order they were
// added (created_at, id), the inbox newest first (created_at, id), the trash newest first
// (deleted_at). The portfolio's sector filter compares lower(sector), so that expression is
// indexed too. The old single-column news index is replaced by the pair.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("news_items_created").ifNotExists().on("news_items").columns(["created_at", "id"]).execute();
  await db.schema.dropIndex("news_items_created_at").ifExists().execute();
  await db.schema.createIndex("investments_created").ifNotExists().on("investments").columns(["created_at", "id"]).execute();
  await sql`create index if not exists investments_sector_lower on investments (lower(sector))`.execute(db);
  await db.schema.createIndex("contact_messages_created").ifNotExists().on("contact_messages").columns(["created_at", "id"]).execute();
  await db.schema.dropIndex("contact_messages_created_at").ifExists().execute();
  await db.schema.createIndex("trash_deleted_at").ifNotExists().on("trash").column("deleted_at").execute();
}
