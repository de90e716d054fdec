import { Readable } from "node:stream";
import { sql } from "kysely";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import { checkKey, collect, type ByteRange, type MediaStore, type StoredObject } from "./media-store.ts";

/** How much of a stored value one query reads when streaming it. */
const CHUNK = 1024 * 1024;

/**
 * Media bytes in the database (`media_objects`), the default. Served in 1 MB slices
 * (`substr` works on blobs in SQLite and on bytea in PostgreSQL), so a large original is never
 * read whole to answer a request.
 */
export function databaseStore(): MediaStore {
  const head = async (db: DB, key: string): Promise<StoredObject | undefined> => {
    const row = await db.selectFrom("mediaObjects").select(["key", "size", "contentType", "sha256"]).where("key", "=", key).executeTakeFirst();
    return row ? { key: row.key, size: Number(row.size), contentType: row.contentType, sha256: row.sha256 } : undefined;
  };
  return {
    kind: "db",
    where: "the database",
    async check() {},
    async put(db, key, body, meta) {
      checkKey(key);
      const data = await collect(body);
      const row = { key, contentType: meta.contentType, size: data.length, sha256: meta.sha256, data, createdAt: now() };
      await db
        .insertInto("mediaObjects")
        .values(row)
        .onConflict((oc) => oc.column("key").doUpdateSet({ contentType: row.contentType, size: row.size, sha256: row.sha256, data: row.data }))
        .execute();
    },
    async get(db, key, range?: ByteRange) {
      const info = await head(db, key);
      if (!info) return undefined;
      const start = range?.start ?? 0;
      const end = range?.end ?? info.size - 1;
      let at = start;
      const body = new Readable({
        async read() {
          try {
            if (at > end) return void this.push(null);
            const len = Math.min(CHUNK, end - at + 1);
            const row = await sql<{ chunk: Uint8Array | null }>`select substr(data, ${at + 1}, ${len}) as chunk from media_objects where key = ${key}`.execute(db);
            const chunk = row.rows[0]?.chunk;
            if (!chunk || chunk.length === 0) return void this.destroy(new Error(`media object ${key} changed while it was read`));
            at += chunk.length;
            this.push(Buffer.from(chunk));
          } catch (err) {
            this.destroy(err as Error);
          }
        },
      });
      return { info, body };
    },
    head,
    async delete(db, key) {
      await db.deleteFrom("mediaObjects").where("key", "=", key).execute();
    },
    async *list(db, prefix = "") {
      let q = db.selectFrom("mediaObjects").select(["key", "size", "contentType", "sha256"]).orderBy("key");
      if (prefix) q = q.where(sql<string>`substr(key, 1, ${prefix.length})`, "=", prefix);
      const rows = await q.execute();
      for (const r of rows) yield { key: r.key, size: Number(r.size), contentType: r.contentType, sha256: r.sha256 };
    },
  };
}
