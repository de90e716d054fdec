import { INVESTMENT_SECTORS } from "../../../../shared/constants.ts";
import type { Investment, InvestmentCreateInput } from "../../../../shared/schemas/investments.ts";

/** What the investment form holds: every field an admin writes, as text. */
export type InvestmentValues = { [K in keyof InvestmentCreateInput]-?: string };

export const EMPTY_INVESTMENT: InvestmentValues = {
  title: "",
  tabText: "",
  heroText: "",
  sector: "",
  highlight: "",
  heroImage: "",
  bannerImage: "",
  logo: "",
  content: "",
  website: "",
  slug: "",
  homeCard: "yes",
};

/** The form's values for a stored investment. */
export function valuesOf(investment: Investment): InvestmentValues {
  const values = { ...EMPTY_INVESTMENT };
  for (const key of Object.keys(values) as (keyof InvestmentValues)[]) values[key] = investment[key];
  return values;
}

/** Only the fields that differ from what is stored (the body of a PATCH). */
export function changedFields(values: InvestmentValues, stored: InvestmentValues): Partial<InvestmentValues> {
  const changed: Partial<InvestmentValues> = {};
  for (const key of Object.keys(values) as (keyof InvestmentValues)[]) if (values[key] !== stored[key]) changed[key] = values[key];
  return changed;
}

const titleCase = (s: string) => s.replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());

/** The sector options of SPEC.md section 5: a blank 'Select Sector', then the eight sectors. */
export const SECTOR_OPTIONS = [{ value: "", label: "Select Sector" }, ...INVESTMENT_SECTORS.map((s) => ({ value: s, label: titleCase(s) }))] as const;

/** The options for a company's sector: SPEC's, plus a stored sector outside them (energy) it already has. */
export const sectorOptionsFor = (current: string): readonly { value: string; label: string }[] =>
  SECTOR_OPTIONS.some((o) => o.value === current) ? SECTOR_OPTIONS : [...SECTOR_OPTIONS, { value: current, label: titleCase(current) }];

/** Whether its sector's card on the home page lists the company. */
export const HOME_CARD_OPTIONS = [
  { value: "yes", label: "On its sector's card" },
  { value: "no", label: "Not listed" },
] as const;

/** The body of a create: an empty slug is left out, so the server makes one from the tab text. */
export function createBody(values: InvestmentValues): InvestmentCreateInput {
  const { slug, ...rest } = values;
  return { ...rest, ...(slug.trim() ? { slug } : {}) } as InvestmentCreateInput;
}

/** How an investment is named in the list and on its buttons (tab text, else a placeholder). */
export const nameOf = (investment: Pick<Investment, "tabText">) => investment.tabText.trim() || "Untitled investment";

/** The sector as the admin shows it ('Real Estate'), or 'No sector'. */
export const sectorLabel = (sector: string) => (sector ? (SECTOR_OPTIONS.find((o) => o.value === sector)?.label ?? titleCase(sector)) : "No sector");
