import { PostgresAdapter, sql } from "kysely";
import type { DB } from "../index.ts";
import type { SearchDocumentTable } from "../schema.ts";

/** A row of the search index as the app writes it (the id and the full-text columns are the database's). */
export type SearchRow = Omit<SearchDocumentTable, "id">;

/** A match, ranked: the title with its matched words between U+0002 and U+0003, and the best passages of summary and body marked so. */
export interface SearchHit {
  kind: string;
  ref: string;
  url: string;
  title: string;
  summary: string;
  body: string;
  publishedAt: string;
}

// The highlighter's marks: control characters the indexed text never holds (search-sources.ts removes them).
const OPEN = "\u0002";
const CLOSE = "\u0003";

const isPostgres = (db: DB) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Adds or replaces one document (the index follows: FTS5 triggers on SQLite, the generated tsvector on PostgreSQL). */
export async function upsertSearchRow(db: DB, row: SearchRow): Promise<void> {
  const { kind: _k, ref: _r, ...changes } = row;
  await db
    .insertInto("searchDocuments")
    .values(row)
    .onConflict((oc) => oc.columns(["kind", "ref"]).doUpdateSet(changes))
    .execute();
}

/** Adds or replaces many documents, a few hundred a statement (a rebuild). */
export async function upsertSearchRows(db: DB, rows: readonly SearchRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("searchDocuments")
      .values(rows.slice(i, i + 200))
      .onConflict((oc) =>
        oc.columns(["kind", "ref"]).doUpdateSet((eb) => ({
          url: eb.ref("excluded.url"),
          title: eb.ref("excluded.title"),
          summary: eb.ref("excluded.summary"),
          body: eb.ref("excluded.body"),
          publishedAt: eb.ref("excluded.publishedAt"),
          version: eb.ref("excluded.version"),
          updatedAt: eb.ref("excluded.updatedAt"),
        })),
      )
      .execute();
  }
}

export async function deleteSearchRow(db: DB, kind: string, ref: string): Promise<void> {
  await db.deleteFrom("searchDocuments").where("kind", "=", kind).where("ref", "=", ref).execute();
}

/** Removes a kind's documents except those listed (a rebuild: what is gone from its source leaves the index). */
export async function deleteSearchRowsExcept(db: DB, kind: string, keep: readonly string[]): Promise<void> {
  const stored = await db.selectFrom("searchDocuments").select("ref").where("kind", "=", kind).execute();
  const kept = new Set(keep);
  const gone = stored.map((r) => r.ref).filter((ref) => !kept.has(ref));
  for (let i = 0; i < gone.length; i += 500) await db.deleteFrom("searchDocuments").where("kind", "=", kind).where("ref", "in", gone.slice(i, i + 500)).execute();
}

export const countSearchRows = async (db: DB, kind: string): Promise<number> =>
  Number((await db.selectFrom("searchDocuments").select((eb) => eb.fn.countAll<number | string>().as("n")).where("kind", "=", kind).executeTakeFirstOrThrow()).n);

/** Whether some row of a kind was written by another version of its source's declaration. */
export const hasStaleSearchRows = async (db: DB, kind: string, version: string): Promise<boolean> =>
  (await db.selectFrom("searchDocuments").select("id").where("kind", "=", kind).where("version", "<>", version).limit(1).executeTakeFirst()) !== undefined;

/**
 * One page of the documents matching the query, best first, and how many match. SQLite: `match`
 * is an FTS5 query (services/search-query.ts), ranked by bm25 with title, summary and body
 * weighted 10 : 4 : 1. PostgreSQL: `text` is read by websearch_to_tsquery('english'), ranked by
 * ts_rank over the A/B/C weights. Ties go to the newer document. Only the page's rows are
 * highlighted.
 */
export async function searchRows(db: DB, q: { text: string; match: string }, offset: number, limit: number): Promise<{ hits: SearchHit[]; total: number }> {
  if (isPostgres(db)) {
    const query = sql`websearch_to_tsquery('english', ${q.text})`;
    const headline = `StartSel=${OPEN}, StopSel=${CLOSE}`;
    const [rows, count] = await Promise.all([
      sql<SearchHit>`
        select p.kind, p.ref, p.url, p.published_at as "publishedAt",
          ts_headline('english', p.title, p.query, ${`${headline}, HighlightAll=true`}) as title,
          ts_headline('english', p.summary, p.query, ${`${headline}, MaxWords=28, MinWords=12, MaxFragments=1`}) as summary,
          ts_headline('english', p.body, p.query, ${`${headline}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`}) as body
        from (
          select d.id, d.kind, d.ref, d.url, d.title, d.summary, d.body, d.published_at, q.query,
            ts_rank(d.search_vector, q.query) as rank
          from search_documents d, ${query} as q(query)
          where d.search_vector @@ q.query
          order by rank desc, d.published_at desc, d.id
          limit ${limit} offset ${offset}
        ) p
        order by p.rank desc, p.published_at desc, p.id`.execute(db),
      sql<{ n: string }>`select count(*) as n from search_documents where search_vector @@ ${query}`.execute(db),
    ]);
    return { hits: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
  }
  // The page's ids first (ranking reads only the index), then the highlights of those rows alone:
  // in one query SQLite would highlight every match before sorting.
  const [rows, count] = await Promise.all([
    sql<SearchHit>`
      select d.kind, d.ref, d.url, d.published_at as "publishedAt",
        highlight(search_fts, 0, ${OPEN}, ${CLOSE}) as title,
        snippet(search_fts, 1, ${OPEN}, ${CLOSE}, '…', 24) as summary,
        snippet(search_fts, 2, ${OPEN}, ${CLOSE}, '…', 24) as body
      from (
        select d.id, bm25(search_fts, 10.0, 4.0, 1.0) as rank, d.published_at
        from search_fts join search_documents d on d.id = search_fts.rowid
        where search_fts match ${q.match}
        order by rank, d.published_at desc, d.id
        limit ${limit} offset ${offset}
      ) p
      join search_fts on search_fts.rowid = p.id
      join search_documents d on d.id = p.id
      where search_fts match ${q.match}
      order by p.rank, p.published_at desc, p.id`.execute(db),
    sql<{ n: number }>`select count(*) as n from search_fts where search_fts match ${q.match}`.execute(db),
  ]);
  return { hits: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}
