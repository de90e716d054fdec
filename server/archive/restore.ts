import { mediaStore, type MediaStore } from "../storage/index.ts";
import { sha256Hex, STORE_KEY } from "../storage/media-store.ts";
import { createReadStream } from "node:fs";
import { access } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import { sql, type Kysely, type Transaction } from "kysely";
import { migrationNames, type Dialect } from "../db/migrate.ts";
import { tableExists } from "./export.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, ArchiveError, Checksums, decodeRow, type ArchiveFooter, type ArchiveHeader, type Row } from "./format.ts";
import { ARCHIVE_TABLES, DERIVED_TABLES } from "./tables.ts";
import { isSealed, sealedKeyId, type SecretBox } from "../services/secret-box.ts";
import { rebuildSearchIndex } from "../services/search.ts";
import type { DB } from "../db/index.ts";
import { ID_PATTERN } from "../../shared/ids.ts";

export interface RestoreSummary {
  counts: Record<string, number>;
  content: string;
  ms: number;
}

export interface RestoreOptions {
  /** Delete everything in the database first (in the same transaction) instead of refusing a non-empty one. */
  replace?: boolean;
  /**
   * This site's secrets key: TOTP secrets sealed with another key are refused (they could not be
   * opened here), secrets in clear (an archive from before sealing) are sealed with it.
   */
  secrets?: SecretBox;
  /** Import the users without their two-factor sign-in (they set it up again) instead of refusing secrets sealed with another key. */
  resetTwoFactor?: boolean;
  /** Where the media bytes go (the process's configured store unless given). */
  store?: MediaStore;
}

/**
 * Fixed bounds of what an archive may hold, so a damaged or hostile file is refused in seconds:
 * a line (one row; image originals are at most 10 MB, 13.4 MB as base64), and how much the gzip
 * stream may grow over the compressed bytes read (JSON rows compress about 3 to 15 times; a
 * gzip bomb about 1000 times), past a first allowance.
 */
export const ARCHIVE_LIMITS = { maxLineChars: 32 * 1024 * 1024, maxRatio: 100, ratioAllowanceBytes: 16 * 1024 * 1024 } as const;

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
  let inflated = 0;
  const decoder = new StringDecoder("utf8");
  const sums = new Checksums();
  const counts: Record<string, number> = {};
  let header: ArchiveHeader | undefined;
  let footer: ArchiveFooter | undefined;
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
    checkRow(table, row, lineNo);
    sums.add(`${text}\n`, true);
    counts[table] = (counts[table] ?? 0) + 1;
    return { kind: "row", table, row, size: text.length };
  };

  // The text after the last newline, in pieces: each chunk is searched once for newlines (linear
  // in the file's size), and a line longer than the cap is refused as soon as it is.
  let pieces: string[] = [];
  let pendingChars = 0;
  const tooLong = () => new ArchiveError(`The archive is refused: line ${lineNo + 1} is longer than ${ARCHIVE_LIMITS.maxLineChars / 1024 / 1024} MB, more than any row this site writes (a damaged or hostile file).`);
  try {
    for await (const chunk of gunzip) {
      inflated += (chunk as Buffer).length;
      if (inflated > ARCHIVE_LIMITS.ratioAllowanceBytes && inflated > ARCHIVE_LIMITS.maxRatio * source.bytesRead) {
        throw new ArchiveError(`The archive is refused: it expands more than ${ARCHIVE_LIMITS.maxRatio} times (${Math.round(inflated / 1024 / 1024)} MB from ${Math.max(1, Math.round(source.bytesRead / 1024))} KB read), which no archive this site writes does (a damaged or hostile file).`);
      }
      const text = decoder.write(chunk as Buffer);
      let start = 0;
      let nl: number;
      while ((nl = text.indexOf("\n", start)) >= 0) {
        const part = text.slice(start, nl);
        if (pendingChars + part.length > ARCHIVE_LIMITS.maxLineChars) throw tooLong();
        const line = pieces.length > 0 ? pieces.join("") + part : part;
        pieces = [];
        pendingChars = 0;
        start = nl + 1;
        yield parse(line);
      }
      if (start < text.length) {
        pieces.push(text.slice(start));
        pendingChars += text.length - start;
        if (pendingChars > ARCHIVE_LIMITS.maxLineChars) throw tooLong();
      }
    }
  } catch (err) {
    if (err instanceof ArchiveError) throw err;
    const e = err as { code?: string; message?: string };
    if (e.code === "Z_BUF_ERROR" || /unexpected end of file/i.test(e.message ?? "")) throw truncated();
    if (!header) throw notAnArchive(file);
    throw new ArchiveError(`The archive is corrupt (${e.message ?? String(err)}).`);
  }
  pieces.push(decoder.end());
  const last = pieces.join("");
  if (last.trim() !== "") yield parse(last);
  if (!header) throw notAnArchive(file);
  if (!footer) throw truncated();
  const digest = sums.digest();
  if (!isFooter(footer)) throw new ArchiveError("The archive is corrupt: its last record is malformed.");
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
  const version: unknown = h.version;
  if (typeof version === "string") {
    throw new ArchiveError(`The archive gives its version as the text ${JSON.stringify(version.slice(0, 20))}, not a number: npm run export writes "version":${ARCHIVE_VERSION}, so this file was edited or made by another tool.`);
  }
  if (typeof version !== "number" || !Number.isInteger(version)) {
    throw new ArchiveError(`The archive's version (${JSON.stringify(version)?.slice(0, 20) ?? "missing"}) is not a whole number: it was not written by npm run export.`);
  }
  if (h.version !== ARCHIVE_VERSION) {
    throw new ArchiveError(`The archive is of version ${String(h.version)}, which this R28 does not read (it reads version ${ARCHIVE_VERSION}): import it with the R28 release that wrote it or a newer one.`);
  }
  if (!Array.isArray(h.tables) || !Array.isArray(h.migrations) || !h.tables.every((t) => typeof t === "string") || !h.migrations.every((m) => typeof m === "string")) {
    throw new ArchiveError("The archive is corrupt: its header is incomplete.");
  }
  const unknownMigrations = h.migrations.filter((m) => !knownMigrations.includes(m));
  if (unknownMigrations.length > 0) {
    throw new ArchiveError(`The archive was written by a newer R28 (its database had migration ${unknownMigrations.join(", ")}): upgrade this installation first, then import it.`);
  }
  const known = new Set(ARCHIVE_TABLES.map((t) => t.name));
  const unknownTables = h.tables.filter((t) => !known.has(t));
  if (unknownTables.length > 0) throw new ArchiveError(`The archive holds tables this R28 does not know (${unknownTables.join(", ")}): upgrade this installation first.`);
  return h as ArchiveHeader;
}

const HEX64 = /^[0-9a-f]{64}$/;
const COLUMN = /^[a-z][a-z0-9_]{0,62}$/;
const MEDIA_EXT = /^(png|jpg|gif|webp)$/;

function isFooter(f: ArchiveFooter): boolean {
  const counts = f.counts as unknown;
  return (
    typeof f.sha256 === "string" &&
    typeof f.content === "string" &&
    typeof counts === "object" &&
    counts !== null &&
    !Array.isArray(counts) &&
    Object.values(counts).every((n) => Number.isInteger(n) && (n as number) >= 0)
  );
}

/**
 * A row's values are of the kinds a database column holds (text, finite numbers, booleans, null,
 * bytes) under plain column names, and the values whose form is fixed have it: record ids, media
 * hashes (they become file names under /media) and extensions, sealed or base32 TOTP secrets.
 */
function checkRow(table: string, row: Row, lineNo: number): void {
  const bad = (what: string) => new ArchiveError(`The archive is refused: line ${lineNo} (${table}) has ${what}.`);
  for (const [col, v] of Object.entries(row)) {
    if (!COLUMN.test(col)) throw bad(`a column name that is not one (${JSON.stringify(col.slice(0, 40))})`);
    const ok = v === null || typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isFinite(v)) || Buffer.isBuffer(v);
    if (!ok) throw bad(`a value of ${col} that no column holds`);
  }
  const text = (col: string) => (typeof row[col] === "string" ? (row[col] as string) : undefined);
  if (table === "media") {
    if (!HEX64.test(text("hash") ?? "")) throw bad("a media hash that is not 64 hexadecimal characters");
    if (!MEDIA_EXT.test(text("ext") ?? "")) throw bad("a media extension that is not png, jpg, gif or webp");
    if (!Buffer.isBuffer(row.data)) throw bad("a media file without its bytes");
  }
  if (table === "document_files") {
    if (!STORE_KEY.test(text("key") ?? "") || !/^document-[0-9a-f]{64}\.pdf$/.test(text("key") ?? "")) throw bad("a document file key that is not one");
    if (!Buffer.isBuffer(row.data)) throw bad("a document file without its bytes");
  }
  if (table === "documents") {
    if (!STORE_KEY.test(text("file_key") ?? "") || !/^document-[0-9a-f]{64}\.pdf$/.test(text("file_key") ?? "")) throw bad("a document file key that is not one");
    if (!Buffer.isBuffer(row.data)) throw bad("a document without its file's bytes");
  }
  const key = ARCHIVE_TABLES.find((t) => t.name === table)?.key;
  if (key?.length === 1 && key[0] === "id" && !ID_PATTERN.test(text("id") ?? "")) throw bad("a record id that is not 24 hexadecimal characters");
  if (table === "recovery_codes" && !ID_PATTERN.test(text("user_id") ?? "")) throw bad("a user id that is not 24 hexadecimal characters");
  if (table === "users") {
    const secret = text("totp_secret");
    if (secret !== undefined && secret !== "" && !isSealed(secret) && !/^[A-Z2-7]{16,128}=*$/.test(secret)) throw bad("a two-factor secret that is neither sealed nor base32");
  }
}

/**
 * TOTP secrets against this site's key: sealed with it, kept; in clear (an older archive), sealed
 * now; sealed with another key, refused with the key ids, or with `resetTwoFactor` dropped (the
 * user's two-factor sign-in is off, their recovery codes are not loaded). Answers the users reset.
 */
function secretsFor(row: Row, opts: RestoreOptions, resetUsers: Set<string>): Row {
  const secret = typeof row.totp_secret === "string" ? row.totp_secret : "";
  const box = opts.secrets;
  if (!secret || !box) return row;
  const keyId = sealedKeyId(secret);
  if (keyId === undefined) return { ...row, totp_secret: box.seal(String(row.id), secret) };
  if (keyId === box.keyId) return row;
  if (!opts.resetTwoFactor) {
    throw new ArchiveError(
      `The archive's two-factor secrets were sealed with another key (key id ${keyId}; this site's key, from ${box.source}, has id ${box.keyId}): set SECRETS_KEY, or copy secrets.key, from the site that wrote it, or add --reset-two-factor to import the users without two-factor sign-in (they set it up again).`,
    );
  }
  resetUsers.add(String(row.id));
  return { ...row, totp_secret: "", totp_enabled_at: "", totp_last_step: 0 };
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
  const resetUsers = new Set<string>();
  const raw = db.withoutPlugins();
  await raw.transaction().execute(async (trx) => {
    const present: string[] = [];
    for (const t of ARCHIVE_TABLES) if (t.files ? await tableExists(trx, dialect, "documents") : await tableExists(trx, dialect, t.name)) present.push(t.name);
    const files = new Set(ARCHIVE_TABLES.filter((t) => t.files).map((t) => t.name));
    if (opts.replace) {
      for (const t of [...DERIVED_TABLES, ...[...present].reverse()]) if (await tableExists(trx, dialect, t)) await trx.deleteFrom(t).execute();
    } else {
      const filled = await nonEmptyTables(
        trx,
        present.filter((t) => !files.has(t)),
      );
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
        if (line.table === "users") line.row = secretsFor(line.row, opts, resetUsers);
        if (line.table === "media") line.row = await restoreMediaFile(trx, line.row, opts.store ?? mediaStore());
        if (line.table === "documents") line.row = await restoreDocumentFile(trx, line.row, opts.store ?? mediaStore());
        if (files.has(line.table)) {
          // A file only older versions, drafts or the trash name: into storage, no row.
          await restoreDocumentFile(trx, { file_key: line.row.key, data: line.row.data, created_at: new Date().toISOString() }, opts.store ?? mediaStore());
          continue;
        }
        if (line.table === "recovery_codes" && resetUsers.has(String(line.row.user_id))) continue;
        // Articles archived before they had a publication date are dated at their creation.
        if (line.table === "news_items" && !line.row.published_at) line.row = { ...line.row, published_at: line.row.created_at };
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
  // The site search is derived (never archived): made again from what was restored.
  await rebuildSearchIndex(db as DB);
  return { counts: footer.counts, content: footer.content, ms: Math.round(performance.now() - started) };
}

/**
 * A media row's bytes go to the storage backend (the database backend's inside the restore's
 * transaction); the row keeps the catalogue. Archives from before the storage backends carry no
 * `file`, `file_hash` or `version`: they are derived here.
 */
async function restoreMediaFile(trx: Transaction<any>, row: Row, store: MediaStore): Promise<Row> {
  const { data, ...rest } = row;
  const bytes = data as Buffer;
  const hash = String(row.hash);
  const file = typeof row.file === "string" && STORE_KEY.test(row.file) ? row.file : `${hash}.${String(row.ext)}`;
  const sha256 = sha256Hex(bytes);
  const out: Row = { ...rest, file, file_hash: sha256, version: typeof row.version === "string" && /^[0-9a-f]{12}$/.test(row.version) ? row.version : hash.slice(0, 12) };
  if (typeof out.updated_at !== "string" || out.updated_at === "") out.updated_at = row.created_at;
  const contentType = String(row.mime);
  if (store.kind === "db") {
    await trx
      .insertInto("media_objects")
      .values({ key: file, content_type: contentType, size: bytes.length, sha256, data: bytes, part_size: Math.max(1, bytes.length), created_at: String(row.created_at) })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  } else {
    const there = await store.head(trx as never, file);
    if (!there || there.sha256 !== sha256) await store.put(trx as never, file, bytes, { contentType, sha256, size: bytes.length });
  }
  return out;
}

/** A document row's PDF goes to the storage backend under its key (as a media row's bytes); the row keeps the rest. */
async function restoreDocumentFile(trx: Transaction<any>, row: Row, store: MediaStore): Promise<Row> {
  const { data, ...rest } = row;
  const bytes = data as Buffer;
  const key = String(row.file_key);
  const sha256 = sha256Hex(bytes);
  if (store.kind === "db") {
    await trx
      .insertInto("media_objects")
      .values({ key, content_type: "application/pdf", size: bytes.length, sha256, data: bytes, part_size: Math.max(1, bytes.length), created_at: String(row.created_at) })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
  } else {
    const there = await store.head(trx as never, key);
    if (!there || there.sha256 !== sha256) await store.put(trx as never, key, bytes, { contentType: "application/pdf", sha256, size: bytes.length });
  }
  return { ...rest, file_sha256: sha256, file_size: bytes.length };
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
