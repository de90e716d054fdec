// Reports and documents (/reports, /api/documents): PDFs staff publish. A document's page
// (/reports/{slug}) and file (/reports/{slug}.pdf) are fixed when it is added; replacing the file
// keeps both. The bytes go through the media storage layer (database, directory or S3) under
// `document-<sha256>.pdf`; a PDF is recognised by its bytes, never by a declared type or name.
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import {
  documentFileUrl,
  documentPage,
  DOCUMENT_FILE_FIELDS,
  DOCUMENT_VERSION_FIELDS,
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
import { findDraft } from "../db/repositories/drafts.ts";
import type { DocumentTable } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { badRequest, HttpError, notFound } from "../http/errors.ts";
import { mediaStore, type ByteRange, type StoredObject } from "../storage/index.ts";
import { readImageField, storeImages, type EncodedImage } from "./media.ts";
import { countPdfPages, looksLikePdf } from "./pdf.ts";
import { trackedDelete, trackedWrite, type Fields, type SaveContext } from "./tracking.ts";

export const DOCUMENT_TYPE = "document" as const;
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

/** Removes a file nothing names any more (after the change that dropped it): no live document, version, draft or trash entry. */
export async function dropFileIfUnused(db: DB, key: string): Promise<void> {
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

/** A document row's fields as its versions and drafts keep them (all text). */
export function fieldsOfRow(row: DocumentTable): Fields {
  return Object.fromEntries(DOCUMENT_VERSION_FIELDS.map((f) => [f, String(row[f] ?? "")]));
}

/** The live fields of a document, or undefined when it is not on the site. */
export async function fieldsOf(db: DB, id: string): Promise<Fields | undefined> {
  const row = await findDocumentRow(db, id);
  return row && fieldsOfRow(row);
}

/** The whole live row as text (what the trash keeps, and what a tracked write reads). */
const rowAsFields = (row: DocumentTable | undefined): Fields | undefined => (row ? (Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v ?? "")])) as Fields) : undefined);

/** A tracked write of one document inside `trx`: the version and activity line go with it. */
function tracked<R>(trx: DB, id: string, ctx: SaveContext | undefined, write: () => Promise<R>, after: (r: R) => DocumentTable): Promise<R> {
  return trackedWrite(trx, { type: DOCUMENT_TYPE, id }, ctx, async () => rowAsFields(await findDocumentRow(trx, id)), write, (r) => rowAsFields(after(r))!);
}

/** The stored file's details a row keeps. */
const fileColumns = (pdf: CheckedPdf, at: string) => ({ fileKey: pdf.key, fileSize: pdf.bytes.length, fileSha256: pdf.sha256, pages: pdf.pages, fileUpdatedAt: at, updatedAt: at });

/** A new document's row: its details, its stored file, its fixed page and file names. */
function newDocumentRow(
  id: string,
  slug: string,
  details: Pick<DocumentTable, "title" | "description" | "year" | "kind" | "cover" | "coverAlt">,
  file: Pick<DocumentTable, "fileKey" | "fileSize" | "fileSha256" | "pages">,
  at: string,
): DocumentTable {
  return { id, slug, ...details, fileName: `${slug}.pdf`, ...file, fileUpdatedAt: at, createdAt: at, updatedAt: at };
}

/** POST /api/documents: a checked PDF and its details; the slug comes from the title and never changes. */
export async function create(db: DB, input: DocumentCreate, file: Buffer, ctx?: SaveContext): Promise<Document> {
  const pdf = checkPdf(file);
  const cover = await readCover(db, input.cover);
  const at = now();
  const row = await inTransaction(db, async (trx) => {
    if (cover?.image) await storeImages(trx, [cover.image]);
    await putPdf(trx, pdf);
    const id = ctx?.createId ?? newId();
    return tracked(
      trx,
      id,
      ctx,
      async () => {
        const slug = await freeSlug(trx, input.title);
        const details = { title: input.title, description: input.description, year: input.year, kind: input.kind, cover: cover?.url ?? "", coverAlt: input.coverAlt };
        const row = newDocumentRow(id, slug, details, fileColumns(pdf, at), at);
        await insertDocumentRow(trx, row);
        return row;
      },
      (r) => r,
    );
  });
  return toApi(row);
}

/** PATCH /api/documents/{id}: details only; the addresses and the file stay. */
export async function update(db: DB, id: string, patch: DocumentPatch, ctx?: SaveContext): Promise<Document> {
  const cover = await readCover(db, patch.cover);
  const row = await inTransaction(db, async (trx) => {
    if (cover?.image) await storeImages(trx, [cover.image]);
    return tracked(
      trx,
      id,
      ctx,
      async () => {
        const current = await findDocumentRow(trx, id);
        if (!current) throw notFound(MISSING);
        const set: Partial<DocumentTable> = { updatedAt: now() };
        if (patch.title !== undefined) set.title = patch.title;
        if (patch.description !== undefined) set.description = patch.description;
        if (patch.year !== undefined) set.year = patch.year;
        if (patch.kind !== undefined) set.kind = patch.kind;
        if (patch.coverAlt !== undefined) set.coverAlt = patch.coverAlt;
        if (cover) set.cover = cover.url;
        await updateDocumentRow(trx, id, set);
        return { ...current, ...set };
      },
      (r) => r,
    );
  });
  return toApi(row);
}

/** POST /api/documents/{id}/file: a new PDF under the same page and file addresses. */
export async function replaceFile(db: DB, id: string, file: Buffer, ctx?: SaveContext): Promise<Document> {
  const pdf = checkPdf(file);
  const at = now();
  const { row, old } = await inTransaction(db, async (trx) => {
    await putPdf(trx, pdf);
    let old = "";
    const row = await tracked(
      trx,
      id,
      ctx,
      async () => {
        const current = await findDocumentRow(trx, id);
        if (!current) throw notFound(MISSING);
        old = current.fileKey;
        const set = fileColumns(pdf, at);
        await updateDocumentRow(trx, id, set);
        return { ...current, ...set };
      },
      (r) => r,
    );
    return { row, old };
  });
  if (old !== row.fileKey) await dropFileIfUnused(db, old);
  return toApi(row);
}

/**
 * Saves whole kept fields over a live document inside the caller's transaction (a draft's publish,
 * a restore with publish): details, and the file when the fields name another stored one (its
 * bytes must be in storage: a draft's PDF or an older version's, kept while named).
 */
export async function saveFields(trx: DB, id: string, fields: Fields, ctx: SaveContext): Promise<Document> {
  const row = await tracked(
    trx,
    id,
    ctx,
    async () => {
      const current = await findDocumentRow(trx, id);
      if (!current) throw notFound(MISSING);
      const at = now();
      const set: Partial<DocumentTable> = { ...detailsOf(fields), updatedAt: at };
      if (fields.fileKey && fields.fileKey !== current.fileKey) Object.assign(set, await storedFileColumns(trx, fields), { fileUpdatedAt: at });
      await updateDocumentRow(trx, id, set);
      return { ...current, ...set };
    },
    (r) => r,
  );
  return toApi(row);
}

/** A new document from a draft's kept fields (its PDF stored already), with the draft's id. 400 without a PDF. */
export async function createFromFields(trx: DB, id: string, fields: Fields, ctx: SaveContext): Promise<Document> {
  if (!fields.fileKey) throw badRequest(NEEDS_PDF, { file: "is required" });
  const file = await storedFileColumns(trx, fields);
  const row = await tracked(
    trx,
    id,
    { ...ctx, createId: id },
    async () => {
      const at = now();
      const details = detailsOf(fields);
      // A report taken off the site and published again keeps its address when it is still free.
      const slug = fields.slug && !(await documentSlugTaken(trx, fields.slug)) ? fields.slug : await freeSlug(trx, details.title ?? "");
      const row = newDocumentRow(
        id,
        slug,
        { title: details.title ?? "", description: details.description ?? "", year: details.year ?? new Date().getUTCFullYear(), kind: details.kind ?? "other", cover: details.cover ?? "", coverAlt: details.coverAlt ?? "" },
        file,
        at,
      );
      await insertDocumentRow(trx, row);
      return row;
    },
    (r) => r,
  );
  return toApi(row);
}

export const NEEDS_PDF = "A new document needs its PDF before it can be published: upload one to the draft";

/** The details among kept fields (the year as a number). */
function detailsOf(fields: Fields): Partial<DocumentTable> {
  const out: Partial<DocumentTable> = {};
  for (const f of ["title", "description", "kind", "cover", "coverAlt"] as const) if (fields[f] !== undefined) out[f] = fields[f];
  if (fields.year) out.year = Number(fields.year);
  return out;
}

/** The file columns of kept fields, checked against storage: 409 when its bytes are gone. */
async function storedFileColumns(trx: DB, fields: Fields): Promise<Pick<DocumentTable, "fileKey" | "fileSize" | "fileSha256" | "pages">> {
  const info = await mediaStore().head(trx, fields.fileKey ?? "");
  if (!info) throw new HttpError(409, "The PDF this version or draft names is no longer stored; upload it again", { fields: { file: "is no longer stored" } });
  return { fileKey: fields.fileKey!, fileSize: Number(fields.fileSize) || info.size, fileSha256: fields.fileSha256 || info.sha256 || "", pages: Number(fields.pages) || 0 };
}

/**
 * A checked PDF for a draft: stored under its key (kept while a document, version, draft or trash
 * entry names it), answered as the kept fields a draft records. Nothing live changes.
 */
export async function storeDraftPdf(db: DB, file: Buffer): Promise<Pick<Fields, (typeof DOCUMENT_FILE_FIELDS)[number]>> {
  const pdf = checkPdf(file);
  await putPdf(db, pdf);
  return { fileKey: pdf.key, fileName: "", fileSize: String(pdf.bytes.length), fileSha256: pdf.sha256, pages: String(pdf.pages) };
}

/** Puts a trashed document back with its id (its address may have been taken meanwhile: then the next free one). */
export async function reinsert(trx: DB, row: Fields): Promise<DocumentTable> {
  const slugTaken = await documentSlugTaken(trx, row.slug ?? "");
  const slug = row.slug && !slugTaken ? row.slug : await freeSlug(trx, row.title ?? "");
  const restored: DocumentTable = {
    id: row.id!,
    slug,
    title: row.title ?? "",
    description: row.description ?? "",
    year: Number(row.year),
    kind: row.kind ?? "other",
    cover: row.cover ?? "",
    coverAlt: row.coverAlt ?? "",
    fileKey: row.fileKey ?? "",
    fileName: slug === row.slug ? (row.fileName ?? `${slug}.pdf`) : `${slug}.pdf`,
    fileSize: Number(row.fileSize),
    fileSha256: row.fileSha256 ?? "",
    pages: Number(row.pages),
    fileUpdatedAt: row.fileUpdatedAt ?? now(),
    createdAt: row.createdAt ?? now(),
    updatedAt: row.updatedAt ?? now(),
  };
  await insertDocumentRow(trx, restored);
  return restored;
}

/**
 * DELETE /api/documents/{id}: the document goes to the trash (restorable by an admin for
 * TRASH_DAYS); its addresses answer 404 meanwhile. Its file stays while the trash entry and its
 * versions name it.
 */
export async function remove(db: DB, id: string, ctx?: SaveContext): Promise<void> {
  // The report's draft goes with it (trackedDelete); so does its draft PDF when nothing else names it.
  const draft = await findDraft(db, id);
  const draftFile = draft?.docType === DOCUMENT_TYPE ? (JSON.parse(draft.data) as Fields).fileKey : undefined;
  await inTransaction(db, (trx) =>
    trackedDelete(
      trx,
      { type: DOCUMENT_TYPE, id },
      ctx,
      async () => rowAsFields(await findDocumentRow(trx, id)),
      async () => {
        await deleteDocumentRow(trx, id);
        return true;
      },
      () => notFound(MISSING),
    ),
  );
  if (draftFile) await dropFileIfUnused(db, draftFile);
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
