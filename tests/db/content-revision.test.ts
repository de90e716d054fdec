import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../server/db/seed.ts";
import { bumpContentRevision, readContentRevision } from "../../server/db/repositories/revision.ts";
import type { DatabaseHandle } from "../../server/db/index.ts";
import { testDatabases } from "../helpers/databases.ts";
import { ownTables } from "../helpers/tables.ts";

/**
 * Tables whose rows the public pages show: every write must raise the content revision. Restated
 * on purpose, not imported from the migration: that migration is frozen at the tables of its day,
 * while these two lists are today's classification, and the first test fails until a new table is
 * put in one of them (and, if pages show it, given the trigger by a migration of its own).
 */
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
  "content_blocks",
  "investments",
  "slug_redirects",
  "leaders",
  "news_items",
  "documents",
];
/**
 * Tables no page shows: their writes (logins, uploads, messages, edit history) must not empty the
 * page caches. A page that starts reading one of them needs the table's trigger first.
 */
const OTHER_TABLES = [
  "users",
  "media",
  "media_objects",
  "media_object_parts",
  "media_leases",
  "contact_messages",
  "settings",
  "rate_limits",
  "content_revision",
  "document_versions",
  "trash",
  "activity_log",
  "previews",
  // Drafts and their preview links: what visitors see does not change when they do.
  "drafts",
  "preview_links",
  "recovery_codes",
  "password_resets",
  // The site search's index: derived, written in the same transaction as the content it reads
  // (whose own trigger raises the revision), or at start.
  "search_documents",
  // Each instance's scheduler heartbeat.
  "scheduler_runs",
  // Timed publishes: not shown by any page, but a change raises the revision so that every
  // instance learns the next due time (a test below).
  "schedules",
];

const at = "2026-11-24T12:00:00.000Z";
/** One new row of the table, with every column that has no default. */
function insertRow(table: string) {
  const id = sql.lit(`t${Math.random().toString(16).slice(2, 12)}`);
  if (table === "news_items") return sql`insert into news_items (id, title, created_at, updated_at) values (${id}, 'A title', ${at}, ${at})`;
  if (table === "slug_redirects") return sql`insert into slug_redirects (id, from_slug, investment_id, created_at, updated_at) values (${id}, ${id}, ${id}, ${at}, ${at})`;
  if (table === "leaders") return sql`insert into leaders (id, name, slug, created_at, updated_at) values (${id}, 'A person', ${id}, ${at}, ${at})`;
  if (table === "documents")
    return sql`insert into documents (id, slug, title, year, file_key, file_name, file_size, file_sha256, file_updated_at, created_at, updated_at) values (${id}, ${id}, 'A report', 2026, 'document-x.pdf', 'x.pdf', 1, 'x', ${at}, ${at}, ${at})`;
  if (table === "banners") return sql`insert into banners (id, name, created_at, updated_at) values (${id}, ${id}, ${at}, ${at})`;
  if (table === "content_blocks") return sql`insert into content_blocks (id, kind, created_at, updated_at) values (${id}, ${id}, ${at}, ${at})`;
  return sql`insert into ${sql.table(table)} (id, created_at, updated_at) values (${id}, ${at}, ${at})`;
}

for (const database of testDatabases()) {
  describe(`content revision on ${database.name}`, () => {
    let h: DatabaseHandle & { dispose(): Promise<void> };
    beforeAll(async () => {
      h = await database.open();
      await seed(h.db, "a-password-for-the-test");
    });
    afterAll(() => h.dispose());

    it("names every table either as content the pages show or as something they do not", async () => {
      // On PostgreSQL other test runs' schemas live beside ours: only this database's own tables count.
      const tables = (await ownTables(h.db as never, h.dialect))
        .map((t) => t.name)
        .filter((n) => !n.startsWith("kysely_"))
        // SQLite's FTS5 index over search_documents and its shadow tables (search_fts_data, …).
        .filter((n) => !/^search_fts(_|$)/.test(n));
      expect(tables.sort()).toEqual([...CONTENT_TABLES, ...OTHER_TABLES].sort());
    });

    it.each(CONTENT_TABLES)("raises the revision on every insert, update and delete in %s", async (table) => {
      let before = await readContentRevision(h.db);
      await insertRow(table).execute(h.db);
      expect(await readContentRevision(h.db)).toBeGreaterThan(before);

      before = await readContentRevision(h.db);
      await sql`update ${sql.table(table)} set updated_at = ${"2026-11-25T00:00:00.000Z"}`.execute(h.db);
      expect(await readContentRevision(h.db)).toBeGreaterThan(before);

      before = await readContentRevision(h.db);
      await sql`delete from ${sql.table(table)} where created_at = ${at}`.execute(h.db);
      expect(await readContentRevision(h.db)).toBeGreaterThan(before);
    });

    it("raises the revision on every insert, update and delete of a schedule, never for a heartbeat or a draft", async () => {
      let before = await readContentRevision(h.db);
      await sql`insert into schedules (doc_id, doc_type, action, run_at, created_at) values ('s1', 'news', 'publish', ${at}, ${at})`.execute(h.db);
      expect(await readContentRevision(h.db)).toBeGreaterThan(before);
      before = await readContentRevision(h.db);
      await sql`update schedules set run_at = ${"2026-11-25T00:00:00.000Z"} where doc_id = 's1'`.execute(h.db);
      expect(await readContentRevision(h.db)).toBeGreaterThan(before);
      before = await readContentRevision(h.db);
      await sql`delete from schedules where doc_id = 's1'`.execute(h.db);
      expect(await readContentRevision(h.db)).toBeGreaterThan(before);
      // A delete that finds no row (a draft discarded without a schedule) changes nothing.
      before = await readContentRevision(h.db);
      await sql`delete from schedules where doc_id = 's1'`.execute(h.db);
      await sql`insert into scheduler_runs (instance, last_run_at, tick_seconds) values ('i1', ${at}, 30)`.execute(h.db);
      await sql`insert into drafts (doc_id, doc_type, data, created_at, updated_at) values ('d1', 'news', '{}', ${at}, ${at})`.execute(h.db);
      expect(await readContentRevision(h.db)).toBe(before);
    });

    it("leaves the revision alone when only logins, messages and settings change", async () => {
      const before = await readContentRevision(h.db);
      await sql`update users set updated_at = ${at}`.execute(h.db);
      await sql`insert into contact_messages (id, created_at, updated_at) values ('m1', ${at}, ${at})`.execute(h.db);
      await sql`insert into rate_limits (key, count, reset_at) values ('login:x', 1, ${at})`.execute(h.db);
      await sql`update settings set updated_at = ${at}`.execute(h.db);
      expect(await readContentRevision(h.db)).toBe(before);
    });

    it("keeps the revision when a write fails and is rolled back", async () => {
      const before = await readContentRevision(h.db);
      await expect(
        h.db.transaction().execute(async (trx) => {
          await sql`update investments set title = 'changed'`.execute(trx);
          await sql`insert into news_items (id) values (null)`.execute(trx);
        }),
      ).rejects.toThrow();
      expect(await readContentRevision(h.db)).toBe(before);
    });

    it("answers pages the committed revision while a save's transaction is open, without waiting for it", async () => {
      const committed = await h.revision.current();
      const during = await h.db.transaction().execute(async (trx) => {
        await insertRow("news_items").execute(trx);
        expect(await readContentRevision(trx)).toBeGreaterThan(committed);
        // On SQLite the transaction holds the one connection: a read that waited for it would never end.
        return h.revision.current();
      });
      expect(during).toBe(committed);
      // SQLite reads it at once; PostgreSQL may keep it in memory until the commit's notification arrives.
      await expect.poll(() => h.revision.current(), { timeout: 10_000 }).toBeGreaterThan(committed);
    });

    it("raises the revision by hand for changes the database cannot see", async () => {
      const before = await readContentRevision(h.db);
      await bumpContentRevision(h.db);
      expect(await readContentRevision(h.db)).toBe(before + 1);
    });
  });
}
