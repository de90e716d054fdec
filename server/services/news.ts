// News and events (SPEC.md section 7: /api/news-and-events).
import { ID_PATTERN } from "../../shared/ids.ts";
import { gallerySchema, type GalleryItem, type NewsCreate, type NewsItem, type NewsPage, type NewsPatch, type NewsSummary } from "../../shared/schemas/news.ts";
import { DEFAULT_PAGE_LIMIT, pageWindow } from "../../shared/schemas/paging.ts";
import { looksLikeId, slugify } from "../../shared/slug.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import {
  deleteNews,
  findNews,
  findNewsBySlug,
  freeNewsSlug,
  insertNews,
  listNews,
  newsBatch,
  newestNewsSummaries,
  newsSlugTaken,
  pageNewsSummaries,
  updateNews,
  type NewsSummaryRow,
} from "../db/repositories/news.ts";
import { deleteRedirectFrom, findRedirect, upsertRedirect } from "../db/repositories/slug-redirects.ts";
import type { News } from "../db/schema.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { inTransaction } from "../db/transaction.ts";
import { prepareFields, savePrepared, type PreparedFields } from "./fields.ts";
import { readImageField } from "./media.ts";
import { trackedDelete, trackedWrite, type Fields, type SaveContext } from "./tracking.ts";

/** Which news fields are rich text, images and image lists (also checked by previews). */
export const KINDS = { richText: ["content"], images: ["heroImage"], imageLists: ["newsImgUrl"] };

const missing = () => notFound("No news item with this id");

/** A stored gallery (JSON text) as a list; anything unreadable is no gallery. */
function readGallery(text: string): GalleryItem[] {
  try {
    const parsed = gallerySchema.safeParse(JSON.parse(text || "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function toApi(row: News): NewsItem {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    newsImgUrl: row.newsImgUrl,
    content: row.content,
    slug: row.slug,
    heroImage: row.heroImage,
    gallery: readGallery(row.gallery),
    publishedAt: row.publishedAt || row.createdAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What a version keeps of an item: its text fields, the gallery as its JSON text. */
const versionFields = (item: NewsItem): Fields => ({ ...(item as unknown as Fields), gallery: JSON.stringify(item.gallery) });

/**
 * A kept version as a PATCH: its gallery JSON read back. A version kept before articles had an
 * address or a gallery has "" there: restoring it keeps the current address and gallery.
 */
export function patchFromVersion(data: Fields): NewsPatch {
  const { gallery, slug, heroImage: _h, publishedAt, ...rest } = data;
  return { ...(rest as NewsPatch), ...(slug ? { slug } : {}), ...(publishedAt ? { publishedAt } : {}), ...(gallery ? { gallery: readGallery(gallery) } : {}), ...(data.heroImage !== undefined ? { heroImage: data.heroImage } : {}) };
}

const toSummary = (row: NewsSummaryRow): NewsSummary => ({
  _id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  newsImgUrl: row.newsImgUrl,
  slug: row.slug,
  publishedAt: row.publishedAt || row.createdAt,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

/**
 * One page of summaries, newest first, of the items whose title or subtitle contains `q`
 * (case-insensitively; every item when empty), with the totals. A page past the last is empty.
 */
export async function page(db: DB, opts: { q?: string | undefined; page?: number | undefined; limit?: number | undefined }): Promise<NewsPage> {
  const limit = opts.limit ?? DEFAULT_PAGE_LIMIT;
  const pageNo = opts.page ?? 1;
  const { rows, total } = await pageNewsSummaries(db, { q: opts.q ?? "", offset: (pageNo - 1) * limit, limit });
  const { offset: _offset, ...totals } = pageWindow(pageNo, limit, total);
  return { newsAndEvents: rows.map(toSummary), ...totals };
}

/** The newest `limit` summaries but the one with `exceptId` ('Latest news and events'). */
export async function latest(db: DB, limit: number, exceptId = ""): Promise<NewsSummary[]> {
  return (await newestNewsSummaries(db, limit, exceptId)).map(toSummary);
}

/**
 * Every news item, newest first, `size` at a time: what SPEC.md's whole list is sent from, so that
 * no more than one batch of rows is held however many items there are.
 */
export async function* listInBatches(db: DB, size = 200): AsyncGenerator<NewsItem[]> {
  let after: { publishedAt: string; id: string } | undefined;
  for (;;) {
    const rows = await newsBatch(db, after, size);
    if (rows.length) yield rows.map(toApi);
    if (rows.length < size) return;
    const last = rows.at(-1)!;
    after = { publishedAt: last.publishedAt, id: last.id };
  }
}

/** Every news item, newest first. */
export async function list(db: DB): Promise<NewsItem[]> {
  return (await listNews(db)).map(toApi);
}

/** One news item, or undefined when none has this id (including ids that are not 24 hex). */
export async function get(db: DB, id: string): Promise<NewsItem | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const row = await findNews(db, id);
  return row && toApi(row);
}

/** The item at `/news-and-events/{key}`: `key` is its slug (any case) or its id. */
export async function find(db: DB, key: string): Promise<NewsItem | undefined> {
  const row = (await findNewsBySlug(db, key)) ?? (ID_PATTERN.test(key) ? await findNews(db, key) : undefined);
  return row && toApi(row);
}

/**
 * Where an old article address now leads: the current slug of the item it belonged to, or
 * undefined (no redirect, or the item is deleted). Redirects point at the item, so chains collapse.
 */
export async function redirectTarget(db: DB, oldSlug: string): Promise<string | undefined> {
  const redirect = await findRedirect(db, "news", oldSlug);
  return redirect ? (await findNews(db, redirect.investmentId))?.slug : undefined;
}

/** How far ahead of this server's clock a publication time may be (another machine's clock). */
export const CLOCK_SKEW_MS = 60_000;

/** 400 for a publication time in the future: a save publishes now; Schedule publishes later. */
export function checkPublishedAt(publishedAt: string | undefined, at = Date.now()): void {
  if (publishedAt && Date.parse(publishedAt) > at + CLOCK_SKEW_MS) {
    throw new HttpError(400, "Use Schedule to publish in the future", { fields: { publishedAt: "is in the future" } });
  }
}

const slugConflict = (slug: string) =>
  new HttpError(409, `slug: "${slug}" is already the address of another article; choose another`, { fields: { slug: "must be unique: another article has this address" } });

/** A slug made from the title: the rule's characters only, never an id-like one. */
function slugFromTitle(title: string): string {
  const base = slugify(title) || "article";
  return looksLikeId(base) ? `${base}-article` : base;
}

/**
 * Checks and encodes the gallery's images (in order, the first bad one answering 400 naming
 * `gallery.N.image`) and adds them to the record's prepared images.
 */
export async function prepareGallery<T>(db: DB, gallery: readonly GalleryItem[], prepared: PreparedFields<T>): Promise<GalleryItem[]> {
  const items: GalleryItem[] = [];
  for (const [i, item] of gallery.entries()) {
    const r = await readImageField(db, item.image, `gallery.${i}.image`);
    if (r.image) prepared.images.push(r.image);
    items.push({ image: r.url, alt: item.alt, caption: item.caption });
  }
  return items;
}

/** A create's fields; the hero and the gallery may be left out (none). */
type NewsCreateFields = Omit<NewsCreate, "heroImage" | "gallery"> & Partial<Pick<NewsCreate, "heroImage" | "gallery">>;

/** Stores each image, the cleaned content and the item in one transaction; answers it. */
export async function create(db: DB, input: NewsCreateFields, ctx?: SaveContext): Promise<NewsItem> {
  const { slug: askedSlug, gallery = [], ...texts } = input;
  checkPublishedAt(texts.publishedAt);
  const prepared = await prepareFields(db, texts, KINDS);
  const galleryText = JSON.stringify(await prepareGallery(db, gallery, prepared));
  const id = ctx?.createId ?? newId();
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "news", id },
      ctx,
      async () => undefined,
      async () => {
        const at = now();
        if (askedSlug && (await newsSlugTaken(trx, askedSlug))) throw slugConflict(askedSlug);
        const slug = askedSlug ?? (await freeNewsSlug(trx, slugFromTitle(fields.title)));
        // An article answering an old address itself: that address no longer redirects.
        await deleteRedirectFrom(trx, "news", slug);
        await insertNews(trx, { ...fields, slug, gallery: galleryText, id, createdAt: at, updatedAt: at });
        return (await get(trx, id)) as NewsItem;
      },
      versionFields,
    ),
  );
}

/**
 * Changes the given fields of a news item (beyond SPEC.md: PATCH); it keeps its id. A new slug
 * leaves the old address answering 301 with the new one. Checks the revision the client started
 * from and keeps the version; 404 when none has this id.
 */
export async function update(db: DB, id: string, patch: NewsPatch, ctx?: SaveContext): Promise<NewsItem> {
  // The fields are checked first: a wrong field is a 400 whatever the id.
  const { slug, gallery, ...texts } = patch;
  checkPublishedAt(texts.publishedAt);
  const prepared = await prepareFields(db, texts, KINDS);
  const galleryText = gallery && JSON.stringify(await prepareGallery(db, gallery, prepared));
  if (!(await findNews(db, id))) throw missing();
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "news", id },
      ctx,
      () => findNews(trx, id),
      async () => {
        if (slug && (await newsSlugTaken(trx, slug, id))) throw slugConflict(slug);
        const before = await findNews(trx, id);
        if (slug && before && before.slug && before.slug !== slug) {
          // The old address answers 301 to this article; the new one is live, so it redirects
          // no more (changing A → B → A leaves A live and no redirect).
          await deleteRedirectFrom(trx, "news", slug);
          const at = now();
          await upsertRedirect(trx, { id: newId(), kind: "news", fromSlug: before.slug, investmentId: id, username: ctx?.actor.username ?? "", createdAt: at, updatedAt: at });
        }
        const changes = { ...fields, ...(slug ? { slug } : {}), ...(galleryText !== undefined ? { gallery: galleryText } : {}), updatedAt: now() };
        if (!(await updateNews(trx, id, changes))) throw missing();
        return (await get(trx, id)) as NewsItem;
      },
      versionFields,
    ),
  );
}

/** Moves the item to the trash (its page answers 404 until it is restored); 404 when none has this id. */
export async function remove(db: DB, id: string, ctx?: SaveContext): Promise<void> {
  await inTransaction(db, (trx) =>
    trackedDelete(
      trx,
      { type: "news", id },
      ctx,
      () => findNews(trx, id),
      () => deleteNews(trx, id),
      missing,
    ),
  );
}
