import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import type { DB } from "../db/index.ts";

/**
 * Where media bytes live: the database (default), a directory (MEDIA_DIR) or an S3-compatible
 * bucket (MEDIA_S3_*). Every backend answers the same five operations, checked by one contract
 * suite (tests/db/media-store.test.ts). Keys are flat file names (`<sha256>.<ext>` originals,
 * `<hash>~<version>-<size>.<format>` variants). Methods take the database handle first like every
 * service function; only the database backend uses it (so a put joins the caller's transaction).
 */
export interface StoredObject {
  key: string;
  size: number;
  contentType: string;
  /** sha256 of the bytes, hex: the checksum `media:migrate` compares. */
  sha256: string;
}

/** Inclusive byte positions, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStore {
  readonly kind: "db" | "dir" | "s3";
  /** For logs and errors: where the bytes are. */
  readonly where: string;
  /** Fails with one clear message when the backend cannot be used (checked at start). */
  check(): Promise<void>;
  put(db: DB, key: string, body: Buffer | Readable, meta: { contentType: string; sha256: string; size: number }): Promise<void>;
  /** The object's bytes (or one range of them) as a stream; never the whole file in memory. */
  get(db: DB, key: string, range?: ByteRange): Promise<{ info: StoredObject; body: Readable } | undefined>;
  head(db: DB, key: string): Promise<StoredObject | undefined>;
  delete(db: DB, key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order. */
  list(db: DB, prefix?: string): AsyncIterable<StoredObject>;
}

/** A storage key: a plain file name, so it is safe as a path and an object name everywhere. */
export const STORE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._~-]{0,199}$/;

export function checkKey(key: string): void {
  if (!STORE_KEY.test(key) || key.includes("..")) throw new Error(`Not a media storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp", avif: "image/avif", pdf: "application/pdf", bin: "application/octet-stream" };
/** The content type a key's extension names. */
export const contentTypeOf = (key: string) => TYPES[key.slice(key.lastIndexOf(".") + 1)] ?? "application/octet-stream";

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Reads a stream whole (puts of the database backend, which stores one value). */
export async function collect(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export const toReadable = (body: Buffer | Readable): Readable => (Buffer.isBuffer(body) ? Readable.from([body]) : body);
