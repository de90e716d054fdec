/**
 * Pure rules of the /our-investments page (SPEC.md section 4): the hover sector label, the tone
 * (sector colour) of a sector, the filter options and the filter itself. No React here, so the
 * server loader, the page and the unit tests share exactly one implementation.
 */
import type { Investment } from "../../../shared/schemas/investments.ts";

/** The fields of an investment the rules read. */
export type InvestmentSummary = Pick<Investment, "_id" | "title" | "tabText" | "sector">;

/** What the filter reads of a card: its company name and stored sector. */
export interface Filterable {
  tabText: string;
  sector: string;
}

/** Keys of the sector colour tokens (`--sector-<tone>` in tokens.css); `neutral` for no sector. */
export type SectorTone =
  | "construction"
  | "real-estate"
  | "telecoms"
  | "aviation"
  | "manufacturing"
  | "energy"
  | "retail"
  | "healthcare"
  | "mining"
  | "neutral";

const TONES: Record<string, SectorTone> = {
  "construction & engineering solutions": "construction",
  "real estate": "real-estate",
  "telecommunications & technology solutions": "telecoms",
  "aviation & infrastructure": "aviation",
  manufacturing: "manufacturing",
  energy: "energy",
  "retails business": "retail",
  healthcare: "healthcare",
  mining: "mining",
};

/** The colour family of a sector value (stored sectors and the fixed pages' "energy"). */
export function sectorTone(sector: string): SectorTone {
  return TONES[sector.trim().toLowerCase()] ?? "neutral";
}

const AIRPORT = /asaba|airport/i;
const LED = /ledco|\bled\b/i;

/** Editor HTML as plain text: tags dropped, the common entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The sector label a card shows on hover and focus (SPEC.md section 4): 'aviation & infrastructure'
 * reads 'aviation' for the airport company and 'infrastructure' for the LED lighting company
 * (recognised by tab text or title), 'telecommunications & technology solutions' reads
 * 'telecoms & technology solutions', any other sector as stored.
 */
export function sectorLabel(investment: { sector: string; tabText: string; title: string }): string {
  const sector = investment.sector;
  if (sector === "telecommunications & technology solutions") return "telecoms & technology solutions";
  if (sector === "aviation & infrastructure") {
    const name = `${investment.tabText} ${htmlToText(investment.title)}`;
    if (AIRPORT.test(name)) return "aviation";
    if (LED.test(name)) return "infrastructure";
  }
  return sector;
}

const byText = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), "en");

/** The sector dropdown's options: each distinct non-empty sector once, sorted case-insensitively. */
export function sectorOptions(investments: readonly Pick<Filterable, "sector">[]): string[] {
  const seen = new Set<string>();
  for (const { sector } of investments) if (sector.trim()) seen.add(sector);
  return [...seen].sort(byText);
}

/** The company dropdown's options: each tab text once (case-insensitively), in list order. */
export function companyOptions(investments: readonly Pick<Filterable, "tabText">[]): string[] {
  const seen = new Map<string, string>();
  for (const { tabText } of investments) {
    const key = tabText.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, tabText.trim());
  }
  return [...seen.values()];
}

/** The one filter in force; the two dropdowns never combine. */
export type InvestmentFilter = { kind: "all" } | { kind: "sector"; value: string } | { kind: "company"; value: string };

export const ALL: InvestmentFilter = { kind: "all" };

/**
 * The filter a URL asks for (`?sector=` or `?company=`, as the no-JS form sends them). An empty
 * value means the default ("all"). When a hand-written URL carries both, the company wins: it is
 * the narrower choice, and the filters never combine.
 */
export function filterFromSearchParams(params: URLSearchParams): InvestmentFilter {
  const company = params.get("company")?.trim();
  if (company) return { kind: "company", value: company };
  const sector = params.get("sector")?.trim();
  if (sector) return { kind: "sector", value: sector };
  return ALL;
}

/** The query string of a filter (empty for "all"), so a filtered view can be linked. */
export function searchParamsOf(filter: InvestmentFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.kind !== "all") params.set(filter.kind, filter.value);
  return params;
}

/**
 * The investments a filter shows: a sector shows exactly that sector's investments, a company the
 * investment(s) whose tab text matches case-insensitively, the default all of them.
 */
export function filterInvestments<T extends Filterable>(investments: readonly T[], filter: InvestmentFilter): T[] {
  if (filter.kind === "all") return [...investments];
  const wanted = filter.value.trim().toLowerCase();
  if (filter.kind === "sector") return investments.filter((i) => i.sector.toLowerCase() === wanted);
  return investments.filter((i) => i.tabText.trim().toLowerCase() === wanted);
}
