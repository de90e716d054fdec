import type { Transaction } from "kysely";
import { splitImageList } from "../../shared/schemas/news.ts";
import type { DB } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { inTransaction } from "../db/transaction.ts";
import { readImageField, storeImages, type EncodedImage } from "./media.ts";
import { cleanRichText } from "./sanitize.ts";

/** Which fields of a record need more than storing as they are. */
export interface FieldKinds {
  /** Editor HTML: cleaned to the allowlist, inline data images moved to /media. */
  richText?: readonly string[];
  /** One image: a data string (stored) or a /media URL (must exist); "" clears. */
  images?: readonly string[];
  /** A comma-separated list of such images (news). */
  imageLists?: readonly string[];
}

/** A record's fields ready to write, and the images they refer to that are not stored yet. */
export interface PreparedFields<T> {
  fields: T;
  images: EncodedImage[];
}

/**
 * The one preparation of every content write (singletons, investments, news): rich text is
 * cleaned and images are checked and encoded, in field order, the first bad field answering 400.
 * Reads only; `savePrepared` stores the images together with the record.
 */
export async function prepareFields<T extends Record<string, string | undefined>>(db: DB, input: T, kinds: FieldKinds): Promise<PreparedFields<T>> {
  const images = new Map<string, EncodedImage>();
  const image = async (value: string, field: string) => {
    const r = await readImageField(db, value, field);
    if (r.image) images.set(r.url, r.image);
    return r.url;
  };
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (kinds.richText?.includes(name)) fields[name] = await cleanRichText(value, name, (dataUrl) => image(dataUrl, name));
    else if (kinds.images?.includes(name)) fields[name] = await image(value, name);
    else if (kinds.imageLists?.includes(name)) {
      const urls: string[] = [];
      for (const item of splitImageList(value)) urls.push(await image(item, name));
      fields[name] = urls.join(",");
    } else fields[name] = value;
  }
  return { fields: fields as T, images: [...images.values()] };
}

/**
 * Stores the prepared images and runs `write` with the fields, in one transaction: a failing
 * write leaves no image behind, and no record refers to an image that was not stored.
 */
export function savePrepared<T, R>(db: DB, prepared: PreparedFields<T>, write: (trx: Transaction<Database>, fields: T) => Promise<R>): Promise<R> {
  return inTransaction(db, async (trx) => {
    await storeImages(trx, prepared.images);
    return write(trx, prepared.fields);
  });
}
