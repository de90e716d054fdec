import { companyPages } from "../../shared/content/companies.ts";
import { STORED_SECTORS } from "../../shared/constants.ts";
import { sanitizeRichText } from "../services/sanitize.ts";
import { retryWhenBusy } from "./errors.ts";
import { now } from "./ids.ts";
import type { DB } from "./index.ts";
import type { InvestmentTable } from "./schema.ts";

/**
 * The settings key that records that the built-in portfolio was offered once. Its value says how:
 * `seeded` (the companies were added), `skipped` (the database already had investments),
 * `disabled` (SEED_PORTFOLIO=false at first start) or `imported` (a legacy import took its place).
 * Because the mark stays, companies deleted later stay deleted.
 */
export const PORTFOLIO_MARK = "portfolio_seed";
export type PortfolioMark = "seeded" | "skipped" | "disabled" | "imported";

/** Fixed ids of the seeded companies (24 hex, in the order of shared/content/companies.ts). */
export const seededInvestmentId = (index: number): string => `64c1${(index + 1).toString(16).padStart(20, "0")}`;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const paragraph = (s: string) => `<p>${escapeHtml(s)}</p>`;
const knownSector = (s: string) => ((STORED_SECTORS as readonly string[]).includes(s) ? s : "");

export async function readPortfolioMark(db: DB): Promise<string | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", PORTFOLIO_MARK).executeTakeFirst();
  return row?.value;
}

/** Sets the mark unless it is set; answers whether this call set it (several instances race for it). */
export async function claimPortfolioMark(db: DB, value: PortfolioMark): Promise<boolean> {
  const at = now();
  const r = await db
    .insertInto("settings")
    .values({ key: PORTFOLIO_MARK, value, createdAt: at, updatedAt: at })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The built-in company pages as investments: their slug (their address), tab text (the short
 * name), title and hero text (as editor HTML), sector, whether their sector's home card lists
 * them, the first paragraph as highlight, the others as content, the website, and the
 * company's own hero and page pictures as the site's built-in images (already sized, with
 * portrait crops, served as they are, as the code pages served them; staff can replace them).
 */
function builtInPortfolio(at: string): InvestmentTable[] {
  const rows: InvestmentTable[] = [];
  for (const [i, c] of companyPages.entries()) {
    const [first = "", ...rest] = c.description;
    rows.push({
      id: seededInvestmentId(i),
      title: sanitizeRichText(paragraph(c.title)),
      tabText: c.name,
      heroText: sanitizeRichText(paragraph(c.heroText)),
      sector: knownSector(c.sector),
      highlight: first,
      heroImage: c.heroImage,
      bannerImage: c.image,
      logo: "",
      content: sanitizeRichText(rest.map(paragraph).join("")),
      website: c.website,
      slug: c.slug,
      homeCard: c.homeCard === false ? "no" : "yes",
      createdAt: at,
      updatedAt: at,
    });
  }
  return rows;
}

export interface PortfolioSeedResult {
  /** What the mark says now (set by this call or found). */
  mark: string;
  /** How many companies this call added. */
  added: number;
}

/**
 * Offers the built-in portfolio once per database: on the first start of an empty portfolio the
 * companies are added; the mark then records it, whatever happens to them later. Two instances
 * starting at once agree through the mark (set in the same transaction as the companies).
 */
export async function seedPortfolio(db: DB, enabled: boolean): Promise<PortfolioSeedResult> {
  const found = await readPortfolioMark(db);
  if (found) return { mark: found, added: 0 };
  if (!enabled) {
    await claimPortfolioMark(db, "disabled");
    return { mark: (await readPortfolioMark(db)) ?? "disabled", added: 0 };
  }
  const rows = builtInPortfolio(now());
  return retryWhenBusy(() =>
    db.transaction().execute(async (trx) => {
      // The mark is the first write, so a second instance waits here and then finds it set.
      if (!(await claimPortfolioMark(trx, "seeded"))) return { mark: (await readPortfolioMark(trx)) ?? "seeded", added: 0 };
      const existing = await trx.selectFrom("investments").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      if (Number(existing.n) > 0) {
        await trx.updateTable("settings").set({ value: "skipped", updatedAt: now() }).where("key", "=", PORTFOLIO_MARK).execute();
        return { mark: "skipped", added: 0 };
      }
      await trx.insertInto("investments").values(rows).execute();
      return { mark: "seeded", added: rows.length };
    }),
  );
}
