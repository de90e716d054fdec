import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { randomBytes } from "node:crypto";
import { StartupError } from "../startup-error.ts";
import { checkKey, contentTypeOf, toReadable, type MediaStore, type StoredObject } from "./media-store.ts";

/**
 * Media bytes as files in a directory (MEDIA_DIR), one file per key beside a small `<key>.meta`
 * JSON (content type, sha256). A put writes a temporary file and renames it into place, so a
 * reader never sees half a file and instances sharing the directory (a network mount) never
 * clash.
 */
export function directoryStore(dir: string): MediaStore {
  const root = path.resolve(dir);
  const file = (key: string) => (checkKey(key), path.join(root, key));
  const head = async (key: string): Promise<StoredObject | undefined> => {
    try {
      const [st, meta] = await Promise.all([stat(file(key)), readFile(`${file(key)}.meta`, "utf8")]);
      const m = JSON.parse(meta) as { contentType?: string; sha256?: string };
      return { key, size: st.size, contentType: m.contentType ?? contentTypeOf(key), sha256: m.sha256 ?? "" };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw err;
    }
  };
  return {
    kind: "dir",
    where: root,
    async check() {
      try {
        await mkdir(root, { recursive: true });
        const probe = path.join(root, `.probe-${randomBytes(6).toString("hex")}`);
        await writeFile(probe, "");
        await rm(probe);
      } catch (err) {
        throw new StartupError(`MEDIA_DIR ${root} cannot be written: ${(err as Error).message}`);
      }
    },
    async put(_db, key, body, meta) {
      const target = file(key);
      const tmp = path.join(root, `.tmp-${randomBytes(8).toString("hex")}`);
      await mkdir(root, { recursive: true });
      try {
        await pipeline(toReadable(body), createWriteStream(tmp));
        await writeFile(`${tmp}.meta`, JSON.stringify({ contentType: meta.contentType, sha256: meta.sha256 }));
        await rename(`${tmp}.meta`, `${target}.meta`);
        await rename(tmp, target);
      } finally {
        await rm(tmp, { force: true });
        await rm(`${tmp}.meta`, { force: true });
      }
    },
    async get(_db, key, range) {
      const info = await head(key);
      if (!info) return undefined;
      const body = createReadStream(file(key), range ? { start: range.start, end: range.end } : {});
      return { info, body };
    },
    head: (_db, key) => head(key),
    async delete(_db, key) {
      await rm(file(key), { force: true });
      await rm(`${file(key)}.meta`, { force: true });
    },
    async *list(_db, prefix = "") {
      let names: string[];
      try {
        names = (await readdir(root)).sort();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
        throw err;
      }
      for (const name of names) {
        if (name.startsWith(".") || name.endsWith(".meta") || !name.startsWith(prefix)) continue;
        const info = await head(name);
        if (info) yield info;
      }
    },
  };
}
