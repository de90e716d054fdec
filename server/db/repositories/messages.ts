import type { Selectable } from "kysely";
import type { DB } from "../index.ts";
import type { ContactMessageTable } from "../schema.ts";

/** The inbox's reads and writes of `contact_messages` (storing one is in contact-messages.ts). */
export type MessageRow = Selectable<ContactMessageTable>;

/** Every stored message, newest first. */
export const listMessages = (db: DB): Promise<MessageRow[]> =>
  db.selectFrom("contactMessages").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();

/** One page of messages, newest first (the `contact_messages_created` index), and how many there are. */
export async function pageMessages(db: DB, offset: number, limit: number): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom("contactMessages").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute(),
    db.selectFrom("contactMessages").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export const findMessage = (db: DB, id: string): Promise<MessageRow | undefined> =>
  db.selectFrom("contactMessages").selectAll().where("id", "=", id).executeTakeFirst();

export async function countUnread(db: DB): Promise<number> {
  const row = await db.selectFrom("contactMessages").select((eb) => eb.fn.countAll<number>().as("n")).where("readAt", "=", "").executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Sets when the message was read ("" = unread); a message already read keeps its first time. Answers false when no message has that id. */
export async function setMessageRead(db: DB, id: string, readAt: string): Promise<boolean> {
  let q = db.updateTable("contactMessages").set({ readAt }).where("id", "=", id);
  if (readAt !== "") q = q.where("readAt", "=", "");
  const r = await q.executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) return true;
  return (await findMessage(db, id)) !== undefined;
}

/** Answers false when no message has that id. */
export async function deleteMessage(db: DB, id: string): Promise<boolean> {
  const r = await db.deleteFrom("contactMessages").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Every message whose sender address is `email` (trimmed, any case), newest first. */
export const listMessagesFrom = (db: DB, email: string): Promise<MessageRow[]> =>
  db
    .selectFrom("contactMessages")
    .selectAll()
    .where((eb) => eb(eb.fn("lower", [eb.fn("trim", ["email"])]), "=", email.trim().toLowerCase()))
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();

/** Deletes the messages with these ids; answers how many went. */
export async function deleteMessages(db: DB, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db.deleteFrom("contactMessages").where("id", "in", ids).executeTakeFirst();
  return Number(r.numDeletedRows);
}
