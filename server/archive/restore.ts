import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import { sql, type Kysely, type Transaction } from "kysely";
import { migrationNames, type Dialect } from "../db/migrate.ts";
import { tableExists } from "./export.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveError, Checksums, decodeRow, type ArchiveFooter, type ArchiveHeader, type Row } from "./format.ts";
import { ARCHIVE_TABLES, DERIVED_TABLES } from "./tables.ts";

export interface RestoreSummary {
  counts: Record<string, number>;
  content: string;
  ms: number;
}

export interface RestoreOptions {
  /** Delete everything in the database first (in the same transaction) instead of refusing a non-empty one. */
  replace?: boolean;
}

/** Rows per INSERT; fewer when they are large (image originals). */
const BATCH_ROWS = 200;
const BATCH_BYTES = 8 * 1024 * 1024;

type Line = { kind: "header"; header: ArchiveHeader } | { kind: "row"; table: string; row: Row; size: number } | { kind: "footer"; footer: ArchiveFooter };

/**
 * The archive's lines, checked as they come: the header first (format, version, schema), rows of
 * the tables it announced, the footer last with matching counts and checksums. Any fault is an
 * ArchiveError saying what is wrong with the file.
 */
async function* readArchive(file: string): AsyncGenerator<Line> {
  try {
    await access(file);
  } catch {
    throw new ArchiveError(`There is no file ${file}.`);
  }
  const known = await migrationNames();
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on("error", (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  const sums = new Checksums();
  const counts: Record<string, number> = {};
  let header: ArchiveHeader | undefined;
  let footer: ArchiveFooter | undefined;
  let pending = "";
  let lineNo = 0;

  const parse = (text: string): Line => {
    lineNo++;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw lineNo === 1 ? notAnArchive(file) : new ArchiveError(`The archive is corrupt: line ${lineNo} is not a record.`);
    }
    if (footer) throw new ArchiveError("The archive is corrupt: it goes on after its last record.");
    if (!header) {
      header = checkHeader(value, file, known);
      sums.add(`${text}\n`, false);
      return { kind: "header", header };
    }
    const v = value as Record<string, unknown>;
    if (v.end === true) {
      footer = v as unknown as ArchiveFooter;
      return { kind: "footer", footer };
    }
    const { table, row } = decodeRow(v as { t: unknown; r: unknown });
    if (!header.tables.includes(table)) throw new ArchiveError(`The archive is corrupt: it has rows of a table it did not announce (${table}).`);
    sums.add(`${text}\n`, true);
    counts[table] = (counts[table] ?? 0) + 1;
    return { kind: "row", table, row, size: text.length };
  };

  try {
    for await (const chunk of gunzip) {
      pending += decoder.write(chunk as Buffer);
      let nl: number;
      while ((nl = pending.indexOf("\n")) >= 0) {
        const text = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        yield parse(text);
      }
    }
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    const e = err as { code?: string; message?: string };
    if (e.code === "Z_BUF_ERROR" || /unexpected end of file/i.test(e.message ?? "")) throw truncated();
    if (!header) throw notAnArchive(file);
    throw new ArchiveError(`The archive is corrupt (${e.message ?? String(err)}).`);
  }
  pending += decoder.end();
  if (pending.trim() !== "") yield parse(pending);
  if (!header) throw notAnArchive(file);
  if (!footer) throw truncated();
  const digest = sums.digest();
  if (footer.sha256 !== digest.sha256 || footer.content !== digest.content) {
    throw new ArchiveError("The archive is corrupt: its checksum does not match its contents.");
  }
  for (const t of header.tables) {
    if ((footer.counts?.[t] ?? 0) !== (counts[t] ?? 0)) throw new ArchiveError(`The archive is corrupt: it should hold ${footer.counts?.[t] ?? 0} rows of ${t} but holds ${counts[t] ?? 0}.`);
  }
}

const truncated = () => new ArchiveError("The archive is truncated: it ends before its last record (an interrupted copy or download?).");
const notAnArchive = (file: string) => new ArchiveError(`${file} is not an R28 archive (made by npm run export).`);

function checkHeader(value: unknown, file: string, knownMigrations: readonly string[]): ArchiveHeader {
  const h = value as Partial<ArchiveHeader> | null;
  if (!h || typeof h !== "object" || h.format !== ARCHIVE_FORMAT) throw notAnArchive(file);
  if (h.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(`The archive is of version ${String(h.version)}, which this R28 does not read (it reads version ${ARCHIVE_VERSION}): import it with the R28 release that wrote it or a newer one.`);
  }
  if (!Array.isArray(h.tables) || !Array.isArray(h.migrations)) throw new ArchiveError("The archive is corrupt: its header is incomplete.");
  const unknownMigrations = h.migrations.filter((m) => !knownMigrations.includes(m));
  if (unknownMigrations.length > 0) {
    throw new ArchiveError(`The archive was written by a newer R28 (its database had migration ${unknownMigrations.join(", ")}): upgrade this installation first, then import it.`);
  }
  const known = new Set(ARCHIVE_TABLES.map((t) => t.name));
  const unknownTables = h.tables.filter((t) => !known.has(t));
  if (unknownTables.length > 0) throw new ArchiveError(`The archive holds tables this R28 does not know (${unknownTables.join(", ")}): upgrade this installation first.`);
  return h as ArchiveHeader;
}

/** Reads the whole archive once and checks it, without touching any database. */
export async function verifyArchive(file: string): Promise<{ header: ArchiveHeader; footer: ArchiveFooter }> {
  let header: ArchiveHeader | undefined;
  let footer: ArchiveFooter | undefined;
  for await (const line of readArchive(file)) {
    if (line.kind === "header") header = line.header;
    else if (line.kind === "footer") footer = line.footer;
  }
  return { header: header!, footer: footer! };
}

/**
 * Restores an archive into an empty database (or, with `replace`, one it empties first) in one
 * transaction. The file is checked completely before the transaction starts and checked again
 * while it is read into the database; on any fault the transaction is rolled back, so a refused
 * archive changes nothing.
 */
export async function restoreArchive(db: Kysely<any>, dialect: Dialect, file: string, opts: RestoreOptions = {}): Promise<RestoreSummary> {
  const started = performance.now();
  const { footer } = await verifyArchive(file);
  const raw = db.withoutPlugins();
  await raw.transaction().execute(async (trx) => {
    const present: string[] = [];
    for (const t of ARCHIVE_TABLES) if (await tableExists(trx, dialect, t.name)) present.push(t.name);
    if (opts.replace) {
      for (const t of [...DERIVED_TABLES, ...[...present].reverse()]) if (await tableExists(trx, dialect, t)) await trx.deleteFrom(t).execute();
    } else {
      const filled = await nonEmptyTables(trx, present);
      if (filled.length > 0) {
        throw new ArchiveError(
          `The database is not empty (${filled.map(([t, n]) => `${t}: ${n}`).join(", ")}): restore into a new database, or add --replace to delete everything in it first.`,
        );
      }
    }
    let batch: Row[] = [];
    let batchTable = "";
    let batchBytes = 0;
    const flush = async () => {
      try {
        if (batch.length > 0) await trx.insertInto(batchTable).values(batch).execute();
      } catch (err) {
        // Rows the checks let through but the database refuses (e.g. a repeated id from a file
        // edited by hand): the transaction rolls back everything loaded so far.
        throw new ArchiveError(`The archive could not be loaded into the database (${batchTable}: ${err instanceof Error ? err.message : String(err)}).`);
      }
      batch = [];
      batchBytes = 0;
    };
    for await (const line of readArchive(file)) {
      if (line.kind === "header") {
        const missing = line.header.tables.filter((t) => !present.includes(t));
        if (missing.length > 0) throw new ArchiveError(`The database has no table ${missing.join(", ")}: is DATABASE_URL an R28 database?`);
      } else if (line.kind === "row") {
        if (line.table !== batchTable || batch.length >= BATCH_ROWS || batchBytes + line.size > BATCH_BYTES) {
          await flush();
          batchTable = line.table;
        }
        batch.push(line.row);
        batchBytes += line.size;
      }
    }
    await flush();
  });
  return { counts: footer.counts, content: footer.content, ms: Math.round(performance.now() - started) };
}

async function nonEmptyTables(trx: Transaction<any>, tables: string[]): Promise<[string, number][]> {
  const out: [string, number][] = [];
  for (const t of tables) {
    const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(t)}`.execute(trx);
    const n = Number(r.rows[0]?.n ?? 0);
    if (n > 0) out.push([t, n]);
  }
  return out;
}
