// The people of the leadership pages (/api/leaders): a collection kind (services/collection.ts)
// declared in shared/schemas/collections.ts, plus their order.
import { COLLECTION_KINDS } from "../../shared/schemas/collections.ts";
import { RESERVED_LEADER_SLUGS, type Leader, type LeaderCreate, type LeaderPatch } from "../../shared/schemas/leaders.ts";
import { looksLikeId, slugify } from "../../shared/slug.ts";
import type { DB } from "../db/index.ts";
import type { Leader as LeaderRow } from "../db/schema.ts";
import { leaderIdsInOrder, nextLeaderPosition, setLeaderPositions } from "../db/repositories/leaders.ts";
import { inTransaction } from "../db/transaction.ts";
import { HttpError } from "../http/errors.ts";
import { recordActivity } from "./activity.ts";
import { collection } from "./collection.ts";
import type { SaveContext } from "./tracking.ts";

export const KINDS = { richText: COLLECTION_KINDS.leader.richText, images: COLLECTION_KINDS.leader.images };

function toApi(row: LeaderRow): Leader {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    role: row.role,
    summary: row.summary,
    biography: row.biography,
    portrait: row.portrait,
    portraitAlt: row.portraitAlt,
    group: row.group === "board" ? "board" : "executive",
    order: Number(row.position),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A slug made from the name; never a reserved or id-like one. */
export function leaderSlugFrom(name: string): string {
  const base = slugify(name) || "person";
  return RESERVED_LEADER_SLUGS.includes(base) || looksLikeId(base) ? `${base}-profile` : base;
}

export const LEADERS = collection<Leader>({
  type: "leader",
  table: "leaders",
  toApi: (row) => toApi(row as unknown as LeaderRow),
  orderBy: ["position"],
  slugFrom: (fields) => leaderSlugFrom(fields.name ?? ""),
  slugConflict: (slug) =>
    new HttpError(409, `slug: "${slug}" is already the address of another person; choose another`, { fields: { slug: "must be unique: another person has this address" } }),
  keepWhenEmpty: ["slug", "group"],
  // A new person goes last.
  extraColumns: async (trx) => ({ position: await nextLeaderPosition(trx) }),
});

/** Everyone in list order (the board first on the page, each group in this order). */
export const list = (db: DB): Promise<Leader[]> => LEADERS.list(db);
export const get = (db: DB, id: string): Promise<Leader | undefined> => LEADERS.get(db, id);
/** The person at /about-us/leadership/{key}: their slug (any case) or id. */
export const find = (db: DB, key: string): Promise<Leader | undefined> => LEADERS.find(db, key);
export const redirectTarget = (db: DB, oldSlug: string): Promise<string | undefined> => LEADERS.redirectTarget(db, oldSlug);
export const create = (db: DB, input: LeaderCreate, ctx?: SaveContext): Promise<Leader> => LEADERS.create(db, input, ctx);
export const update = (db: DB, id: string, patch: LeaderPatch, ctx?: SaveContext): Promise<Leader> => LEADERS.update(db, id, patch, ctx);
export const remove = (db: DB, id: string, ctx?: SaveContext): Promise<void> => LEADERS.remove(db, id, ctx);

/**
 * POST /api/leaders/reorder: `ids` must name every stored person once. A list that does not
 * match what is stored (someone added or removed a person since it was read) answers 409 and
 * changes nothing; a repeated id answers 400. The order is not a field of the versions: moving a
 * person changes no text of theirs. It is recorded in the activity log.
 */
export async function reorder(db: DB, ids: readonly string[], ctx?: SaveContext): Promise<Leader[]> {
  if (new Set(ids).size !== ids.length) throw new HttpError(400, "ids: lists a person more than once", { fields: { ids: "must list each person once" } });
  await inTransaction(db, async (trx) => {
    const stored = await leaderIdsInOrder(trx);
    const known = new Set(stored);
    if (ids.length !== stored.length || ids.some((id) => !known.has(id))) {
      throw new HttpError(409, "The list of people changed since you read it (someone added or removed a person). Nothing was moved; reload and try again.", {
        fields: { ids: "must list every stored person once" },
      });
    }
    const changed = await setLeaderPositions(trx, ids);
    if (changed > 0 && ctx?.actor.userId) await recordActivity(trx, "save", ctx.actor, { type: "leader", id: ids[0] ?? "", label: "Leadership order" });
  });
  return list(db);
}
