// News and events (SPEC.md section 7: /api/news-and-events).
import { ID_PATTERN } from "../../shared/ids.ts";
import type { NewsCreate, NewsItem } from "../../shared/schemas/news.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { deleteNews, findNews, insertNews, listNews } from "../db/repositories/news.ts";
import type { News } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { prepareFields, savePrepared } from "./fields.ts";

const KINDS = { richText: ["content"], imageLists: ["newsImgUrl"] };

function toApi(row: News): NewsItem {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    newsImgUrl: row.newsImgUrl,
    content: row.content,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
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

/** Stores each image of `newsImgUrl`, the cleaned content and the item in one transaction; answers it. */
export async function create(db: DB, input: NewsCreate): Promise<NewsItem> {
  const prepared = await prepareFields(db, input, KINDS);
  return savePrepared(db, prepared, async (trx, fields) => {
    const at = now();
    const id = newId();
    await insertNews(trx, { ...fields, id, createdAt: at, updatedAt: at });
    return (await get(trx, id)) as NewsItem;
  });
}

/** 404 when no news item has this id. */
export async function remove(db: DB, id: string): Promise<void> {
  if (!(await deleteNews(db, id))) throw notFound("No news item with this id");
}
