// The portfolio companies (SPEC.md section 7: /api/investments): a collection kind
// (services/collection.ts) declared in shared/schemas/collections.ts, with the paged summaries
// the public list and the staff screen read.
import { COLLECTION_KINDS } from "../../shared/schemas/collections.ts";
import { DEFAULT_PAGE_LIMIT, pageWindow } from "../../shared/schemas/paging.ts";
import { RESERVED_SLUGS, type Investment, type InvestmentCreate, type InvestmentPage, type InvestmentPatch, type InvestmentSummary, type SlugRedirect } from "../../shared/schemas/investments.ts";
import { firstSentence, htmlToText } from "../../shared/html.ts";
import { looksLikeId, slugify } from "../../shared/slug.ts";
import type { DB } from "../db/index.ts";
import { firstOnCards, investmentNames, listedCompanies, pageInvestmentSummaries, sectorCounts, type InvestmentFilterRows, type InvestmentSummaryRow } from "../db/repositories/investments.ts";
import type { Investment as InvestmentRow } from "../db/schema.ts";
import { deleteRedirect, listRedirects } from "../db/repositories/slug-redirects.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { collection } from "./collection.ts";
import type { SaveContext } from "./tracking.ts";

/** Which investment fields are rich text and images (also checked by previews). */
export const KINDS = { richText: COLLECTION_KINDS.investment.richText, images: COLLECTION_KINDS.investment.images };

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

const toSummary = (row: InvestmentSummaryRow): InvestmentSummary => ({
  _id: row.id,
  slug: row.slug,
  title: row.title,
  tabText: row.tabText,
  sector: row.sector as Investment["sector"],
  bannerImage: row.bannerImage,
  logo: row.logo,
  homeCard: row.homeCard === "no" ? "no" : "yes",
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  summary: firstSentence(htmlToText(row.heroText) || row.highlight.trim()),
});

/**
 * One page of summaries in the order they were added, of the companies a filter shows (SPEC.md
 * section 4: a sector exactly, a company by its tab text, case-insensitively; `q` a part of the
 * tab text), with the totals. The two filters never combine: a company wins over a sector.
 */
export async function page(db: DB, opts: InvestmentFilterRows & { page?: number | undefined; limit?: number | undefined }): Promise<InvestmentPage> {
  const limit = opts.limit ?? DEFAULT_PAGE_LIMIT;
  const pageNo = opts.page ?? 1;
  const company = opts.company?.trim();
  const filter: InvestmentFilterRows = company ? { company } : { sector: opts.sector ?? "" };
  const { rows, total } = await pageInvestmentSummaries(db, { ...filter, q: opts.q ?? "", offset: (pageNo - 1) * limit, limit });
  const { offset: _offset, ...totals } = pageWindow(pageNo, limit, total);
  return { investments: rows.map(toSummary), ...totals };
}

/** A company as a home sector card or a sector page lists it. */
export interface ListedCompany {
  _id: string;
  slug: string;
  tabText: string;
  /** Rich text (the company's name as its page titles it). */
  title: string;
  /** Rich text: the short line under the name on a sector page. */
  heroText: string;
  sector: string;
  homeCard: string;
  createdAt: string;
}

/**
 * The first `limit` companies of some sectors, in the order they were added, and how many there
 * are: what a home sector card (`homeCardOnly`) or a sector page shows, however large the portfolio.
 */
export async function listed(db: DB, opts: { sectors: readonly string[]; homeCardOnly: boolean; limit: number }): Promise<{ companies: ListedCompany[]; total: number }> {
  const { rows, total } = await listedCompanies(db, opts);
  return { companies: rows.map(({ id, ...row }) => ({ _id: id, ...row })), total };
}

/** The first `limit` companies of each sector that the home cards may list, in the order they were added (one query). */
export async function onCards(db: DB, sectors: readonly string[], limit: number): Promise<ListedCompany[]> {
  return (await firstOnCards(db, sectors, limit)).map(({ id, ...row }) => ({ _id: id, ...row }));
}

/** How many companies each stored sector has (`total`, what its filtered list shows) and how many the home cards may list. */
export async function counts(db: DB): Promise<Partial<Record<string, { total: number; onCards: number }>>> {
  return Object.fromEntries((await sectorCounts(db)).map(({ sector, ...n }) => [sector, n]));
}

/** Every company's sector and tab text, in the order they were added (the filters' options). */
export const names = (db: DB) => investmentNames(db);

const slugConflict = (slug: string) =>
  new HttpError(409, `slug: "${slug}" is already the address of another company; choose another`, { fields: { slug: "must be unique: another company has this address" } });

/** A slug made from the tab text (or title): the rule's characters only, never a reserved or id-like one. */
function slugFromName(tabText: string, title: string): string {
  const base = slugify(tabText) || slugify(htmlToText(title)) || "company";
  return RESERVED_SLUGS.includes(base) || looksLikeId(base) ? `${base}-company` : base;
}

/** The investments as a collection kind: in the order they were added. */
export const INVESTMENTS = collection<Investment>({
  type: "investment",
  table: "investments",
  toApi: (row) => toApi(row as unknown as InvestmentRow),
  orderBy: ["createdAt"],
  slugFrom: (fields) => slugFromName(fields.tabText ?? "", fields.title ?? ""),
  slugConflict,
  // A version kept before slugs existed has none ("" then): restoring it keeps the address and the card.
  keepWhenEmpty: ["slug", "homeCard"],
});

/** Every investment, in the order they were added. */
export const list = (db: DB): Promise<Investment[]> => INVESTMENTS.list(db);

/** One investment, or undefined when no investment has this id (including ids that are not 24 hex). */
export const get = (db: DB, id: string): Promise<Investment | undefined> => INVESTMENTS.get(db, id);

/** The investment at `/our-investments/{key}`: `key` is its slug (any case) or its id. */
export const find = (db: DB, key: string): Promise<Investment | undefined> => INVESTMENTS.find(db, key);

/**
 * Where an old address now leads: the current slug of the company it belonged to, or undefined
 * (no redirect, or the company is deleted). Redirects point at the company, so a chain of slug
 * changes leads straight to the current one.
 */
export const redirectTarget = (db: DB, oldSlug: string): Promise<string | undefined> => INVESTMENTS.redirectTarget(db, oldSlug);

/** GET /api/redirects: every old address (of companies, people and articles) and where it leads now ("" when its record is deleted). */
export async function redirects(db: DB): Promise<SlugRedirect[]> {
  return (await listRedirects(db)).map((r) => ({
    _id: r.id,
    kind: r.kind === "leader" || r.kind === "news" ? r.kind : "investment",
    fromSlug: r.fromSlug,
    investmentId: r.investmentId,
    toSlug: r.toSlug ?? "",
    tabText: r.tabText ?? "",
    changedBy: r.username,
    createdAt: r.createdAt,
  }));
}

/** DELETE /api/redirects/{id}: the old address then answers 404; 404 when none has this id. */
export async function removeRedirect(db: DB, id: string): Promise<void> {
  if (!(await deleteRedirect(db, id))) throw notFound("No redirect with this id");
}

/** Cleans the rich text, stores the images and the investment in one transaction; answers it. */
export const create = (db: DB, input: InvestmentCreate, ctx?: SaveContext): Promise<Investment> => INVESTMENTS.create(db, input, ctx);

/**
 * Changes the given fields (images and record in one transaction), checking the revision the
 * client started from and keeping the version; 404 when no investment has this id.
 */
export const update = (db: DB, id: string, patch: InvestmentPatch, ctx?: SaveContext): Promise<Investment> => INVESTMENTS.update(db, id, patch, ctx);

/** Moves the investment to the trash (its page answers 404 until it is restored); 404 when none has this id. */
export const remove = (db: DB, id: string, ctx?: SaveContext): Promise<void> => INVESTMENTS.remove(db, id, ctx);
