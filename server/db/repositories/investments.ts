import { sql, type Insertable, type Updateable } from "kysely";
import type { DB } from "../index.ts";
import type { Investment, InvestmentTable } from "../schema.ts";
import { freeRowSlug } from "./collections.ts";
import { containsPattern } from "./news.ts";

/** Every investment in the order they were added. */
export const listInvestments = (db: DB): Promise<Investment[]> =>
  db.selectFrom("investments").selectAll().orderBy("createdAt").orderBy("id").execute();

/** What the portfolio grid and the staff list show of a company: no rich text but its title, no hero. */
export type InvestmentSummaryRow = Pick<Investment, "id" | "slug" | "title" | "tabText" | "sector" | "bannerImage" | "logo" | "homeCard" | "createdAt" | "updatedAt" | "heroText" | "highlight">;
// The hero text and highlight feed the card's one-line summary (the answer carries only that line).
const SUMMARY = ["id", "slug", "title", "tabText", "sector", "bannerImage", "logo", "homeCard", "createdAt", "updatedAt", "heroText", "highlight"] as const;

export interface InvestmentFilterRows {
  /** Exactly this sector, case-insensitively. */
  sector?: string;
  /** The tab text equals this, case-insensitively (spaces around it aside). */
  company?: string;
  /** The tab text contains this, case-insensitively (the staff screen's search). */
  q?: string;
}

/**
 * One page of summaries in the order they were added (the `investments_created` index), and how
 * many match the filter.
 */
export async function pageInvestmentSummaries(db: DB, f: InvestmentFilterRows & { offset: number; limit: number }): Promise<{ rows: InvestmentSummaryRow[]; total: number }> {
  let base = db.selectFrom("investments");
  const sector = f.sector?.trim();
  const company = f.company?.trim();
  const q = f.q?.trim();
  if (sector) base = base.where(sql<boolean>`lower(sector) = ${sector.toLowerCase()}`);
  if (company) base = base.where(sql<boolean>`lower(trim(tab_text)) = ${company.toLowerCase()}`);
  if (q) base = base.where(sql<boolean>`lower(tab_text) like ${containsPattern(q)} escape '\\'`);
  const [rows, count] = await Promise.all([
    base.select(SUMMARY).orderBy("createdAt").orderBy("id").limit(f.limit).offset(f.offset).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** What a sector card or a sector page shows of a company (no rich text but its short hero line). */
export type ListedCompanyRow = Pick<Investment, "id" | "slug" | "tabText" | "title" | "heroText" | "sector" | "homeCard" | "createdAt">;

/**
 * The first `limit` companies of the given sectors (exactly, as stored) in the order they were
 * added, and how many there are (`count(*) over ()` is taken before the `LIMIT`); with
 * `homeCardOnly`, those whose record keeps them off the home cards are left out.
 */
export async function listedCompanies(db: DB, f: { sectors: readonly string[]; homeCardOnly: boolean; limit: number }): Promise<{ rows: ListedCompanyRow[]; total: number }> {
  if (f.sectors.length === 0) return { rows: [], total: 0 };
  let q = db.selectFrom("investments").where("sector", "in", [...f.sectors]);
  if (f.homeCardOnly) q = q.where("homeCard", "<>", "no");
  const rows = await q
    .select(["id", "slug", "tabText", "title", "heroText", "sector", "homeCard", "createdAt", sql<number | string>`count(*) over ()`.as("total")])
    .orderBy("createdAt")
    .orderBy("id")
    .limit(f.limit)
    .execute();
  return { rows: rows.map(({ total: _t, ...row }) => row), total: Number(rows[0]?.total ?? 0) };
}

/**
 * The first `limit` companies of each of the given sectors (exactly, as stored) that the home
 * cards may list, in the order they were added: one query (`row_number()` per sector), however
 * many sectors, so a render of the home page takes one connection, not one per sector.
 */
export async function firstOnCards(db: DB, sectors: readonly string[], limit: number): Promise<ListedCompanyRow[]> {
  if (sectors.length === 0) return [];
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom("investments")
        .select(["id", "slug", "tabText", "title", "heroText", "sector", "homeCard", "createdAt", sql<number>`row_number() over (partition by sector order by created_at, id)`.as("rank")])
        .where("sector", "in", [...sectors])
        .where("homeCard", "<>", "no")
        .as("ranked"),
    )
    .select(["id", "slug", "tabText", "title", "heroText", "sector", "homeCard", "createdAt"])
    .where("rank", "<=", limit)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/** How many companies each stored sector has, and how many of them the home cards may list. */
export async function sectorCounts(db: DB): Promise<{ sector: string; total: number; onCards: number }[]> {
  const rows = await db
    .selectFrom("investments")
    .select(["sector", (eb) => eb.fn.countAll<number | string>().as("total"), sql<number | string>`sum(case when home_card <> 'no' then 1 else 0 end)`.as("onCards")])
    .groupBy("sector")
    .execute();
  return rows.map((r) => ({ sector: r.sector, total: Number(r.total), onCards: Number(r.onCards) }));
}

/** The filter dropdowns' material: every company's sector and tab text, in the order they were added. */
export const investmentNames = (db: DB): Promise<Pick<Investment, "sector" | "tabText">[]> =>
  db.selectFrom("investments").select(["sector", "tabText"]).orderBy("createdAt").orderBy("id").execute();

/** Every company's address and change time (the sitemap). */
export const investmentAddresses = (db: DB) => db.selectFrom("investments").select(["id", "slug", "updatedAt"]).orderBy("createdAt").orderBy("id").execute();

export const findInvestment = (db: DB, id: string): Promise<Investment | undefined> =>
  db.selectFrom("investments").selectAll().where("id", "=", id).executeTakeFirst();

export const insertInvestment = async (db: DB, row: Insertable<InvestmentTable>): Promise<void> => {
  await db.insertInto("investments").values(row).execute();
};

/** Updates the given fields; answers false when no investment has that id. */
export const updateInvestment = async (db: DB, id: string, fields: Updateable<InvestmentTable>): Promise<boolean> => {
  const r = await db.updateTable("investments").set(fields).where("id", "=", id).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
};

/** Answers false when no investment has that id. */
export const deleteInvestment = async (db: DB, id: string): Promise<boolean> => {
  const r = await db.deleteFrom("investments").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
};

/** Deletes those of the given investments never saved since they were made; answers how many went. */
export const deleteUnchangedInvestments = async (db: DB, ids: readonly string[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const r = await db.deleteFrom("investments").where("id", "in", ids).whereRef("updatedAt", "=", "createdAt").executeTakeFirst();
  return Number(r.numDeletedRows);
};

/** The investment at a readable address (slugs are stored lower-case). */
export const findInvestmentBySlug = (db: DB, slug: string): Promise<Investment | undefined> =>
  db.selectFrom("investments").selectAll().where("slug", "=", slug.toLowerCase()).executeTakeFirst();

/** `base`, or `base-2`, `base-3`, … : the first no other investment has. */
export const freeSlug = (db: DB, base: string, exceptId = ""): Promise<string> => freeRowSlug(db, "investments", base, exceptId);
