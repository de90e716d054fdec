import { randomBytes } from "node:crypto";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { bumpContentRevision } from "../db/repositories/revision.ts";
import { listDocumentRows } from "../db/repositories/documents.ts";
import { countFileUsers, deleteMediaRow, findMedia, findMediaMany, listMedia, updateMedia } from "../db/repositories/media.ts";
import type { DocumentTable, MediaTable } from "../db/schema.ts";
import { documentFileUrl, documentPage } from "../../shared/schemas/documents.ts";
import { pagesUsing, type MediaItem, type MediaListQuery, type MediaPage, type MediaPatch, type MediaUse } from "../../shared/schemas/media.ts";
import { DEFAULT_PAGE_LIMIT, pageWindow } from "../../shared/schemas/paging.ts";
import { ARCHIVE_TABLES } from "../archive/tables.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { mediaStore } from "../storage/index.ts";
import { encodeImage, mediaVersion, putFile } from "./media.ts";

/**
 * The media library's rules beyond storing: where an image is used (a scan of the records'
 * image references), alt text and focal point, replacing a file under the same address, safe
 * deletion, and the cleanup of uploads never attached to anything.
 */

/** Tables whose rows the public pages show: a reference there is a use that blocks deletion. */
const NOT_CONTENT = new Set(["users", "recovery_codes", "media", "contact_messages", "settings", "document_versions", "trash", "activity_log", "slug_redirects"]);
/** Tables that keep references the site may bring back (history, trash, previews): they keep an image from the cleanup. */
const KEEPING = ["document_versions", "trash", "previews"];

/** The public page a content row is shown on. */
const PAGE_OF: Record<string, string> = {
  home_hero_text: "/",
  home_overview: "/",
  home_stats: "/",
  home_what_we_do: "/",
  footer: "/",
  who_we_are: "/about-us/who-we-are",
  core_values: "/about-us/our-culture-and-core-values",
  approach: "/approach",
  strategic_alliances: "/strategic-alliances",
};
const BANNER_PAGE: Record<string, string> = {
  whoWeAre: "/about-us/who-we-are",
  coreValues: "/about-us/our-culture-and-core-values",
  approach: "/approach",
  strategicAlliances: "/strategic-alliances",
};

/** The staff screen where a content row is edited. */
const EDITOR_OF: Record<string, string> = {
  home_hero_text: "/admin/dashboard",
  home_overview: "/admin/dashboard",
  home_stats: "/admin/dashboard",
  home_what_we_do: "/admin/dashboard",
  footer: "/admin/dashboard/settings",
  who_we_are: "/admin/dashboard/about",
  core_values: "/admin/dashboard/about",
  approach: "/admin/dashboard/approach",
  strategic_alliances: "/admin/dashboard/strategic-alliances",
  investments: "/admin/dashboard/our-investments",
  news_items: "/admin/dashboard/news",
  leaders: "/admin/dashboard/about/leadership",
  documents: "/admin/dashboard/reports",
};
const BANNER_EDITOR: Record<string, string> = {
  whoWeAre: "/admin/dashboard/about",
  coreValues: "/admin/dashboard/about",
  approach: "/admin/dashboard/approach",
  strategicAlliances: "/admin/dashboard/strategic-alliances",
};

const MEDIA_REF = /\/media\/([0-9a-f]{64})[.~-]/g;
const plain = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/\s+/g, " ").trim();
const humanise = (table: string) => table.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

function useOf(table: string, row: Record<string, unknown>): MediaUse {
  const id = String(row.id ?? row.key ?? "");
  const title = [row.tabText, row.title, row.name].map((v) => plain(typeof v === "string" ? v : "")).find(Boolean) ?? humanise(table);
  let href = PAGE_OF[table] ?? "/";
  if (table === "investments") href = `/our-investments/${String(row.slug ?? id)}`;
  else if (table === "news_items") href = `/news-and-events/${String(row.slug || id)}`;
  else if (table === "documents") href = `/reports/${String(row.slug ?? id)}`;
  else if (table === "banners") href = BANNER_PAGE[String(row.name)] ?? "/";
  else if (table === "leaders") href = `/about-us/leadership/${String(row.slug ?? id)}`;
  else if (!PAGE_OF[table]) href = "/";
  const editor = table === "banners" ? (BANNER_EDITOR[String(row.name)] ?? "/admin/dashboard") : (EDITOR_OF[table] ?? "/admin/dashboard");
  return { table, id, title, href, editor };
}

async function tableExists(db: DB, table: string): Promise<boolean> {
  try {
    await db.selectFrom(table as never).select((eb) => eb.lit(1).as("one")).limit(1).execute();
    return true;
  } catch {
    return false;
  }
}

/**
 * Every image reference in the given tables: media id → the rows that hold it. A scan of each
 * row's text (any field, rich text included), so a new table or field is covered without a list
 * of image fields; the tables are small (a few hundred records).
 */
async function scan(db: DB, tables: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const uses = new Map<string, MediaUse[]>();
  for (const table of tables) {
    if (!(await tableExists(db, table))) continue;
    const rows = (await db.selectFrom(table as never).selectAll().execute()) as Record<string, unknown>[];
    for (const row of rows) {
      const text = JSON.stringify(row, (_k, v: unknown) => (v instanceof Uint8Array ? undefined : v));
      const seen = new Set<string>();
      for (const m of text.matchAll(MEDIA_REF)) seen.add(m[1] as string);
      for (const hash of seen) {
        const list = uses.get(hash) ?? [];
        list.push(useOf(table, row));
        uses.set(hash, list);
      }
    }
  }
  return uses;
}

/** The content tables (every archived table that holds records the pages show). */
const contentTables = () => ARCHIVE_TABLES.map((t) => t.name).filter((t) => !NOT_CONTENT.has(t));

/** Where images are used on the public site: media id → pages. */
export const usageIndex = (db: DB) => scan(db, contentTables());

const itemOf = (row: MediaTable, usedBy: MediaUse[]): MediaItem => ({
  id: row.hash,
  url: `/media/${row.hash}.${row.ext}`,
  mime: row.mime,
  width: Number(row.width),
  height: Number(row.height),
  bytes: Number(row.size),
  kind: row.mime.startsWith("image/") ? "image" : "document",
  name: row.name ?? "",
  alt: row.alt,
  caption: row.caption ?? "",
  decorative: Number(row.decorative ?? 0) === 1,
  focal: { x: Number(row.focalX), y: Number(row.focalY) },
  version: row.version,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  usedBy,
});

const REPORTS_EDITOR = EDITOR_OF.documents as string;

/**
 * A published PDF as the library shows it: named by its file name (else its title), its title as
 * the caption, and used by one page, its own /reports/{slug}. The id is the document's id (not a
 * media hash), so the image-only routes (/api/media/{id}) answer 400 for it: documents are edited
 * on the Reports screen.
 */
const documentItemOf = (row: DocumentTable): MediaItem => {
  const page = documentPage(row.slug);
  return {
    id: row.id,
    url: documentFileUrl(row.slug),
    mime: "application/pdf",
    width: 0,
    height: 0,
    bytes: Number(row.fileSize),
    kind: "document",
    name: row.fileName || row.title,
    alt: "",
    caption: row.title,
    decorative: false,
    focal: { x: 0.5, y: 0.5 },
    version: row.fileUpdatedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    usedBy: [{ table: "documents", id: row.id, title: row.title, href: page, editor: REPORTS_EDITOR }],
    document: { title: row.title, description: row.description, cover: row.cover, page, editor: REPORTS_EDITOR, pages: Number(row.pages) },
  };
};

/** The whole list: images only (what clients of the first API read; documents are in the pages). */
export async function list(db: DB): Promise<MediaItem[]> {
  const [rows, uses] = await Promise.all([listMedia(db), usageIndex(db)]);
  return rows.map((r) => itemOf(r, uses.get(r.hash) ?? []));
}

/**
 * A page of the library, newest first: the stored images and the published PDFs (kind
 * "document"). q finds the file name, alt text or caption containing it (any case; a document's
 * title and description too), kind keeps images or documents, unused keeps the ones no page shows
 * (never a document: its own page shows it). The filters run over the catalogue rows and the
 * usage scan in memory: a site's library is thousands of rows at most, and "unused" needs the scan
 * anyway.
 */
export async function page(db: DB, query: MediaListQuery): Promise<MediaPage> {
  const wantImages = query.kind !== "document";
  const wantDocuments = query.kind !== "image" && query.unused !== "true";
  const [rows, uses, docs] = await Promise.all([wantImages ? listMedia(db) : [], wantImages ? usageIndex(db) : new Map<string, MediaUse[]>(), wantDocuments ? listDocumentRows(db) : []]);
  const q = query.q?.trim().toLowerCase() ?? "";
  const has = (text: string | undefined) => !!text && text.toLowerCase().includes(q);
  const items = [...rows.map((r) => itemOf(r, uses.get(r.hash) ?? [])), ...docs.map(documentItemOf)];
  // Stable: images keep the catalogue's order among themselves; documents fall in by date added.
  items.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const found = items.filter(
    (m) => (!q || has(m.name) || has(m.alt) || has(m.caption) || has(m.document?.description)) && (!query.kind || m.kind === query.kind) && (query.unused !== "true" || pagesUsing(m.usedBy) === 0),
  );
  const w = pageWindow(query.page ?? 1, query.limit ?? DEFAULT_PAGE_LIMIT, found.length);
  return { media: found.slice(w.offset, w.offset + w.limit), page: w.page, limit: w.limit, total: w.total, pages: w.pages };
}

/** Alt text, caption and "decorative" of stored images by media id (what public pages describe them with). */
export async function describe(db: DB, ids: readonly string[]): Promise<Map<string, { alt: string; decorative: boolean; caption: string }>> {
  const rows = await findMediaMany(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.hash, { alt: r.alt, decorative: Number(r.decorative ?? 0) === 1, caption: r.caption ?? "" }]));
}

async function mustFind(db: DB, id: string): Promise<MediaTable> {
  const row = await findMedia(db, id);
  if (!row) throw notFound("No such image");
  return row;
}

export async function get(db: DB, id: string): Promise<MediaItem> {
  const row = await mustFind(db, id);
  return itemOf(row, (await usageIndex(db)).get(id) ?? []);
}

/**
 * Alt text and focal point. A new focal point gives the image a new version: its cropped
 * variants are made again under new URLs (the old ones stay as they were), the original is
 * untouched, and pages render again with the new URLs.
 */
export async function patch(db: DB, id: string, p: MediaPatch): Promise<MediaItem> {
  const row = await mustFind(db, id);
  const set: Partial<MediaTable> = { updatedAt: now() };
  if (p.alt !== undefined) set.alt = p.alt.trim();
  if (p.caption !== undefined) set.caption = p.caption.trim();
  if (p.decorative !== undefined) set.decorative = p.decorative ? 1 : 0;
  // Pages describe images with these: a change renders them again.
  const described = (set.alt !== undefined && set.alt !== row.alt) || (set.caption !== undefined && set.caption !== row.caption) || (set.decorative !== undefined && set.decorative !== Number(row.decorative));
  if (p.focal && (p.focal.x !== Number(row.focalX) || p.focal.y !== Number(row.focalY))) {
    Object.assign(set, { focalX: p.focal.x, focalY: p.focal.y, version: mediaVersion(row.fileHash, p.focal.x, p.focal.y) });
  }
  await updateMedia(db, id, set);
  if (set.version || described) await bumpContentRevision(db);
  return get(db, id);
}

/**
 * Replaces the image's file and keeps its address: every record refers to `/media/<id>.<ext>`,
 * which now serves the new file; the variants get a new version (new URLs), and pages render
 * again. A file that is not an image is refused (400) and nothing changes.
 */
export async function replace(db: DB, id: string, bytes: Buffer, field: string): Promise<MediaItem> {
  const row = await mustFind(db, id);
  const image = await encodeImage(bytes, field);
  const r = image.row;
  await putFile(db, r.file, image.data, r.mime, r.fileHash);
  await updateMedia(db, id, {
    file: r.file,
    fileHash: r.fileHash,
    mime: r.mime,
    width: r.width,
    height: r.height,
    size: r.size,
    version: mediaVersion(r.fileHash, Number(row.focalX), Number(row.focalY)),
    updatedAt: now(),
  });
  await bumpContentRevision(db);
  return get(db, id);
}

/** Removes the catalogue row and its stored files (a file another image still uses stays). */
async function removeImage(db: DB, row: MediaTable): Promise<void> {
  const store = mediaStore();
  await deleteMediaRow(db, row.hash);
  if ((await countFileUsers(db, row.file)) === 0) await store.delete(db, row.file);
  if (row.file !== `${row.hash}.${row.ext}` && (await countFileUsers(db, `${row.hash}.${row.ext}`)) === 0) await store.delete(db, `${row.hash}.${row.ext}`);
  for await (const o of store.list(db, `${row.hash}~`)) await store.delete(db, o.key);
}

/** Deletes an image no published page shows; one in use answers 409 naming where. */
export async function remove(db: DB, id: string): Promise<void> {
  const row = await mustFind(db, id);
  const uses = (await usageIndex(db)).get(id) ?? [];
  if (uses.length > 0) {
    const where = uses.map((u) => `${u.title} (${u.href})`).join(", ");
    throw new HttpError(409, `This image is used on ${uses.length} ${uses.length === 1 ? "page" : "pages"}: ${where}. Remove it there first.`, { body: { usedBy: uses } });
  }
  await removeImage(db, row);
}

/** Uploads older than this that nothing refers to are removed. */
export const UNATTACHED_AFTER_MS = 24 * 60 * 60 * 1000;
/** How often the cleanup runs across all instances. */
export const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const LEASE = "media-cleanup";

/**
 * Claims a job for this instance until `until`: one atomic update that succeeds only when the
 * last claim has run out, so among instances sharing a database exactly one wins each round.
 */
export async function claimLease(db: DB, name: string, holder: string, at: Date, forMs: number): Promise<boolean> {
  await db.insertInto("mediaLeases").values({ name, holder: "", until: new Date(0).toISOString(), lastRun: "" }).onConflict((oc) => oc.column("name").doNothing()).execute();
  const r = await db
    .updateTable("mediaLeases")
    .set({ holder, until: new Date(at.getTime() + forMs).toISOString(), lastRun: at.toISOString() })
    .where("name", "=", name)
    .where("until", "<=", at.toISOString())
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Removes uploads never attached to anything: older than 24 hours and referred to by no record,
 * no saved version, no trash entry and no preview. Runs only on the instance that claims the
 * round's lease; answers how many it removed, or "skipped".
 */
export async function cleanupUnattached(db: DB, opts: { holder?: string; at?: Date } = {}): Promise<number | "skipped"> {
  const at = opts.at ?? new Date();
  if (!(await claimLease(db, LEASE, opts.holder ?? randomBytes(6).toString("hex"), at, CLEANUP_EVERY_MS))) return "skipped";
  const uses = await scan(db, [...contentTables(), ...KEEPING]);
  const cutoff = new Date(at.getTime() - UNATTACHED_AFTER_MS).toISOString();
  let removed = 0;
  for (const row of await listMedia(db)) {
    if (row.createdAt >= cutoff || uses.has(row.hash)) continue;
    await removeImage(db, row);
    removed++;
  }
  return removed;
}
