import { ID_PATTERN } from "../../shared/ids.ts";
import {
  INVESTMENT_IMAGES,
  INVESTMENT_RICH_TEXT,
  type Investment,
  type InvestmentCreate,
  type InvestmentPatch,
} from "../../shared/schemas/investments.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { deleteInvestment, findInvestment, insertInvestment, listInvestments, updateInvestment } from "../db/repositories/investments.ts";
import type { Investment as InvestmentRow } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import type { ContentDeps } from "./content.ts";

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

const NOT_FOUND = "No investment with this id";

/** The portfolio companies (SPEC.md section 7: /api/investments). */
export class InvestmentService {
  private readonly db: DB;
  private readonly deps: ContentDeps;
  constructor(db: DB, deps: ContentDeps) {
    this.db = db;
    this.deps = deps;
  }

  /** Every investment, in the order they were added. */
  async list(): Promise<Investment[]> {
    return (await listInvestments(this.db)).map(toApi);
  }

  /** One investment, or undefined when no investment has this id (including ids that are not 24 hex). */
  async get(id: string): Promise<Investment | undefined> {
    if (!ID_PATTERN.test(id)) return undefined;
    const row = await findInvestment(this.db, id);
    return row && toApi(row);
  }

  /** Cleans the rich text, stores the images, and answers the new investment. */
  async create(input: InvestmentCreate): Promise<Investment> {
    const fields = await this.prepare(input);
    const at = now();
    const id = newId();
    await insertInvestment(this.db, { ...(fields as InvestmentCreate), id, createdAt: at, updatedAt: at });
    return (await this.get(id)) as Investment;
  }

  /** Changes the given fields; 404 when no investment has this id. */
  async update(id: string, patch: InvestmentPatch): Promise<Investment> {
    if (!(await findInvestment(this.db, id))) throw notFound(NOT_FOUND);
    const fields = await this.prepare(patch);
    const ok = await updateInvestment(this.db, id, { ...fields, updatedAt: now() });
    if (!ok) throw notFound(NOT_FOUND);
    return (await this.get(id)) as Investment;
  }

  /** 404 when no investment has this id. */
  async remove(id: string): Promise<void> {
    if (!(await deleteInvestment(this.db, id))) throw notFound(NOT_FOUND);
  }

  private async prepare(input: InvestmentPatch): Promise<InvestmentPatch> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(input)) {
      if (value === undefined) continue;
      if ((INVESTMENT_RICH_TEXT as readonly string[]).includes(name)) out[name] = await this.deps.cleanRichText(value, name);
      else if ((INVESTMENT_IMAGES as readonly string[]).includes(name)) out[name] = await this.deps.storeImage(value, name);
      else out[name] = value;
    }
    return out as InvestmentPatch;
  }
}
