import { useState } from "react";
import { FilterDropdown } from "./FilterDropdown.tsx";
import type { InvestmentFilter } from "./portfolio.ts";
import { useHydrated } from "../../lib/useHydrated.ts";
import "./InvestmentFilters.css";

export const SECTOR_DEFAULT = "all sectors";
export const COMPANY_DEFAULT = "our companies";

interface Props {
  sectors: readonly string[];
  companies: readonly string[];
  filter: InvestmentFilter;
  onChange(filter: InvestmentFilter): void;
}

/**
 * The filter bar of /our-investments. Without JavaScript: two small GET forms, one per filter,
 * so each sends only its own parameter (`?sector=` or `?company=`) and the filters never combine.
 * Once hydrated: two listbox dropdowns of which at most one is open; choosing in one resets the
 * other.
 */
export function InvestmentFilters({ sectors, companies, filter, onChange }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<"sector" | "company" | null>(null);
  const sector = filter.kind === "sector" ? filter.value : "";
  const company = filter.kind === "company" ? filter.value : "";

  if (!hydrated) {
    return (
      <div className="filter-bar" role="search" aria-label="Filter our companies">
        <form method="get" className="filter-form">
          <label className="filter-form__label" htmlFor="filter-sector">
            Sector
          </label>
          <select id="filter-sector" name="sector" defaultValue={sector} className="filter-form__select">
            <option value="">{SECTOR_DEFAULT}</option>
            {sectors.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <button type="submit" className="filter-form__submit">
            Show
          </button>
        </form>
        <form method="get" className="filter-form">
          <label className="filter-form__label" htmlFor="filter-company">
            Company
          </label>
          <select id="filter-company" name="company" defaultValue={company} className="filter-form__select">
            <option value="">{COMPANY_DEFAULT}</option>
            {companies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <button type="submit" className="filter-form__submit">
            Show
          </button>
        </form>
      </div>
    );
  }

  return (
    <div className="filter-bar" role="search" aria-label="Filter our companies">
      <FilterDropdown
        label="Sector"
        defaultLabel={SECTOR_DEFAULT}
        options={sectors}
        value={sector}
        open={open === "sector"}
        onOpenChange={(isOpen) => setOpen((cur) => (isOpen ? "sector" : cur === "sector" ? null : cur))}
        onChange={(value) => onChange(value ? { kind: "sector", value } : { kind: "all" })}
      />
      <FilterDropdown
        label="Company"
        defaultLabel={COMPANY_DEFAULT}
        options={companies}
        value={company}
        open={open === "company"}
        onOpenChange={(isOpen) => setOpen((cur) => (isOpen ? "company" : cur === "company" ? null : cur))}
        onChange={(value) => onChange(value ? { kind: "company", value } : { kind: "all" })}
      />
    </div>
  );
}
