import { Readable } from "node:stream";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { inTransaction } from "../db/transaction.ts";
import { checkKey, collect, type ByteRange, type MediaStore, type StoredObject } from "./media-store.ts";

/** Objects are stored in parts of this size, and served one part at a time. */
const PART = 1024 * 1024;

/**
 * Media bytes in the database, the default: each object in 1 MB parts (the first in
 * `media_objects` with the object's metadata, the rest in `media_object_parts`), so serving a
 * large original reads one part at a time and never the whole value. Originals stored before the
 * parts existed are one part each.
 */
export function databaseStore(): MediaStore {
  const head = async (db: DB, key: string): Promise<StoredObject | undefined> => {
    const row = await db.selectFrom("mediaObjects").select(["key", "size", "contentType", "sha256"]).where("key", "=", key).executeTakeFirst();
    return row ? { key: row.key, size: Number(row.size), contentType: row.contentType, sha256: row.sha256 } : undefined;
  };
  const part = async (db: DB, key: string, n: number): Promise<Uint8Array | undefined> => {
    if (n === 0) return (await db.selectFrom("mediaObjects").select("data").where("key", "=", key).executeTakeFirst())?.data;
    return (await db.selectFrom("mediaObjectParts").select("data").where("key", "=", key).where("part", "=", n).executeTakeFirst())?.data;
  };
  return {
    kind: "db",
    where: "the database",
    async check() {},
    async put(db, key, body, meta) {
      checkKey(key);
      const data = await collect(body);
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom("mediaObjectParts").where("key", "=", key).execute();
        await trx.deleteFrom("mediaObjects").where("key", "=", key).execute();
        await trx
          .insertInto("mediaObjects")
          .values({ key, contentType: meta.contentType, size: data.length, sha256: meta.sha256, data: data.subarray(0, PART), partSize: PART, createdAt: now() })
          .execute();
        for (let n = 1; n * PART < data.length; n++) {
          await trx.insertInto("mediaObjectParts").values({ key, part: n, data: data.subarray(n * PART, (n + 1) * PART) }).execute();
        }
      });
    },
    async get(db, key, range?: ByteRange) {
      const row = await db.selectFrom("mediaObjects").select(["key", "size", "contentType", "sha256", "partSize"]).where("key", "=", key).executeTakeFirst();
      if (!row) return undefined;
      const info: StoredObject = { key: row.key, size: Number(row.size), contentType: row.contentType, sha256: row.sha256 };
      const partSize = Number(row.partSize);
      const end = range?.end ?? info.size - 1;
      let at = range?.start ?? 0;
      const body = new Readable({
        async read() {
          try {
            if (at > end) return void this.push(null);
            const n = Math.floor(at / partSize);
            const data = await part(db, key, n);
            if (!data) return void this.destroy(new Error(`media object ${key} changed while it was read`));
            const from = at - n * partSize;
            const to = Math.min(data.length, end - n * partSize + 1);
            at = n * partSize + to;
            this.push(Buffer.from(data.subarray(from, to)));
          } catch (err) {
            this.destroy(err as Error);
          }
        },
      });
      return { info, body };
    },
    head,
    async delete(db, key) {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom("mediaObjectParts").where("key", "=", key).execute();
        await trx.deleteFrom("mediaObjects").where("key", "=", key).execute();
      });
    },
    async *list(db, prefix = "") {
      const rows = await db.selectFrom("mediaObjects").select(["key", "size", "contentType", "sha256"]).orderBy("key").execute();
      for (const r of rows) if (r.key.startsWith(prefix)) yield { key: r.key, size: Number(r.size), contentType: r.contentType, sha256: r.sha256 };
    },
  };
}
