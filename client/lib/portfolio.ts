/**
 * Pure rules of the /our-investments filters (SPEC.md section 4): the options of the two
 * dropdowns, the filter a URL asks for and the investments it shows. No React here, so the
 * server loader, the page and the unit tests share exactly one implementation. (The sector label
 * and tone of a card are in sectors.ts.)
 */

/** What the filter reads of a card: its company name and stored sector. */
export interface Filterable {
  tabText: string;
  sector: string;
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

const ALL: InvestmentFilter = { kind: "all" };

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
