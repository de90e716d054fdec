import { useState } from "react";
import { FilterDropdown } from "./FilterDropdown.tsx";
import type { InvestmentFilter } from "../../lib/portfolio.ts";
import { useHydrated } from "../../lib/useHydrated.ts";
import "../Button.css";
import "./InvestmentFilters.css";

const SECTOR_DEFAULT = "all sectors";
const COMPANY_DEFAULT = "our companies";

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
        <NoScriptFilter name="sector" label="Sector" defaultOption={SECTOR_DEFAULT} options={sectors} value={sector} />
        <NoScriptFilter name="company" label="Company" defaultOption={COMPANY_DEFAULT} options={companies} value={company} />
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

/**
 * One filter as a plain GET form (before hydration or without JavaScript). Each form sends only
 * its own parameter, so the two filters never combine.
 */
function NoScriptFilter(props: {
  readonly name: "sector" | "company";
  readonly label: string;
  readonly defaultOption: string;
  readonly options: readonly string[];
  readonly value: string;
}) {
  const id = `filter-${props.name}`;
  return (
    <form method="get" className="filter-form">
      <label className="eyebrow filter-form__label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value} className="filter-form__select">
        <option value="">{props.defaultOption}</option>
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <button type="submit" className="filter-form__submit field-button">
        Show
      </button>
    </form>
  );
}
