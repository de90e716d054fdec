// The site search: the index kept current from the sources' declarations (search-sources.ts),
// and the ranked, highlighted, paged answer of /search and GET /api/search.
import { markedParts, SEARCH_QUERY_MAX, type SearchPage, type SearchTextPart } from "../../shared/schemas/search.ts";
import { pageWindow } from "../../shared/schemas/paging.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { retryWhenBusy } from "../db/errors.ts";
import { countSearchRows, hasStaleSearchRows, deleteSearchRow, deleteSearchRowsExcept, searchRows, upsertSearchRow, upsertSearchRows, type SearchHit, type SearchRow } from "../db/repositories/search.ts";
import { inTransaction } from "../db/transaction.ts";
import { ftsQuery } from "./search-query.ts";
import { SEARCH_SOURCES, type SearchDoc, type SearchSource } from "./search-sources.ts";

const rowOf = (source: SearchSource, doc: SearchDoc, at: string): SearchRow => ({
  kind: source.kind,
  ref: doc.ref,
  url: doc.url,
  title: doc.title,
  summary: doc.summary,
  body: doc.body,
  publishedAt: doc.publishedAt,
  version: source.version,
  updatedAt: at,
});
const store = (db: DB, source: SearchSource, doc: SearchDoc, at: string) => upsertSearchRow(db, rowOf(source, doc, at));

/**
 * Brings the index up to date with a save or delete of one document (run inside its transaction,
 * by trackedWrite and trackedDelete): every source that shows that document reads it again, and
 * what no longer exists leaves the index.
 */
export async function reindexDocument(trx: DB, docType: string, id: string): Promise<void> {
  const at = now();
  for (const source of SEARCH_SOURCES) {
    for (const ref of source.refsOf(docType, id)) {
      const doc = await source.load(trx, ref);
      if (doc) await store(trx, source, doc, at);
      else await deleteSearchRow(trx, source.kind, ref);
    }
  }
}

/** Indexes a source's documents again, all of them, and drops what it no longer has. */
async function rebuildSource(trx: DB, source: SearchSource): Promise<number> {
  const docs = await source.all(trx);
  const at = now();
  await upsertSearchRows(trx, docs.map((doc) => rowOf(source, doc, at)));
  await deleteSearchRowsExcept(trx, source.kind, docs.map((d) => d.ref));
  return docs.length;
}

/** Every source indexed again (e.g. after a restore); answers how many documents the index holds. */
export async function rebuildSearchIndex(db: DB): Promise<number> {
  return retryWhenBusy(() =>
    inTransaction(db, async (trx) => {
      let n = 0;
      for (const source of SEARCH_SOURCES) n += await rebuildSource(trx, source);
      return n;
    }),
  );
}

/**
 * At start: the pages are indexed again (their words are partly the code's seeds), and so is any
 * source whose rows and index disagree in number (rows added by a seed or a script that wrote the
 * tables directly) or whose rows another version of its declaration wrote. Answers the sources
 * rebuilt.
 */
export async function syncSearchIndex(db: DB): Promise<string[]> {
  return retryWhenBusy(() =>
    inTransaction(db, async (trx) => {
      const rebuilt: string[] = [];
      for (const source of SEARCH_SOURCES) {
        const inStep =
          source.count !== undefined &&
          (await source.count(trx)) === (await countSearchRows(trx, source.kind)) &&
          !(await hasStaleSearchRows(trx, source.kind, source.version));
        if (inStep) continue;
        await rebuildSource(trx, source);
        rebuilt.push(source.kind);
      }
      return rebuilt;
    }),
  );
}

const LABELS = new Map(SEARCH_SOURCES.map((s) => [s.kind, s.label]));

/** The passage shown under a title: the summary's when the match is there, else the body's, else the summary. */
function snippetOf(hit: SearchHit): SearchTextPart[] {
  const summary = markedParts(hit.summary);
  if (summary.some((p) => p.mark)) return summary;
  const body = markedParts(hit.body);
  if (body.some((p) => p.mark)) return body;
  return summary.length > 0 ? summary : body;
}

/**
 * One page of what the query finds, best first. An empty query, or one with no word to look for,
 * finds nothing (total 0). `limit` results a page; a page past the last is empty.
 */
export async function search(db: DB, opts: { q?: string | undefined; page?: number | undefined; limit: number }): Promise<SearchPage> {
  const query = (opts.q ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const page = opts.page ?? 1;
  const match = ftsQuery(query);
  const { offset, ...totals } = pageWindow(page, opts.limit, 0);
  if (!match) return { query, results: [], ...totals };
  const { hits, total } = await searchRows(db, { text: query, match }, offset, opts.limit);
  return {
    query,
    results: hits.map((hit) => ({
      kind: hit.kind,
      label: LABELS.get(hit.kind) ?? hit.kind,
      url: hit.url,
      title: markedParts(hit.title),
      snippet: snippetOf(hit),
      publishedAt: hit.publishedAt,
    })),
    ...pageWindow(page, opts.limit, total),
  };
}
