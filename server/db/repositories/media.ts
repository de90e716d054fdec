import type { DB } from "../index.ts";
import type { MediaTable } from "../schema.ts";

export const findMedia = (db: DB, hash: string): Promise<MediaTable | undefined> =>
  db.selectFrom("media").selectAll().where("hash", "=", hash).executeTakeFirst();

export const findMediaMany = (db: DB, hashes: readonly string[]): Promise<MediaTable[]> =>
  hashes.length === 0 ? Promise.resolve([]) : db.selectFrom("media").selectAll().where("hash", "in", hashes).execute();

export const listMedia = (db: DB): Promise<MediaTable[]> => db.selectFrom("media").selectAll().orderBy("createdAt", "desc").orderBy("hash").execute();

export const mediaExists = async (db: DB, hash: string): Promise<boolean> =>
  !!(await db.selectFrom("media").select("hash").where("hash", "=", hash).executeTakeFirst());

/** Stores the image once: a second upload of the same bytes is a no-op. */
export const insertMedia = async (db: DB, m: MediaTable): Promise<void> => {
  await db.insertInto("media").values(m).onConflict((oc) => oc.column("hash").doNothing()).execute();
};

export const updateMedia = async (db: DB, hash: string, set: Partial<Omit<MediaTable, "hash">>): Promise<void> => {
  await db.updateTable("media").set(set).where("hash", "=", hash).execute();
};

export const deleteMediaRow = async (db: DB, hash: string): Promise<void> => {
  await db.deleteFrom("media").where("hash", "=", hash).execute();
};

/** How many catalogue rows use a stored file (a replaced file may be another image's too). */
export const countFileUsers = async (db: DB, file: string): Promise<number> =>
  Number((await db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).where("file", "=", file).executeTakeFirstOrThrow()).n);

/** How many images are stored. */
export const countMedia = async (db: DB): Promise<number> =>
  Number((await db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
