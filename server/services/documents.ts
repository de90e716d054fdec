// Reports and documents (/reports, /api/documents): PDFs staff publish. A document's page
// (/reports/{slug}) and file (/reports/{slug}.pdf) are fixed when it is added; replacing the file
// keeps both. The bytes go through the media storage layer (database, directory or S3) under
// `document-<sha256>.pdf`; a PDF is recognised by its bytes, never by a declared type or name.
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import {
  documentFileUrl,
  documentPage,
  DOCUMENT_KIND_KEYS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_MB,
  type Document,
  type DocumentCreate,
  type DocumentKind,
  type DocumentPatch,
  type DocumentQuery,
} from "../../shared/schemas/documents.ts";
import { looksLikeId, slugify } from "../../shared/slug.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import {
  deleteDocumentRow,
  documentSearchEntries,
  documentSlugTaken,
  documentsUsingFile,
  documentYears,
  findDocumentBySlug,
  findDocumentRow,
  insertDocumentRow,
  listDocumentRows,
  updateDocumentRow,
} from "../db/repositories/documents.ts";
import type { DocumentTable } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { mediaStore, type ByteRange, type StoredObject } from "../storage/index.ts";
import { recordActivity, type Actor } from "./activity.ts";
import { readImageField, storeImages, type EncodedImage } from "./media.ts";
import { countPdfPages, looksLikePdf } from "./pdf.ts";

export const DOCUMENT_TYPE = "document";
const MISSING = "No document with this id";

const kindOf = (kind: string): DocumentKind => ((DOCUMENT_KIND_KEYS as string[]).includes(kind) ? (kind as DocumentKind) : "other");

export function toApi(row: DocumentTable): Document {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    year: Number(row.year),
    kind: kindOf(row.kind),
    cover: row.cover,
    coverAlt: row.coverAlt,
    page: documentPage(row.slug),
    url: documentFileUrl(row.slug),
    fileName: row.fileName,
    bytes: Number(row.fileSize),
    pages: Number(row.pages),
    fileUpdatedAt: row.fileUpdatedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A checked PDF ready to store: its storage key, checksum and page count. */
export interface CheckedPdf {
  bytes: Buffer;
  key: string;
  sha256: string;
  pages: number;
}

/** Refuses anything but a PDF within the size limit (400 not a PDF, 413 too large), whatever its name or declared type. */
export function checkPdf(bytes: Buffer, field = "file"): CheckedPdf {
  if (bytes.length === 0) throw badRequest(`The ${field} is empty`, { [field]: "is empty" });
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new HttpError(413, `The PDF is larger than ${MAX_DOCUMENT_MB} MB`, { fields: { [field]: `must be at most ${MAX_DOCUMENT_MB} MB` } });
  if (!looksLikePdf(bytes)) {
    throw badRequest(`The ${field} is not a PDF: its content does not start with the PDF signature (%PDF-) or is cut short`, { [field]: "must be a PDF document" });
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { bytes, key: `document-${sha256}.pdf`, sha256, pages: countPdfPages(bytes) };
}

/** Stores the file unless the backend holds these bytes already. */
async function putPdf(db: DB, pdf: CheckedPdf): Promise<void> {
  const store = mediaStore();
  const there = await store.head(db, pdf.key);
  if (there && there.sha256 === pdf.sha256) return;
  await store.put(db, pdf.key, pdf.bytes, { contentType: "application/pdf", sha256: pdf.sha256, size: pdf.bytes.length });
}

/** Removes a file no document keeps any more (after the change that dropped it). */
async function dropFileIfUnused(db: DB, key: string): Promise<void> {
  if ((await documentsUsingFile(db, key)) === 0) await mediaStore().delete(db, key);
}

/** A free slug made from the title: never id-like, -2, -3… when taken. */
async function freeSlug(db: DB, title: string): Promise<string> {
  let base = slugify(title) || "document";
  if (looksLikeId(base)) base = `${base}-document`;
  base = base.slice(0, 70).replace(/-+$/, "");
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await documentSlugTaken(db, slug))) return slug;
  }
}

/** The cover field: "" clears it, a /media URL must name a stored image, a data string is checked and stored. */
async function readCover(db: DB, value: string | undefined): Promise<{ url: string; image?: EncodedImage } | undefined> {
  if (value === undefined) return undefined;
  return readImageField(db, value, "cover");
}

export async function list(db: DB, query: DocumentQuery = {}): Promise<Document[]> {
  return (await listDocumentRows(db, { year: query.year, kind: query.kind })).map(toApi);
}

export async function get(db: DB, id: string): Promise<Document | undefined> {
  const row = await findDocumentRow(db, id);
  return row && toApi(row);
}

/** The document at /reports/{slug} (any case). */
export async function findBySlug(db: DB, slug: string): Promise<Document | undefined> {
  const row = await findDocumentBySlug(db, slug);
  return row && toApi(row);
}

/** The years that have documents, newest first. */
export const years = (db: DB) => documentYears(db);

/**
 * Every document's title, description and page address, newest first: what a site search indexes.
 * A plain read; the search helper ranks and highlights.
 */
export const searchEntries = (db: DB) => documentSearchEntries(db);

/** POST /api/documents: a checked PDF and its details; the slug comes from the title and never changes. */
export async function create(db: DB, input: DocumentCreate, file: Buffer, actor?: Actor): Promise<Document> {
  const pdf = checkPdf(file);
  const cover = await readCover(db, input.cover);
  const at = now();
  const row = await inTransaction(db, async (trx) => {
    if (cover?.image) await storeImages(trx, [cover.image]);
    await putPdf(trx, pdf);
    const slug = await freeSlug(trx, input.title);
    const row: DocumentTable = {
      id: newId(),
      slug,
      title: input.title,
      description: input.description,
      year: input.year,
      kind: input.kind,
      cover: cover?.url ?? "",
      coverAlt: input.coverAlt,
      fileKey: pdf.key,
      fileName: `${slug}.pdf`,
      fileSize: pdf.bytes.length,
      fileSha256: pdf.sha256,
      pages: pdf.pages,
      fileUpdatedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    await insertDocumentRow(trx, row);
    if (actor?.userId) await recordActivity(trx, "create", actor, { type: DOCUMENT_TYPE, id: row.id, label: row.title });
    return row;
  });
  return toApi(row);
}

/** PATCH /api/documents/{id}: details only; the addresses and the file stay. */
export async function update(db: DB, id: string, patch: DocumentPatch, actor?: Actor): Promise<Document> {
  const cover = await readCover(db, patch.cover);
  const row = await inTransaction(db, async (trx) => {
    const current = await findDocumentRow(trx, id);
    if (!current) throw notFound(MISSING);
    if (cover?.image) await storeImages(trx, [cover.image]);
    const set: Partial<DocumentTable> = { updatedAt: now() };
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.year !== undefined) set.year = patch.year;
    if (patch.kind !== undefined) set.kind = patch.kind;
    if (patch.coverAlt !== undefined) set.coverAlt = patch.coverAlt;
    if (cover) set.cover = cover.url;
    await updateDocumentRow(trx, id, set);
    if (actor?.userId) await recordActivity(trx, "save", actor, { type: DOCUMENT_TYPE, id, label: set.title ?? current.title });
    return { ...current, ...set };
  });
  return toApi(row);
}

/** POST /api/documents/{id}/file: a new PDF under the same page and file addresses. */
export async function replaceFile(db: DB, id: string, file: Buffer, actor?: Actor): Promise<Document> {
  const pdf = checkPdf(file);
  const at = now();
  const { row, old } = await inTransaction(db, async (trx) => {
    const current = await findDocumentRow(trx, id);
    if (!current) throw notFound(MISSING);
    await putPdf(trx, pdf);
    const set = { fileKey: pdf.key, fileSize: pdf.bytes.length, fileSha256: pdf.sha256, pages: pdf.pages, fileUpdatedAt: at, updatedAt: at };
    await updateDocumentRow(trx, id, set);
    if (actor?.userId) await recordActivity(trx, "save", actor, { type: DOCUMENT_TYPE, id, label: `${current.title} (new file)` });
    return { row: { ...current, ...set }, old: current.fileKey };
  });
  if (old !== row.fileKey) await dropFileIfUnused(db, old);
  return toApi(row);
}

/** DELETE /api/documents/{id}: the document and, when no other keeps it, its file. Its addresses then answer 404. */
export async function remove(db: DB, id: string, actor?: Actor): Promise<void> {
  const key = await inTransaction(db, async (trx) => {
    const current = await findDocumentRow(trx, id);
    if (!current) throw notFound(MISSING);
    await deleteDocumentRow(trx, id);
    if (actor?.userId) await recordActivity(trx, "delete", actor, { type: DOCUMENT_TYPE, id, label: current.title });
    return current.fileKey;
  });
  await dropFileIfUnused(db, key);
}

/** What /reports/{slug}.pdf serves: the document and its stored file's details. */
export async function fileOf(db: DB, slug: string): Promise<{ doc: DocumentTable; info: StoredObject } | undefined> {
  const doc = await findDocumentBySlug(db, slug);
  if (!doc) return undefined;
  const info = await mediaStore().head(db, doc.fileKey);
  return info && { doc, info };
}

/** The file's bytes (or one range of them) as a stream. */
export const openFile = (db: DB, key: string, range?: ByteRange): Promise<{ info: StoredObject; body: Readable } | undefined> => mediaStore().get(db, key, range);
