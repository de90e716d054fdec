// The portfolio companies (SPEC.md section 7: /api/investments).
import { ID_PATTERN } from "../../shared/ids.ts";
import { INVESTMENT_IMAGES, INVESTMENT_RICH_TEXT, type Investment, type InvestmentCreate, type InvestmentPatch } from "../../shared/schemas/investments.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { deleteInvestment, findInvestment, insertInvestment, listInvestments, updateInvestment } from "../db/repositories/investments.ts";
import type { Investment as InvestmentRow } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { inTransaction } from "../db/transaction.ts";
import { prepareFields, savePrepared } from "./fields.ts";
import { trackedDelete, trackedWrite, type SaveContext } from "./tracking.ts";

/** Which investment fields are rich text and images (also checked by previews). */
export const KINDS = { richText: INVESTMENT_RICH_TEXT, images: INVESTMENT_IMAGES };
const missing = () => notFound("No investment with this id");

/** A stored row as the API answers it: `id` becomes `_id`. */
function toApi(row: InvestmentRow): Investment {
  return {
    _id: row.id,
    title: row.title,
    tabText: row.tabText,
    heroText: row.heroText,
    sector: row.sector as Investment["sector"],
    highlight: row.highlight,
    heroImage: row.heroImage,
    bannerImage: row.bannerImage,
    logo: row.logo,
    content: row.content,
    website: row.website,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Every investment, in the order they were added. */
export async function list(db: DB): Promise<Investment[]> {
  return (await listInvestments(db)).map(toApi);
}

/** One investment, or undefined when no investment has this id (including ids that are not 24 hex). */
export async function get(db: DB, id: string): Promise<Investment | undefined> {
  if (!ID_PATTERN.test(id)) return undefined;
  const row = await findInvestment(db, id);
  return row && toApi(row);
}

/** Cleans the rich text, stores the images and the investment in one transaction; answers it. */
export async function create(db: DB, input: InvestmentCreate, ctx?: SaveContext): Promise<Investment> {
  const prepared = await prepareFields(db, input, KINDS);
  const id = newId();
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "investment", id },
      ctx,
      async () => undefined,
      async () => {
        const at = now();
        await insertInvestment(trx, { ...fields, id, createdAt: at, updatedAt: at });
        return (await get(trx, id)) as Investment;
      },
      (investment) => investment,
    ),
  );
}

/**
 * Changes the given fields (images and record in one transaction), checking the revision the
 * client started from and keeping the version; 404 when no investment has this id.
 */
export async function update(db: DB, id: string, patch: InvestmentPatch, ctx?: SaveContext): Promise<Investment> {
  if (!(await findInvestment(db, id))) throw missing();
  const prepared = await prepareFields(db, patch, KINDS);
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "investment", id },
      ctx,
      () => findInvestment(trx, id),
      async () => {
        if (!(await updateInvestment(trx, id, { ...fields, updatedAt: now() }))) throw missing();
        return (await get(trx, id)) as Investment;
      },
      (investment) => investment,
    ),
  );
}

/** Moves the investment to the trash (its page answers 404 until it is restored); 404 when none has this id. */
export async function remove(db: DB, id: string, ctx?: SaveContext): Promise<void> {
  await inTransaction(db, (trx) =>
    trackedDelete(
      trx,
      { type: "investment", id },
      ctx,
      () => findInvestment(trx, id),
      () => deleteInvestment(trx, id),
      missing,
    ),
  );
}
