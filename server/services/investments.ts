// The portfolio companies (SPEC.md section 7: /api/investments).
import { ID_PATTERN } from "../../shared/ids.ts";
import { INVESTMENT_IMAGES, INVESTMENT_RICH_TEXT, RESERVED_SLUGS, type Investment, type InvestmentCreate, type InvestmentPatch } from "../../shared/schemas/investments.ts";
import { htmlToText } from "../../shared/html.ts";
import { looksLikeId, slugify } from "../../shared/slug.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import {
  deleteInvestment,
  findInvestment,
  findInvestmentBySlug,
  freeSlug,
  insertInvestment,
  listInvestments,
  slugTaken,
  updateInvestment,
} from "../db/repositories/investments.ts";
import type { Investment as InvestmentRow } from "../db/schema.ts";
import { deleteRedirect, deleteRedirectFrom, findRedirect, listRedirects, upsertRedirect } from "../db/repositories/slug-redirects.ts";
import type { SlugRedirect } from "../../shared/schemas/investments.ts";
import { HttpError, notFound } from "../http/errors.ts";
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
    slug: row.slug,
    homeCard: row.homeCard === "no" ? "no" : "yes",
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

/** The investment at `/our-investments/{key}`: `key` is its slug (any case) or its id. */
export async function find(db: DB, key: string): Promise<Investment | undefined> {
  const row = (await findInvestmentBySlug(db, key)) ?? (ID_PATTERN.test(key) ? await findInvestment(db, key) : undefined);
  return row && toApi(row);
}

/**
 * Where an old address now leads: the current slug of the company it belonged to, or undefined
 * (no redirect, or the company is deleted). Redirects point at the company, so a chain of slug
 * changes leads straight to the current one.
 */
export async function redirectTarget(db: DB, oldSlug: string): Promise<string | undefined> {
  const redirect = await findRedirect(db, oldSlug);
  return redirect ? (await findInvestment(db, redirect.investmentId))?.slug : undefined;
}

/** GET /api/redirects: every old address (companies' and articles') and where it leads now ("" when its record is deleted). */
export async function redirects(db: DB): Promise<SlugRedirect[]> {
  return (await listRedirects(db)).map((r) => ({
    _id: r.id,
    kind: r.kind,
    fromSlug: r.fromSlug,
    investmentId: r.investmentId,
    toSlug: (r.kind === "news" ? r.newsSlug : r.toSlug) ?? "",
    tabText: (r.kind === "news" ? r.newsTitle : r.tabText) ?? "",
    changedBy: r.username,
    createdAt: r.createdAt,
  }));
}

/** DELETE /api/redirects/{id}: the old address then answers 'Company not found!'; 404 when none has this id. */
export async function removeRedirect(db: DB, id: string): Promise<void> {
  if (!(await deleteRedirect(db, id))) throw notFound("No redirect with this id");
}

const slugConflict = (slug: string) =>
  new HttpError(409, `slug: "${slug}" is already the address of another company; choose another`, { fields: { slug: "must be unique: another company has this address" } });

/** A slug made from the tab text (or title): the rule's characters only, never a reserved or id-like one. */
function slugFromName(tabText: string, title: string): string {
  const base = slugify(tabText) || slugify(htmlToText(title)) || "company";
  return RESERVED_SLUGS.includes(base) || looksLikeId(base) ? `${base}-company` : base;
}

/** Cleans the rich text, stores the images and the investment in one transaction; answers it. */
export async function create(db: DB, input: InvestmentCreate, ctx?: SaveContext): Promise<Investment> {
  const { slug: askedSlug, ...texts } = input;
  const prepared = await prepareFields(db, texts, KINDS);
  const id = newId();
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "investment", id },
      ctx,
      async () => undefined,
      async () => {
        const at = now();
        if (askedSlug && (await slugTaken(trx, askedSlug))) throw slugConflict(askedSlug);
        const slug = askedSlug ?? (await freeSlug(trx, slugFromName(fields.tabText, fields.title)));
        // A company answering an old address itself: that address no longer redirects.
        await deleteRedirectFrom(trx, slug);
        await insertInvestment(trx, { ...fields, slug, id, createdAt: at, updatedAt: at });
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
  // A version kept before slugs existed has none ("" then): restoring it keeps the address and the card.
  const { slug, homeCard, ...texts } = patch;
  const prepared = await prepareFields(db, texts, KINDS);
  return savePrepared(db, prepared, (trx, fields) =>
    trackedWrite(
      trx,
      { type: "investment", id },
      ctx,
      () => findInvestment(trx, id),
      async () => {
        if (slug && (await slugTaken(trx, slug, id))) throw slugConflict(slug);
        const before = await findInvestment(trx, id);
        if (slug && before && before.slug !== slug) {
          // The old address answers 301 to this company; the new one is live, so it redirects
          // no more (changing A → B → A leaves A live and no redirect).
          await deleteRedirectFrom(trx, slug);
          const at = now();
          await upsertRedirect(trx, { id: newId(), fromSlug: before.slug, investmentId: id, username: ctx?.actor.username ?? "", createdAt: at, updatedAt: at });
        }
        const changes = { ...fields, ...(slug ? { slug } : {}), ...(homeCard ? { homeCard } : {}), updatedAt: now() };
        if (!(await updateInvestment(trx, id, changes))) throw missing();
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
