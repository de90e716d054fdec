// What the site search finds, declared once per source. A source turns its stored rows into
// search documents (address, title, summary, body as plain text); server/services/search.ts keeps
// the index current from these declarations alone: on every tracked save or delete of a document
// type the source names (in the same transaction), at start (the pages, and any source whose
// rows and index disagree in number: a seed, a restore), and in a full rebuild.
//
// A new stored kind plugs in with one `tableSource({...})` entry below (the documents of /reports
// are the last one) and its label in SEARCH_KINDS (shared/schemas/search.ts). Its saves and
// deletes must run through trackedWrite / trackedDelete (every collection does), or call
// reindexDocument(trx, docType, id) in their own transactions (the documents do).
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { htmlToText } from "../../shared/html.ts";
import { SINGLETONS, SINGLETON_KEYS, type SingletonKey, type TextBlockKey } from "../../shared/schemas/content.ts";
import { DOCUMENT_KINDS, type DocumentKind } from "../../shared/schemas/documents.ts";
import { SEARCH_KINDS, type SearchKind } from "../../shared/schemas/search.ts";
import type { DB } from "../db/index.ts";
import { findSingletonRow } from "../db/repositories/singletons.ts";

/** One thing the search finds, as plain text. */
export interface SearchDoc {
  ref: string;
  url: string;
  title: string;
  summary: string;
  body: string;
  /** An article's publication time; "" otherwise. */
  publishedAt: string;
}

export interface SearchSource {
  readonly kind: string;
  readonly label: string;
  /** The documents a save or delete of (document type, id) may change: their refs, or [] when none. */
  refsOf(docType: string, id: string): readonly string[];
  /** The document `ref` as stored now, or undefined when it is gone (then it leaves the index). */
  load(db: DB, ref: string): Promise<SearchDoc | undefined>;
  /** Every document (a rebuild). */
  all(db: DB): Promise<SearchDoc[]>;
  /**
   * How many documents the source holds, cheaply; the start compares it with the index and
   * rebuilds the source when they differ. Absent: the source is rebuilt at every start (the
   * pages, whose text is partly the code's seeds, which a new version may change).
   */
  count?(db: DB): Promise<number>;
  /**
   * A fingerprint of the declaration (its code): every row records the one it was written with,
   * and the start rebuilds a source whose rows carry another, so a version that indexes a kind
   * differently needs no migration.
   */
  readonly version: string;
}

type Row = Record<string, unknown>;

/**
 * Stored plain text as the index keeps it: on one line, without the control characters the
 * highlighter uses as marks. Markup-looking text stays text (a title may read "<script>").
 */
export const plain = (value: unknown): string =>
  // eslint-disable-next-line no-control-regex
  String(value ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim();

/** Stored editor HTML (rich text, already sanitised) as plain text: tags dropped, entities decoded. */
export const fromHtml = (html: unknown): string => plain(htmlToText(String(html ?? "")));

/** Several plain texts as one line, blanks left out. */
export const join = (...parts: unknown[]): string => parts.map(plain).filter(Boolean).join(" · ");

interface TableSourceOptions {
  kind: SearchKind;
  /** The document type its saves and deletes are tracked as (services/tracking.ts). */
  docType: string;
  /** The table, as the query builder names it. */
  table: string;
  url(row: Row): string;
  title(row: Row): string;
  summary(row: Row): string;
  body(row: Row): string;
  publishedAt?(row: Row): string;
}

const fingerprint = (...parts: unknown[]) =>
  createHash("sha256")
    .update([plain, fromHtml, htmlToText, ...parts].map(String).join("\u0000"))
    .digest("hex")
    .slice(0, 16);

/** A source of stored records, one document per row (ref = the row's id). */
export function tableSource(o: TableSourceOptions): SearchSource {
  const rows = (db: DB) => (db as unknown as Kysely<Record<string, Row>>).selectFrom(o.table);
  const toDoc = (row: Row): SearchDoc => ({
    ref: String(row.id),
    url: o.url(row),
    title: plain(o.title(row)),
    summary: plain(o.summary(row)),
    body: plain(o.body(row)),
    publishedAt: o.publishedAt ? String(o.publishedAt(row)) : "",
  });
  return {
    kind: o.kind,
    label: SEARCH_KINDS[o.kind],
    version: fingerprint(tableSource, o.kind, o.docType, o.table, o.url, o.title, o.summary, o.body, o.publishedAt),
    refsOf: (docType, id) => (docType === o.docType ? [id] : []),
    async load(db, ref) {
      const row = await rows(db).selectAll().where("id", "=", ref).executeTakeFirst();
      return row && toDoc(row);
    },
    all: async (db) => (await rows(db).selectAll().execute()).map(toDoc),
    count: async (db) => Number((await rows(db).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow()).n),
  };
}

/**
 * The pages whose words are the content blocks: each page gathers the text of every block that
 * names it (`page` in SINGLETONS), blanks showing their seeds as the page does. The footer is on
 * every page, so it makes no page of its own; the banners hold images only.
 */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  "/": "Home",
  "/about-us": "About Us",
  "/about-us/who-we-are": "Who We Are",
  "/about-us/our-culture-and-core-values": "Our Culture & Core Values",
  "/approach": "Approach",
  "/strategic-alliances": "Strategic Alliances",
  "/contacts": "Contacts",
  "/privacy": "Privacy Notice",
  "/accessibility": "Accessibility Statement",
};
const NOT_INDEXED: ReadonlySet<SingletonKey> = new Set(["footer"]);

const pageBlocks = new Map<string, TextBlockKey[]>();
for (const key of SINGLETON_KEYS) {
  const def = SINGLETONS[key];
  if (def.images.length > 0 || NOT_INDEXED.has(key) || !def.page) continue;
  pageBlocks.set(def.page, [...(pageBlocks.get(def.page) ?? []), key as TextBlockKey]);
}

async function pageDoc(db: DB, path: string): Promise<SearchDoc | undefined> {
  const keys = pageBlocks.get(path);
  if (!keys) return undefined;
  let title = PAGE_TITLES[path] ?? "";
  const summary: string[] = [];
  const body: string[] = [];
  for (const key of keys) {
    const def = SINGLETONS[key];
    const stored = (await findSingletonRow(db, key, def.id))?.fields as Record<string, string> | undefined;
    const seeds = def.fallback as Record<string, string>;
    const urls = new Set<string>(def.urls);
    const rich = new Set<string>(def.richText);
    for (const field of Object.keys(seeds)) {
      if (urls.has(field)) continue;
      const raw = stored?.[field]?.trim() ? stored[field] : seeds[field];
      const value = rich.has(field) ? fromHtml(raw) : plain(raw);
      if (!value) continue;
      // A sector page is called what its hero says.
      if (field === "pageHeroText") title = value;
      else if (rich.has(field) || value.length > 160) body.push(value);
      else summary.push(value);
    }
  }
  return { ref: path, url: path, title: title || path, summary: summary.join(" · "), body: body.join(" "), publishedAt: "" };
}

/** Every source, in the order of SEARCH_KINDS. */
export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    kind: "page",
    label: SEARCH_KINDS.page,
    version: "",
    refsOf: (docType) => {
      const page = (SINGLETONS as Record<string, { page?: string }>)[docType]?.page;
      return page && pageBlocks.has(page) ? [page] : [];
    },
    load: pageDoc,
    all: async (db) => (await Promise.all([...pageBlocks.keys()].map((path) => pageDoc(db, path)))).filter((d): d is SearchDoc => d !== undefined),
  },
  tableSource({
    kind: "company",
    docType: "investment",
    table: "investments",
    url: (r) => `/our-investments/${String(r.slug)}`,
    title: (r) => fromHtml(r.title) || plain(r.tabText),
    summary: (r) => join(fromHtml(r.heroText), r.highlight),
    // The sector and name last, so a passage of the body shows the company's own words first.
    body: (r) => join(fromHtml(r.content), r.tabText, r.sector),
  }),
  tableSource({
    kind: "leader",
    docType: "leader",
    table: "leaders",
    url: (r) => `/about-us/leadership/${String(r.slug)}`,
    title: (r) => String(r.name),
    summary: (r) => join(r.role, r.summary),
    body: (r) => fromHtml(r.biography),
  }),
  tableSource({
    kind: "news",
    docType: "news",
    table: "newsItems",
    url: (r) => `/news-and-events/${String(r.slug)}`,
    title: (r) => String(r.title),
    summary: (r) => String(r.subtitle),
    body: (r) => fromHtml(r.content),
    publishedAt: (r) => String(r.publishedAt || r.createdAt),
  }),
  // The reports and documents of /reports (saved by services/documents.ts, which calls
  // reindexDocument in its transactions: documents keep no versions).
  tableSource({
    kind: "document",
    docType: "document",
    table: "documents",
    url: (r) => `/reports/${String(r.slug)}`,
    title: (r) => String(r.title),
    summary: (r) => join(DOCUMENT_KINDS[r.kind as DocumentKind]?.label, r.year),
    body: (r) => String(r.description),
  }),
];
