import type { Kysely } from "kysely";

// Frozen in time: this migration names its tables itself and imports no app code.
//
// The news search (title or subtitle contains the text, `lower(...) like '%text%'`) cannot seek
// an index, so it scans; without this index it scanned the table, reading every article's rich
// text with it (about 7 MB at 3,000 articles). This index holds what the search and its count
// read, in the list's order (newest first by created_at, id), so SQLite scans the index alone
// (about 0.5 MB at 3,000) and reads the table only for the page's rows: a search at 3,000
// articles went from about 9 to 2 ms on a quiet machine. PostgreSQL can scan it the same way.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("news_items_search").ifNotExists().on("news_items").columns(["created_at", "id", "title", "subtitle"]).execute();
}
