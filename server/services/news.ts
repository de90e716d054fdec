import { NEWS_MAX_IMAGES } from "../../shared/constants.ts";
import { ID_PATTERN } from "../../shared/ids.ts";
import { splitImageList, type NewsCreate, type NewsItem } from "../../shared/schemas/news.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { deleteNews, findNews, insertNews, listNews } from "../db/repositories/news.ts";
import type { News } from "../db/schema.ts";
import { badRequest, notFound } from "../http/errors.ts";
import type { ContentDeps } from "./content.ts";

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

/** News and events (SPEC.md section 7: /api/news-and-events). */
export class NewsService {
  private readonly db: DB;
  private readonly deps: ContentDeps;
  constructor(db: DB, deps: ContentDeps) {
    this.db = db;
    this.deps = deps;
  }

  /** Every news item, newest first. */
  async list(): Promise<NewsItem[]> {
    return (await listNews(this.db)).map(toApi);
  }

  /** One news item, or undefined when none has this id (including ids that are not 24 hex). */
  async get(id: string): Promise<NewsItem | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    const row = await findNews(this.db, id);
    return row && toApi(row);
  }

  /** Stores each image of `newsImgUrl`, cleans the content, and answers the new item. */
  async create(input: NewsCreate): Promise<NewsItem> {
    const images = splitImageList(input.newsImgUrl);
    if (images.length > NEWS_MAX_IMAGES) {
      throw badRequest(`A news item may carry at most ${NEWS_MAX_IMAGES} images`, { newsImgUrl: `must list at most ${NEWS_MAX_IMAGES} images` });
    }
    const urls: string[] = [];
    for (const image of images) urls.push(await this.deps.storeImage(image, "newsImgUrl"));
    const content = await this.deps.cleanRichText(input.content, "content");
    const at = now();
    const id = newId();
    await insertNews(this.db, { id, title: input.title, subtitle: input.subtitle, newsImgUrl: urls.join(","), content, createdAt: at, updatedAt: at });
    return (await this.get(id)) as NewsItem;
  }

  /** 404 when no news item has this id. */
  async remove(id: string): Promise<void> {
    if (!(await deleteNews(this.db, id))) throw notFound("No news item with this id");
  }
}
