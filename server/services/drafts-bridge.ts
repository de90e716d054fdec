// What the scheduler needs of the drafts: read a draft, publish one, keep an unpublished item's
// fields as its draft. STAND-IN until the drafts service is merged: `publishDraftInside` then
// calls the drafts' own publish (one publish path), and this file shrinks to that call.
import type { Kysely } from "kysely";
import { isCollectionType, type CollectionType } from "../../shared/schemas/collections.ts";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import type { DocType } from "../../shared/schemas/history.ts";
import type { DB } from "../db/index.ts";
import { now } from "../db/ids.ts";
import type { Actor } from "./activity.ts";
import { COLLECTIONS } from "./collections.ts";
import * as content from "./content.ts";
import * as news from "./news.ts";
import { trackedUnpublish, type Fields, type SaveContext } from "./tracking.ts";

const drafts = (db: DB) => db as unknown as Kysely<any>;

interface DraftRow {
  docId: string;
  docType: string;
  isNew: number;
  data: string;
}

/** A document's draft (its type and fields), or undefined. */
export async function draftOf(db: DB, id: string): Promise<{ docType: string; isNew: boolean; fields: Fields } | undefined> {
  const row = (await drafts(db).selectFrom("drafts").select(["docType", "isNew", "data"]).where("docId", "=", id).executeTakeFirst()) as DraftRow | undefined;
  return row ? { docType: row.docType, isNew: Number(row.isNew) === 1, fields: JSON.parse(row.data) as Fields } : undefined;
}

/**
 * Makes a draft live inside the caller's transaction: its fields saved through the document's own
 * save (one "publish" version, one "Published" activity line), then the draft removed. A new
 * article takes `publishedAt` (the scheduled time) as its publication time.
 */
export async function publishDraftInside(trx: DB, type: DocType, id: string, actor: Actor, publishedAt: string): Promise<void> {
  const draft = await draftOf(trx, id);
  if (!draft) throw new Error("the draft to publish is gone");
  const ctx: SaveContext = { actor, action: "publish" };
  const fields = draft.fields;
  if (type === "news") {
    const patch = news.patchFromVersion(fields);
    if (draft.isNew) await news.create(trx, { ...(patch as Parameters<typeof news.create>[1]), publishedAt: fields.publishedAt || publishedAt }, ctx, id);
    else await news.update(trx, id, patch, ctx);
  } else if (isCollectionType(type)) {
    if (draft.isNew) throw new Error("publishing a new company or leader from a draft needs the drafts service");
    await COLLECTIONS[type].update(trx, id, fields, ctx);
  } else {
    await content.patch(trx, type as SingletonKey, SINGLETONS[type as SingletonKey].id, fields, ctx);
  }
  await drafts(trx).deleteFrom("drafts").where("docId", "=", id).execute();
}

const TABLES = { news: "newsItems", investment: "investments", leader: "leaders" } as const;

/**
 * Takes an item off the site inside the caller's transaction: its fields become its draft (unless
 * it has one, which is kept), the row leaves its table, one "unpublish" version and activity line.
 */
export async function unpublishInside(trx: DB, type: CollectionType | "news", id: string, actor: Actor): Promise<void> {
  const table = TABLES[type];
  await trackedUnpublish(
    trx,
    { type, id },
    actor,
    async () => (await drafts(trx).selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst()) as Record<string, string> | undefined,
    async (_row, fields) => {
      if (await draftOf(trx, id)) return;
      const at = now();
      await drafts(trx)
        .insertInto("drafts")
        .values({ docId: id, docType: type, isNew: 1, data: JSON.stringify(fields), baseRevision: 0, draftRevision: 1, createdBy: actor.username, updatedBy: actor.username, createdAt: at, updatedAt: at })
        .execute();
    },
    async () => Number((await drafts(trx).deleteFrom(table).where("id", "=", id).executeTakeFirst()).numDeletedRows) > 0,
  );
}
