import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rename, rm, stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../db/migrate.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, Checksums, encodeRow, type ArchiveFooter, type ArchiveHeader, type Row } from "./format.ts";
import { ARCHIVE_TABLES, type ArchiveTable } from "./tables.ts";
import { mediaStore, type MediaStore } from "../storage/index.ts";

export interface ArchiveSummary {
  file: string;
  bytes: number;
  counts: Record<string, number>;
  /** The checksum of the rows alone: equal for equal content. */
  content: string;
  ms: number;
}

/** Rows fetched per query; image originals are large, so fewer of them at a time. */
const BATCH = 500;
const MEDIA_BATCH = 16;

/**
 * Writes every table of ARCHIVE_TABLES to `file` as one archive (see format.ts), from one
 * consistent snapshot: a read-only REPEATABLE READ transaction on PostgreSQL, a read transaction
 * on SQLite (WAL: writers carry on meanwhile). The file appears only when complete (written
 * beside it, then renamed).
 */
export interface WriteOptions {
  /** Called after each table is written, inside the snapshot (tests write meanwhile to show it holds). */
  afterTable?: (table: string) => Promise<void>;
  /** Where the media bytes are (the process's configured store unless given). */
  store?: MediaStore;
}

/**
 * A media row as archived: with the bytes of its current file under `data`, whatever the
 * backend, so an archive restores into a site with any storage. The database backend is read
 * inside the snapshot; a directory or a bucket as it is (its keys name their content, so a file
 * never changes under a key).
 */
async function withMediaBytes(trx: Kysely<any>, row: Row, store: MediaStore): Promise<Row> {
  if (Buffer.isBuffer(row.data)) return row; // a database from before the storage backends
  const key = String(row.file || `${String(row.hash)}.${String(row.ext)}`);
  const data = await storedBytes(trx, key, store);
  if (!data) throw new Error(`the media file ${key} (image ${String(row.hash)}) is missing from ${store.where}`);
  return { ...row, data };
}

/** A document row as archived: with its PDF's bytes under `data`, whatever the backend (as media rows). */
async function withDocumentBytes(trx: Kysely<any>, row: Row, store: MediaStore): Promise<Row> {
  const key = String(row.file_key);
  const data = await storedBytes(trx, key, store);
  if (!data) throw new Error(`the file ${key} of document ${String(row.id)} is missing from ${store.where}`);
  return { ...row, data };
}

async function storedBytes(trx: Kysely<any>, key: string, store: MediaStore): Promise<Buffer | undefined> {
  if (store.kind === "db") {
    const first = await sql<{ data: Uint8Array }>`select data from media_objects where key = ${key}`.execute(trx);
    const rest = await sql<{ data: Uint8Array }>`select data from media_object_parts where key = ${key} order by part`.execute(trx);
    return first.rows[0] ? Buffer.concat([first.rows[0].data, ...rest.rows.map((r) => r.data)]) : undefined;
  }
  const got = await store.get(trx as never, key);
  if (!got) return undefined;
  const chunks: Buffer[] = [];
  for await (const c of got.body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

export async function writeArchive(db: Kysely<any>, dialect: Dialect, file: string, opts: WriteOptions = {}): Promise<ArchiveSummary> {
  const started = performance.now();
  const partial = `${file}.partial-${process.pid}`;
  const gzip = createGzip({ level: 6 });
  const written = pipeline(gzip, createWriteStream(partial));
  const sums = new Checksums();
  const write = async (line: string, isRow: boolean) => {
    const l = `${line}\n`;
    sums.add(l, isRow);
    if (!gzip.write(l)) await Promise.race([once(gzip, "drain"), written]);
  };
  try {
    const counts = await inSnapshot(db.withoutPlugins(), dialect, async (trx) => {
      const tables: ArchiveTable[] = [];
      for (const t of ARCHIVE_TABLES) {
        if (t.files ? await tableExists(trx, dialect, "documents") : await tableExists(trx, dialect, t.name)) tables.push(t);
        else if (!t.optional) throw new Error(`the database has no table ${t.name}: is it an R28 database?`);
      }
      const header: ArchiveHeader = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: new Date().toISOString(),
        dialect,
        migrations: await appliedMigrations(trx, dialect),
        tables: tables.map((t) => t.name),
      };
      await write(JSON.stringify(header), false);
      const counts: Record<string, number> = {};
      for (const t of tables) {
        counts[t.name] = 0;
        for await (const stored of tableRows(trx, t, { store: opts.store ?? mediaStore(), dialect })) {
          const store = opts.store ?? mediaStore();
          const row = t.name === "media" ? await withMediaBytes(trx, stored, store) : t.name === "documents" ? await withDocumentBytes(trx, stored, store) : stored;
          await write(encodeRow(t.name, row), true);
          counts[t.name]! += 1;
        }
        await opts.afterTable?.(t.name);
      }
      return counts;
    });
    const footer: ArchiveFooter = { end: true, counts, ...sums.digest() };
    gzip.end(`${JSON.stringify(footer)}\n`);
    await written;
    await rename(partial, file);
    return { file, bytes: (await stat(file)).size, counts, content: footer.content, ms: Math.round(performance.now() - started) };
  } catch (err) {
    gzip.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw err;
  }
}

/**
 * Runs `read` in one read-only snapshot. PostgreSQL: a READ ONLY, REPEATABLE READ transaction.
 * SQLite: a deferred transaction on the one connection (`begin deferred`: the adapter turns a
 * plain `begin` into `begin immediate`, which would take the write lock and hold every writer
 * back for the length of the backup); in WAL mode its first read fixes the snapshot and writers
 * carry on meanwhile.
 */
async function inSnapshot<T>(db: Kysely<any>, dialect: Dialect, read: (trx: Kysely<any>) => Promise<T>): Promise<T> {
  if (dialect === "postgres") return db.transaction().setIsolationLevel("repeatable read").setAccessMode("read only").execute(read);
  return db.connection().execute(async (conn) => {
    await sql`begin deferred`.execute(conn);
    try {
      const out = await read(conn);
      await sql`commit`.execute(conn);
      return out;
    } catch (err) {
      await sql`rollback`.execute(conn).catch(() => {});
      throw err;
    }
  });
}

export async function tableExists(db: Kysely<any>, dialect: Dialect, name: string): Promise<boolean> {
  const r =
    dialect === "postgres"
      ? await sql<{ found: string | null }>`select to_regclass(${name})::text as found`.execute(db)
      : await sql<{ found: string | null }>`select name as found from sqlite_master where type = 'table' and name = ${name}`.execute(db);
  return !!r.rows[0]?.found;
}

/** The migrations the database has applied, by name (none when it was never migrated). */
export async function appliedMigrations(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  if (!(await tableExists(db, dialect, "kysely_migration"))) return [];
  const r = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  return r.rows.map((m) => m.name).sort();
}

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The rows of one table in key order (compared as JavaScript strings, the same on both
 * databases, whose collations differ), fetched in batches so image originals never all sit in memory.
 */
/**
 * The stored PDFs that a report's version, draft or trash entry names and no live report does,
 * by key: `{ key, data }` (a file missing from storage is left out: nothing could serve it).
 */
async function* documentFileRows(trx: Kysely<any>, store: MediaStore, dialect: Dialect): AsyncGenerator<Row> {
  const named = new Set<string>();
  for (const table of ["document_versions", "drafts", "trash"]) {
    if (!(await tableExists(trx, dialect, table))) continue;
    const rows = (await trx.selectFrom(table).select("data").where("doc_type", "=", "document").execute()) as { data: string }[];
    for (const r of rows) for (const m of String(r.data).matchAll(/document-[0-9a-f]{64}\.pdf/g)) named.add(m[0]);
  }
  const live = new Set(((await trx.selectFrom("documents").select("file_key").execute()) as { file_key: string }[]).map((r) => r.file_key));
  for (const key of [...named].filter((k) => !live.has(k)).sort(compareKeys)) {
    const data = await storedBytes(trx, key, store);
    if (data) yield { key, data };
  }
}

async function* tableRows(trx: Kysely<any>, t: ArchiveTable, files?: { store: MediaStore; dialect: Dialect }): AsyncGenerator<Row> {
  if (t.files) {
    if (files) yield* documentFileRows(trx, files.store, files.dialect);
    return;
  }
  const keep = (row: Row) => !Object.entries(t.skip ?? {}).some(([col, values]) => values.includes(String(row[col])));
  const keyOf = (row: Row) => t.key.map((k) => String(row[k])).join("\u0000");
  if (t.key.length !== 1) {
    const rows = (await trx.selectFrom(t.name).selectAll().execute()) as Row[];
    yield* rows.filter(keep).sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
    return;
  }
  const key = t.key[0] as string;
  const keys = ((await trx.selectFrom(t.name).select(key).execute()) as Row[]).map((r) => String(r[key])).sort(compareKeys);
  const size = t.name === "media" ? MEDIA_BATCH : BATCH;
  for (let i = 0; i < keys.length; i += size) {
    const batch = keys.slice(i, i + size);
    const rows = (await trx.selectFrom(t.name).selectAll().where(key, "in", batch).execute()) as Row[];
    const byKey = new Map(rows.map((r) => [String(r[key]), r]));
    for (const k of batch) {
      const row = byKey.get(k);
      if (row && keep(row)) yield row;
    }
  }
}
