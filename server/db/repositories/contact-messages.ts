import type { DB } from "../index.ts";
import type { Insertable, Selectable } from "kysely";
import type { ContactMessageTable } from "../schema.ts";

export const insertContactMessage = async (db: DB, row: Insertable<ContactMessageTable>): Promise<void> => {
  await db.insertInto("contactMessages").values(row).execute();
};

/** The stored messages, newest first. */
export const listContactMessages = (db: DB): Promise<Selectable<ContactMessageTable>[]> =>
  db.selectFrom("contactMessages").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
