// The one implementation of a stored collection kind with readable addresses (investments,
// leaders): list, read by id or slug, create, change and delete with history, the trash, stale-save
// checks and the activity log (trackedWrite/trackedDelete), and old addresses answering 301
// (slug_redirects: a chain of changes leads straight to the current slug, and an address a record
// answers itself never redirects, so no loop can form). A kind passes its declaration
// (shared/schemas/collections.ts) and the few things that differ: its API shape, its list order,
// how a slug is made from a name, and its 409 message.
import { ID_PATTERN } from "../../shared/ids.ts";
import { COLLECTION_KINDS, type CollectionType } from "../../shared/schemas/collections.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { deleteRow, findRow, findRowBySlug, freeRowSlug, insertRow, listRows, rowSlugTaken, updateRow, type CollectionTable } from "../db/repositories/collections.ts";
import { deleteRedirectFrom, findRedirect, upsertRedirect } from "../db/repositories/slug-redirects.ts";
import { inTransaction } from "../db/transaction.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { prepareFields, savePrepared } from "./fields.ts";
import { trackedDelete, trackedWrite, type Fields, type SaveContext } from "./tracking.ts";

type Row = { id: string; slug: string; createdAt: string; updatedAt: string } & Record<string, unknown>;
type Input = { slug?: string | undefined } & Record<string, string | undefined>;

export interface CollectionOptions<A> {
  type: CollectionType;
  /** The query builder's name of the kind's table. */
  table: CollectionTable;
  /** A stored row as the API answers it. */
  toApi(row: Row): A;
  /** The columns of the list order (the id settles ties). */
  orderBy: readonly string[];
  /** A slug for a record created without one, made from its fields (then made unique with -2, -3, …). */
  slugFrom(fields: Fields): string;
  /** The 409 of a slug another record has. */
  slugConflict(slug: string): HttpError;
  /** Fields that a change leaves as they are when given empty (versions kept before they existed have ""). */
  keepWhenEmpty?: readonly string[];
  /** Columns a new record gets besides its fields (e.g. its place in the list), read inside the create's transaction. */
  extraColumns?(trx: DB, fields: Fields): Promise<Record<string, unknown>>;
}

export interface Collection<A> {
  readonly type: CollectionType;
  list(db: DB): Promise<A[]>;
  /** One record, or undefined (also for ids that are not 24 hex). */
  get(db: DB, id: string): Promise<A | undefined>;
  /** The stored row's fields (what versions and the trash keep), or undefined. */
  row(db: DB, id: string): Promise<Fields | undefined>;
  /** The record at `{basePath}{key}`: `key` is its slug (any case) or its id. */
  find(db: DB, key: string): Promise<A | undefined>;
  /** The current slug an old address leads to, or undefined (no redirect, or the record is deleted). */
  redirectTarget(db: DB, oldSlug: string): Promise<string | undefined>;
  create(db: DB, input: Input, ctx?: SaveContext): Promise<A>;
  update(db: DB, id: string, patch: Input, ctx?: SaveContext): Promise<A>;
  remove(db: DB, id: string, ctx?: SaveContext): Promise<void>;
  /** Puts a row kept in the trash back (inside the restore's transaction), with the next free slug if its own was taken meanwhile. */
  reinsert(trx: DB, row: Fields): Promise<void>;
}

export function collection<A extends { _id: string; slug: string }>(o: CollectionOptions<A>): Collection<A> {
  const kind = COLLECTION_KINDS[o.type];
  const missing = () => notFound(kind.missing);
  const get = async (db: DB, id: string): Promise<A | undefined> => {
    if (!ID_PATTERN.test(id)) return undefined;
    const row = await findRow<Row>(db, o.table, id);
    return row && o.toApi(row);
  };
  const keep = new Set(o.keepWhenEmpty ?? []);

  return {
    type: o.type,
    list: async (db) => (await listRows<Row>(db, o.table, o.orderBy)).map(o.toApi),
    get,
    row: (db, id) => (ID_PATTERN.test(id) ? (findRow<Row>(db, o.table, id) as Promise<Fields | undefined>) : Promise.resolve(undefined)),
    async find(db, key) {
      const row = (await findRowBySlug<Row>(db, o.table, key)) ?? (ID_PATTERN.test(key) ? await findRow<Row>(db, o.table, key) : undefined);
      return row && o.toApi(row);
    },
    async redirectTarget(db, oldSlug) {
      const redirect = await findRedirect(db, o.type, oldSlug);
      return redirect ? (await findRow<Row>(db, o.table, redirect.investmentId))?.slug : undefined;
    },

    async create(db, input, ctx) {
      const { slug: askedSlug, ...texts } = input;
      const prepared = await prepareFields(db, texts, kind);
      const id = ctx?.createId ?? newId();
      return savePrepared(db, prepared, (trx, fields) =>
        trackedWrite(
          trx,
          { type: o.type, id },
          ctx,
          async () => undefined,
          async () => {
            const at = now();
            if (askedSlug && (await rowSlugTaken(trx, o.table, askedSlug))) throw o.slugConflict(askedSlug);
            const slug = askedSlug ?? (await freeRowSlug(trx, o.table, o.slugFrom(fields as Fields)));
            // A record answering an old address itself: that address no longer redirects.
            await deleteRedirectFrom(trx, o.type, slug);
            const extra = o.extraColumns ? await o.extraColumns(trx, fields as Fields) : {};
            await insertRow(trx, o.table, { ...fields, ...extra, slug, id, createdAt: at, updatedAt: at });
            return (await get(trx, id)) as A;
          },
          (record) => record as unknown as Fields,
        ),
      );
    },

    async update(db, id, patch, ctx) {
      if (!(await findRow(db, o.table, id))) throw missing();
      const given = Object.fromEntries(Object.entries(patch).filter(([name, value]) => !(keep.has(name) && value === ""))) as Input;
      const { slug, ...texts } = given;
      const prepared = await prepareFields(db, texts, kind);
      return savePrepared(db, prepared, (trx, fields) =>
        trackedWrite(
          trx,
          { type: o.type, id },
          ctx,
          () => findRow<Fields>(trx, o.table, id),
          async () => {
            if (slug && (await rowSlugTaken(trx, o.table, slug, id))) throw o.slugConflict(slug);
            const before = await findRow<Row>(trx, o.table, id);
            if (slug && before && before.slug !== slug) {
              // The old address answers 301 to this record; the new one is live, so it redirects
              // no more (changing A → B → A leaves A live and no redirect).
              await deleteRedirectFrom(trx, o.type, slug);
              const at = now();
              await upsertRedirect(trx, { id: newId(), kind: o.type, fromSlug: before.slug, investmentId: id, username: ctx?.actor.username ?? "", createdAt: at, updatedAt: at });
            }
            if (!(await updateRow(trx, o.table, id, { ...fields, ...(slug ? { slug } : {}), updatedAt: now() }))) throw missing();
            return (await get(trx, id)) as A;
          },
          (record) => record as unknown as Fields,
        ),
      );
    },

    async remove(db, id, ctx) {
      await inTransaction(db, (trx) =>
        trackedDelete(
          trx,
          { type: o.type, id },
          ctx,
          () => findRow<Fields>(trx, o.table, id),
          () => deleteRow(trx, o.table, id),
          missing,
        ),
      );
    },

    async reinsert(trx, row) {
      // Its address may have been given to another record meanwhile: it then gets the next free one.
      const slug = await freeRowSlug(trx, o.table, row.slug || o.slugFrom(row));
      await deleteRedirectFrom(trx, o.type, slug);
      await insertRow(trx, o.table, { ...row, slug });
    },
  };
}
