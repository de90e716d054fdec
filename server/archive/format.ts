/**
 * The backup archive, version 1: one gzip-compressed file of JSON lines.
 *
 *   {"format":"r28-archive","version":1,"createdAt":…,"dialect":…,"migrations":[…],"tables":[…]}
 *   {"t":"<table>","r":{<column>:<value>,…}}            one line per row, columns sorted
 *   …
 *   {"end":true,"counts":{<table>:n,…},"content":"<sha256>","sha256":"<sha256>"}
 *
 * Bytes (image originals) are written as {"$base64":"…"}. `sha256` covers every byte before the
 * last line (header included), so a changed, cut or reordered archive is refused; `content`
 * covers the row lines only, so two archives of the same content have the same `content` whatever
 * database or moment they were written from.
 */
import { createHash, type Hash } from "node:crypto";

export const ARCHIVE_FORMAT = "r28-archive";
export const ARCHIVE_VERSION = 1;

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** The database it was written from: "sqlite" or "postgres". */
  dialect: string;
  /** The migrations that database had applied (a restore refuses an archive from a newer schema). */
  migrations: string[];
  /** The tables it holds, in restore order. */
  tables: string[];
}

export interface ArchiveFooter {
  end: true;
  counts: Record<string, number>;
  content: string;
  sha256: string;
}

export type Row = Record<string, unknown>;

/** A failure that one line explains (bad archive, non-empty database); nothing was changed. */
export class ArchiveError extends Error {
  override name = "ArchiveError";
}

export function encodeRow(table: string, row: Row): string {
  const r: Row = {};
  for (const k of Object.keys(row).sort()) {
    const v = row[k];
    r[k] = v instanceof Uint8Array ? { $base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64") } : v;
  }
  return JSON.stringify({ t: table, r });
}

export function decodeRow(line: { t: unknown; r: unknown }): { table: string; row: Row } {
  if (typeof line.t !== "string" || typeof line.r !== "object" || line.r === null || Array.isArray(line.r)) {
    throw new ArchiveError("The archive is corrupt: a record has no table or no values.");
  }
  const row: Row = {};
  for (const [k, v] of Object.entries(line.r as Row)) {
    row[k] = v && typeof v === "object" && "$base64" in v ? Buffer.from(String((v as { $base64: unknown }).$base64), "base64") : v;
  }
  return { table: line.t, row };
}

/** Running checksums of the lines written or read so far. */
export class Checksums {
  private readonly all: Hash = createHash("sha256");
  private readonly content: Hash = createHash("sha256");
  /** A line (with its newline) of the header or a row. */
  add(line: string, isRow: boolean): void {
    this.all.update(line);
    if (isRow) this.content.update(line);
  }
  digest(): { sha256: string; content: string } {
    return { sha256: this.all.digest("hex"), content: this.content.digest("hex") };
  }
}
