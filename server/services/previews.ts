// Preview before saving: unsaved values kept for a short while and shown on the public
// page through the page loaders' services, without saving anything.
import { randomBytes } from "node:crypto";
import { SINGLETONS, singletonPatchSchema, type SingletonKey, type SingletonValue } from "../../shared/schemas/content.ts";
import { DOCUMENT_KIND_KEYS, documentFileUrl, documentPage, type Document } from "../../shared/schemas/documents.ts";
import { SINGLETON_LABELS } from "../../shared/schemas/history.ts";
import { investmentCreateSchema, investmentPatchSchema, type Investment } from "../../shared/schemas/investments.ts";
import { leaderCreateSchema, leaderPatchSchema, type Leader } from "../../shared/schemas/leaders.ts";
import { newsCreateSchema, newsPatchSchema, type GalleryItem, type NewsItem } from "../../shared/schemas/news.ts";
import {
  PREVIEW_TTL_MINUTES,
  PREVIEW_TYPES,
  PREVIEWS_PER_USER,
  previewUrl,
  publicPathOf,
  type PreviewNotice,
  type PreviewRequest,
  type PreviewResponse,
  type PreviewType,
} from "../../shared/schemas/preview.ts";
import type { DB } from "../db/index.ts";
import { newId } from "../db/ids.ts";
import { findInvestment } from "../db/repositories/investments.ts";
import { findNews } from "../db/repositories/news.ts";
import { deleteExpiredPreviews, findLivePreview, insertPreview, trimUserPreviews } from "../db/repositories/previews.ts";
import { notFound } from "../http/errors.ts";
import { parse } from "../http/validate.ts";
import { prepareFields, savePrepared, type FieldKinds } from "./fields.ts";
import type { Services } from "./index.ts";
import { KINDS as INVESTMENT_KINDS } from "./investments.ts";
import { KINDS as NEWS_KINDS, prepareGallery } from "./news.ts";
import { KINDS as LEADER_KINDS, LEADERS } from "./leaders.ts";

type Fields = Record<string, string>;

/** A preview as the page renderer uses it. */
export interface OpenPreview {
  /** A report ("document") is previewed only through its draft's signed link. */
  type: PreviewType | "document";
  /** The document shown: its id, or a made-up one for a document not created yet. */
  docId: string;
  /** True when the document does not exist yet (a new investment or news item). */
  isNew: boolean;
  /** The public page to render. */
  path: string;
  /** The unsaved values, cleaned as a save would clean them. */
  fields: Fields;
  createdAt: string;
  expiresAt: string;
}

/** What is kept in the row's `data`. */
interface PreviewData {
  type: PreviewType;
  isNew: boolean;
  createdAt: string;
  fields: Fields;
}

/**
 * Checks the document and its fields exactly as the save they stand for: the block's PATCH; the
 * PATCH of the investment or news item `id` names (404 when there is none, e.g. in the trash);
 * their POST when `id` is left out. Answers the document id, whether it is new and how its
 * fields are cleaned.
 */
async function checkTarget(db: DB, input: PreviewRequest): Promise<{ docId: string; isNew: boolean; fields: Fields; kinds: FieldKinds }> {
  const { type, id } = input;
  if (type === "investment") {
    if (!id) return { docId: newId(), isNew: true, fields: parse(investmentCreateSchema, input.fields) as Fields, kinds: INVESTMENT_KINDS };
    const fields = parse(investmentPatchSchema, input.fields) as Fields;
    if (!(await findInvestment(db, id))) throw notFound("No investment with this id");
    return { docId: id, isNew: false, fields, kinds: INVESTMENT_KINDS };
  }
  if (type === "leader") {
    if (!id) return { docId: newId(), isNew: true, fields: parse(leaderCreateSchema, input.fields) as Fields, kinds: LEADER_KINDS };
    const fields = parse(leaderPatchSchema, input.fields) as Fields;
    if (!(await LEADERS.row(db, id))) throw notFound("No person with this id");
    return { docId: id, isNew: false, fields, kinds: LEADER_KINDS };
  }
  if (type === "news") {
    if (!id) return { docId: newId(), isNew: true, fields: parse(newsCreateSchema, input.fields) as unknown as Fields, kinds: NEWS_KINDS };
    const fields = parse(newsPatchSchema, input.fields) as unknown as Fields;
    if (!(await findNews(db, id))) throw notFound("No news item with this id");
    return { docId: id, isNew: false, fields, kinds: NEWS_KINDS };
  }
  const def = SINGLETONS[type];
  const fields = parse(singletonPatchSchema(type), input.fields) as Fields;
  if (id !== undefined && id !== def.id) throw notFound(`No ${def.envelope} with this id`);
  return { docId: def.id, isNew: false, fields, kinds: def };
}

/**
 * POST /api/previews: keeps the unsaved values of one document for PREVIEW_TTL_MINUTES, for
 * `userId` only. Rich text is cleaned and images are checked as a save would; an image sent as
 * data is stored in /media (as an upload would be), nothing else is written but the preview.
 * Expired previews are dropped, and each user keeps the newest PREVIEWS_PER_USER.
 */
export async function createPreview(db: DB, userId: string, input: PreviewRequest): Promise<PreviewResponse> {
  const target = await checkTarget(db, input);
  const { gallery, ...plain } = target.fields as unknown as Record<string, unknown> & { gallery?: GalleryItem[] };
  const prepared = await prepareFields(db, plain as Fields, target.kinds);
  // An article's gallery photos are checked and stored as its save would.
  if (input.type === "news" && Array.isArray(gallery)) (prepared.fields as Record<string, unknown>).gallery = await prepareGallery(db, gallery, prepared);
  const key = randomBytes(16).toString("hex");
  const created = new Date();
  const createdAt = created.toISOString();
  const expiresAt = new Date(created.getTime() + PREVIEW_TTL_MINUTES * 60_000).toISOString();
  const path = publicPathOf(input.type, target.docId);
  await savePrepared(db, prepared, async (trx, fields) => {
    await deleteExpiredPreviews(trx, createdAt);
    const data: PreviewData = { type: input.type, isNew: target.isNew, createdAt, fields };
    await insertPreview(trx, { key, docId: target.docId, path, data: JSON.stringify(data), userId, expiresAt });
    await trimUserPreviews(trx, userId, PREVIEWS_PER_USER);
  });
  return { _id: key, url: previewUrl(key), path, expiresAt };
}

/** A live preview of `userId`; undefined when it is unknown, expired or someone else's. */
export async function openPreview(db: DB, key: string, userId: string): Promise<OpenPreview | undefined> {
  const row = await findLivePreview(db, key, new Date().toISOString());
  if (!row || row.userId !== userId) return undefined;
  const data = JSON.parse(row.data) as PreviewData;
  if (!(PREVIEW_TYPES as readonly string[]).includes(data.type)) return undefined;
  return { type: data.type, docId: row.docId, isNew: data.isNew, path: row.path, fields: data.fields, createdAt: data.createdAt, expiresAt: row.expiresAt };
}

/** How the preview banner names what is previewed. */
export function noticeOf(p: OpenPreview): PreviewNotice {
  const label =
    p.type === "investment" ? p.fields.tabText || "this investment" : p.type === "leader" ? p.fields.name || "this person" : p.type === "news" || p.type === "document" ? p.fields.title || (p.type === "news" ? "this article" : "this report") : SINGLETON_LABELS[p.type];
  return { label, isNew: p.isNew, expiresAt: p.expiresAt };
}

/**
 * The services the page loaders read, with the preview's values laid over the stored ones: the
 * previewed block, investment or news item reads as it would after the save (a new one as if it
 * had been created), everything else as stored. Only reads change; nothing is written.
 */
/** The previewed fields a summary has (a summary carries no rich text). */
function pick(fields: Record<string, unknown>, summary: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key in summary));
}

export function withPreview(s: Services, p: OpenPreview): Services {
  // A new article is dated as if published now (the lists and its page show its publication date).
  const stamp = { createdAt: p.createdAt, updatedAt: p.createdAt, ...(p.type === "news" ? { publishedAt: p.createdAt } : {}) };
  const overlay = async <T extends { _id: string }>(stored: () => Promise<T | undefined>): Promise<T | undefined> => {
    const base = p.isNew ? ({ _id: p.docId, ...stamp } as unknown as T) : await stored();
    return base && ({ ...base, ...p.fields } as T);
  };
  const overlayList = async <T extends { _id: string }>(items: T[], addNew: (list: T[], item: T) => T[]): Promise<T[]> => {
    const mine = await overlay<T>(async () => items.find((i) => i._id === p.docId));
    if (!mine) return items;
    return p.isNew ? addNew(items, mine) : items.map((i) => (i._id === p.docId ? mine : i));
  };

  const content: Services["content"] = {
    get: async <K extends SingletonKey>(key: K) => {
      const value = await s.content.get(key);
      return (key === p.type ? { ...value, ...p.fields } : value) as SingletonValue<K>;
    },
    getMany: async <K extends SingletonKey>(keys: readonly K[]) => {
      const values = await s.content.getMany(keys);
      if (!(keys as readonly string[]).includes(p.type)) return values;
      const key = p.type as K;
      return { ...values, [key]: { ...values[key], ...p.fields } };
    },
  };
  const investments: Services["investments"] =
    p.type !== "investment"
      ? s.investments
      : {
          // A new investment goes last, as the list is in the order investments were added.
          list: async () => overlayList<Investment>(await s.investments.list(), (list, item) => [...list, item]),
          // A page shows the previewed company's new fields where it stands (a new one is not paged in).
          page: async (opts) => {
            const answer = await s.investments.page(opts);
            return { ...answer, investments: answer.investments.map((i) => (i._id === p.docId ? ({ ...i, ...pick(p.fields, i) } as typeof i) : i)) };
          },
          names: () => s.investments.names(),
          sectorCounts: () => s.investments.sectorCounts(),
          onCards: async (sectors, limit) => (await s.investments.onCards(sectors, limit)).map((c) => (c._id === p.docId ? ({ ...c, ...pick(p.fields, c) } as typeof c) : c)),
          // The previewed company's new fields where it is listed (a new one is not listed in).
          listed: async (opts) => {
            const answer = await s.investments.listed(opts);
            return { ...answer, companies: answer.companies.map((c) => (c._id === p.docId ? ({ ...c, ...pick(p.fields, c) } as typeof c) : c)) };
          },
          get: async (id) => (id === p.docId ? overlay<Investment>(() => s.investments.get(id)) : s.investments.get(id)),
          find: async (key) => {
            if (key === p.docId) return overlay<Investment>(() => s.investments.get(key));
            const found = await s.investments.find(key);
            return found?._id === p.docId ? overlay<Investment>(async () => found) : found;
          },
          redirectTarget: (oldSlug) => s.investments.redirectTarget(oldSlug),
        };
  const news: Services["news"] =
    p.type !== "news"
      ? s.news
      : {
          // A new article is the newest.
          list: async () => overlayList<NewsItem>(await s.news.list(), (list, item) => [item, ...list]),
          page: async (opts) => {
            const answer = await s.news.page(opts);
            return { ...answer, newsAndEvents: answer.newsAndEvents.map((n) => (n._id === p.docId ? ({ ...n, ...pick(p.fields, n) } as typeof n) : n)) };
          },
          latest: async (limit, exceptId) => {
            const items = await s.news.latest(limit, exceptId);
            const shown = items.map((n) => (n._id === p.docId ? ({ ...n, ...pick(p.fields, n) } as typeof n) : n));
            if (!p.isNew || exceptId === p.docId) return shown;
            // A new article is the newest.
            const mine = { _id: p.docId, title: "", subtitle: "", newsImgUrl: "", slug: "", ...stamp, ...pick(p.fields, shown[0] ?? { title: "", subtitle: "", newsImgUrl: "", slug: "" }) } as (typeof items)[number];
            return [mine, ...shown].slice(0, limit);
          },
          get: async (id) => (id === p.docId ? overlay<NewsItem>(() => s.news.get(id)) : s.news.get(id)),
          find: async (key) => {
            if (key === p.docId) return overlay<NewsItem>(() => s.news.get(key));
            const found = await s.news.find(key);
            return found?._id === p.docId ? overlay<NewsItem>(async () => found) : found;
          },
          redirectTarget: (oldSlug) => s.news.redirectTarget(oldSlug),
        };
  const leaders: Services["leaders"] =
    p.type !== "leader"
      ? s.leaders
      : {
          // A new person goes last, as a create puts them.
          list: async () => overlayList<Leader>(await s.leaders.list(), (list, item) => [...list, { ...item, order: list.length }]),
          find: async (key) => {
            if (key === p.docId) return overlay<Leader>(() => s.leaders.find(key));
            const found = await s.leaders.find(key);
            return found?._id === p.docId ? overlay<Leader>(async () => found) : found;
          },
          redirectTarget: (oldSlug) => s.leaders.redirectTarget(oldSlug),
        };
  const documents: Services["documents"] =
    p.type !== "document"
      ? s.documents
      : {
          ...s.documents,
          // The report's page shows the draft's details (the list and search stay live: a draft is never listed).
          find: async (key) => {
            const found = key === p.docId ? await s.documents.get(key) : await s.documents.find(key);
            if (key !== p.docId && found?._id !== p.docId) return found;
            const base: Document =
              found ??
              ({ _id: p.docId, slug: p.docId, title: "", description: "", year: new Date().getUTCFullYear(), kind: "other", cover: "", coverAlt: "", page: documentPage(p.docId), url: documentFileUrl(p.docId), fileName: "", bytes: 0, pages: 0, ...stamp, fileUpdatedAt: p.createdAt } as Document);
            const f = p.fields;
            return {
              ...base,
              title: f.title ?? base.title,
              description: f.description ?? base.description,
              year: f.year ? Number(f.year) : base.year,
              kind: (DOCUMENT_KIND_KEYS as string[]).includes(f.kind ?? "") ? (f.kind as Document["kind"]) : base.kind,
              cover: f.cover ?? base.cover,
              coverAlt: f.coverAlt ?? base.coverAlt,
              bytes: f.fileSize ? Number(f.fileSize) : base.bytes,
              pages: f.pages ? Number(f.pages) : base.pages,
            };
          },
        };
  return { ...s, content, investments, leaders, news, documents };
}
