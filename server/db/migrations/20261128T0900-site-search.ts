import { sql, type Kysely } from "kysely";

// Frozen in time: this migration names its tables and columns itself and imports no app code.
//
// The site search reads one table, `search_documents`: a row per thing a visitor can find (a
// page, a company, a person, an article, and any kind added later), with its address, title,
// summary and body as plain text. The app keeps it current inside the transaction of every write
// (server/services/search.ts); this migration fills it with the stored records, so an upgraded
// site finds them at once (the pages, whose text comes partly from code, are indexed at start).
//
// The full-text index is the database's own: on SQLite an FTS5 table over the rows (external
// content, kept in step by triggers), on PostgreSQL a stored `tsvector` (English, title weighted A,
// summary B, body C) with a GIN index.

const TEXT_COLUMNS = ["kind", "ref", "url", "title", "summary", "body", "published_at", "version", "updated_at"] as const;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&nbsp;": " ", "&#160;": " ", "&#39;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">" };

/** Stored plain text on one line, without control characters (the highlighter's marks). */
const text = (value: unknown): string =>
  // eslint-disable-next-line no-control-regex
  String(value ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim();

/** Stored editor HTML as plain text: tags dropped, common entities decoded. */
const html = (value: unknown): string =>
  text(String(value ?? "").replace(/<[^>]*>/g, " ").replace(/&(?:amp|nbsp|#160|#39|quot|lt|gt);/g, (e) => ENTITIES[e] ?? e));

const join = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(" · ");

type Row = Record<string, unknown>;

export async function up(db: Kysely<any>, dialect: "sqlite" | "postgres"): Promise<void> {
  if (dialect === "postgres") {
    await sql`create table if not exists search_documents (
      id bigserial primary key,
      kind text not null,
      ref text not null,
      url text not null,
      title text not null,
      summary text not null default '',
      body text not null default '',
      published_at text not null default '',
      version text not null default '',
      updated_at text not null,
      search_vector tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', summary), 'B') ||
        setweight(to_tsvector('english', body), 'C')
      ) stored
    )`.execute(db);
    await sql`create index if not exists search_documents_vector on search_documents using gin (search_vector)`.execute(db);
  } else {
    await sql`create table if not exists search_documents (
      id integer primary key,
      kind text not null,
      ref text not null,
      url text not null,
      title text not null,
      summary text not null default '',
      body text not null default '',
      published_at text not null default '',
      version text not null default '',
      updated_at text not null
    )`.execute(db);
    await sql`create virtual table if not exists search_fts using fts5(
      title, summary, body,
      content='search_documents', content_rowid='id',
      tokenize='porter unicode61 remove_diacritics 2'
    )`.execute(db);
    await sql`create trigger if not exists search_documents_fts_insert after insert on search_documents begin
      insert into search_fts (rowid, title, summary, body) values (new.id, new.title, new.summary, new.body);
    end`.execute(db);
    await sql`create trigger if not exists search_documents_fts_delete after delete on search_documents begin
      insert into search_fts (search_fts, rowid, title, summary, body) values ('delete', old.id, old.title, old.summary, old.body);
    end`.execute(db);
    await sql`create trigger if not exists search_documents_fts_update after update on search_documents begin
      insert into search_fts (search_fts, rowid, title, summary, body) values ('delete', old.id, old.title, old.summary, old.body);
      insert into search_fts (rowid, title, summary, body) values (new.id, new.title, new.summary, new.body);
    end`.execute(db);
  }
  await db.schema.createIndex("search_documents_ref").ifNotExists().unique().on("search_documents").columns(["kind", "ref"]).execute();

  // The stored records, as the app indexes them today (version "": the app's start indexes them
  // again if its declarations say otherwise).
  const at = new Date().toISOString();
  const rows: Row[] = [];
  for (const n of await db.selectFrom("news_items").select(["id", "slug", "title", "subtitle", "content", "created_at"]).execute()) {
    rows.push({ kind: "news", ref: n.id, url: `/news-and-events/${n.slug}`, title: text(n.title), summary: text(n.subtitle), body: html(n.content), published_at: n.created_at });
  }
  for (const c of await db.selectFrom("investments").select(["id", "slug", "title", "tab_text", "hero_text", "sector", "highlight", "content"]).execute()) {
    rows.push({
      kind: "company",
      ref: c.id,
      url: `/our-investments/${c.slug}`,
      title: html(c.title) || text(c.tab_text),
      summary: join(html(c.hero_text), c.highlight),
      body: join(html(c.content), c.tab_text, c.sector),
      published_at: "",
    });
  }
  for (const l of await db.selectFrom("leaders").select(["id", "slug", "name", "role", "summary", "biography"]).execute()) {
    rows.push({ kind: "leader", ref: l.id, url: `/about-us/leadership/${l.slug}`, title: text(l.name), summary: join(l.role, l.summary), body: html(l.biography), published_at: "" });
  }
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200).map((r) => Object.fromEntries(TEXT_COLUMNS.map((c) => [c, c === "updated_at" ? at : (r[c] ?? "")])));
    await db.insertInto("search_documents").values(batch).onConflict((oc) => oc.columns(["kind", "ref"]).doNothing()).execute();
  }
}
