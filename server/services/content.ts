import { SINGLETONS, type SingletonKey, type SingletonValue, singletonPatchSchema } from "../../shared/schemas/content.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { readBanner, readSingleton, updateBanner, updateSingleton, type SingletonTableKey } from "../db/repositories/singletons.ts";
import { notFound } from "../http/errors.ts";
import { parse } from "../http/validate.ts";

/** What the content service needs from the rest of the server. */
export interface ContentDeps {
  /** Cleans editor HTML to the allowlist and moves its inline images to /media. */
  cleanRichText(html: string, field: string): Promise<string>;
  /** Stores an incoming image (data string or /media URL) and answers its /media URL; "" stays "". */
  storeImage(value: string, field: string): Promise<string>;
}

const isBanner = (key: SingletonKey) => SINGLETONS[key].images.length > 0;

/** Reads and edits the singleton blocks (home, footer, about, approach, alliances, banners). */
export class ContentService {
  private readonly db: DB;
  private readonly deps: ContentDeps;
  constructor(db: DB, deps: ContentDeps) {
    this.db = db;
    this.deps = deps;
  }

  async get<K extends SingletonKey>(key: K, id: string = SINGLETONS[key].id): Promise<SingletonValue<K>> {
    const def = SINGLETONS[key];
    if (id !== def.id) throw notFound(`No ${def.envelope} with this id`);
    if (isBanner(key)) {
      const image = await readBanner(this.db, id);
      if (image === undefined) throw notFound(`No ${def.envelope} with this id`);
      return { bannerImgString: image } as SingletonValue<K>;
    }
    const row = await readSingleton(this.db, key as SingletonTableKey, id);
    if (!row) throw notFound(`No ${def.envelope} with this id`);
    return def.schema.parse(row) as SingletonValue<K>;
  }

  /** Several blocks at once, for page loaders. */
  async getMany<K extends SingletonKey>(keys: readonly K[]): Promise<{ [P in K]: SingletonValue<P> }> {
    const values = await Promise.all(keys.map((k) => this.get(k)));
    return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as { [P in K]: SingletonValue<P> };
  }

  /** Validates, sanitises and stores a partial update; answers the whole updated block. */
  async patch<K extends SingletonKey>(key: K, id: string, body: unknown): Promise<SingletonValue<K>> {
    const def = SINGLETONS[key];
    if (id !== def.id) throw notFound(`No ${def.envelope} with this id`);
    const input = parse(singletonPatchSchema(key), body) as Record<string, string>;
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(input)) {
      if ((def.richText as readonly string[]).includes(name)) fields[name] = await this.deps.cleanRichText(value, name);
      else if ((def.images as readonly string[]).includes(name)) fields[name] = await this.deps.storeImage(value, name);
      else fields[name] = value;
    }
    const at = now();
    if (isBanner(key)) {
      if (fields.bannerImgString !== undefined) await updateBanner(this.db, id, fields.bannerImgString, at);
    } else if (Object.keys(fields).length > 0) {
      const ok = await updateSingleton(this.db, key as SingletonTableKey, id, fields, at);
      if (!ok) throw notFound(`No ${def.envelope} with this id`);
    }
    return this.get(key, id);
  }
}
