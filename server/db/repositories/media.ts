import type { DB } from "../index.ts";
import type { MediaTable, MediaVariantTable } from "../schema.ts";

export const findMedia = (db: DB, hash: string): Promise<MediaTable | undefined> =>
  db.selectFrom("media").selectAll().where("hash", "=", hash).executeTakeFirst();

export const mediaExists = async (db: DB, hash: string): Promise<boolean> =>
  !!(await db.selectFrom("media").select("hash").where("hash", "=", hash).executeTakeFirst());

/** Stores the image once: a second upload of the same bytes is a no-op. */
export const insertMedia = async (db: DB, m: MediaTable): Promise<void> => {
  await db.insertInto("media").values(m).onConflict((oc) => oc.column("hash").doNothing()).execute();
};

export const findVariant = (db: DB, hash: string, variant: string): Promise<MediaVariantTable | undefined> =>
  db.selectFrom("mediaVariants").selectAll().where("hash", "=", hash).where("variant", "=", variant).executeTakeFirst();

export const insertVariant = async (db: DB, v: MediaVariantTable): Promise<void> => {
  await db.insertInto("mediaVariants").values(v).onConflict((oc) => oc.columns(["hash", "variant"]).doNothing()).execute();
};

/** How many images are stored. */
export const countMedia = async (db: DB): Promise<number> =>
  Number((await db.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
