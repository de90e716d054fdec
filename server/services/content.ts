// The singleton blocks: home, footer, about, approach, alliances and the four banners.
import { SINGLETONS, type SingletonKey, type SingletonValue } from "../../shared/schemas/content.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { readBanner, readSingleton, updateBanner, updateSingleton, type SingletonTableKey } from "../db/repositories/singletons.ts";
import { notFound } from "../http/errors.ts";
import { prepareFields, savePrepared } from "./fields.ts";
import { trackedWrite, type Fields, type SaveContext } from "./tracking.ts";

const isBanner = (key: SingletonKey) => SINGLETONS[key].images.length > 0;
const missing = (key: SingletonKey) => notFound(`No ${SINGLETONS[key].envelope} with this id`);

/** One block; 404 unless `id` is the block's fixed id. */
export async function get<K extends SingletonKey>(db: DB, key: K, id: string = SINGLETONS[key].id): Promise<SingletonValue<K>> {
  if (id !== SINGLETONS[key].id) throw missing(key);
  if (isBanner(key)) {
    const image = await readBanner(db, id);
    if (image === undefined) throw missing(key);
    return { bannerImgString: image } as SingletonValue<K>;
  }
  const row = await readSingleton(db, key as SingletonTableKey, id);
  if (!row) throw missing(key);
  return SINGLETONS[key].schema.parse(row) as SingletonValue<K>;
}

/** Several blocks at once, for page loaders. */
export async function getMany<K extends SingletonKey>(db: DB, keys: readonly K[]): Promise<{ [P in K]: SingletonValue<P> }> {
  const values = await Promise.all(keys.map((k) => get(db, k)));
  return Object.fromEntries(keys.map((k, i) => [k, values[i]])) as { [P in K]: SingletonValue<P> };
}

/** Stores a validated partial update (rich text cleaned, images stored) and answers the whole block. */
export async function patch<K extends SingletonKey>(db: DB, key: K, id: string, input: Partial<SingletonValue<K>>, ctx?: SaveContext): Promise<SingletonValue<K>> {
  const def = SINGLETONS[key];
  if (id !== def.id) throw missing(key);
  const prepared = await prepareFields(db, input as Record<string, string | undefined>, def);
  return savePrepared(db, prepared, (trx, fields) =>
    // The revision check, the version kept and the activity entry (services/tracking.ts).
    trackedWrite(
      trx,
      { type: key, id },
      ctx,
      async () => (await get(trx, key, id)) as Fields,
      async () => {
        const at = now();
        if (isBanner(key)) {
          if (fields.bannerImgString !== undefined) await updateBanner(trx, id, fields.bannerImgString, at);
        } else if (Object.keys(fields).length > 0) {
          if (!(await updateSingleton(trx, key as SingletonTableKey, id, fields as Record<string, string>, at))) throw missing(key);
        }
        return get(trx, key, id);
      },
      (value) => value as Fields,
    ),
  );
}
