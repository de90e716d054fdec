import type { DB } from "../index.ts";

export const readSetting = async (db: DB, key: string): Promise<string | undefined> =>
  (await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst())?.value;

/** Stores the value unless the key has one already (the first writer wins). */
export const insertSettingIfMissing = async (db: DB, key: string, value: string, at: string): Promise<void> => {
  await db
    .insertInto("settings")
    .values({ key, value, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
};

/** Stores the value, replacing any the key had. */
export const writeSetting = async (db: DB, key: string, value: string, at: string): Promise<void> => {
  await db
    .insertInto("settings")
    .values({ key, value, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updatedAt: at }))
    .execute();
};
