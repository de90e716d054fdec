import type { InvestmentFilter } from "../../lib/portfolio.ts";
import { enhanceRoot } from "../../../shared/enhance.ts";
import "../Button.css";
import "./InvestmentFilters.css";

const SECTOR_DEFAULT = "all sectors";
const COMPANY_DEFAULT = "our companies";

interface Props {
  sectors: readonly string[];
  companies: readonly string[];
  filter: InvestmentFilter;
}

/**
 * The filter bar of /our-investments: two small GET forms, one per filter, so each sends only its
 * own parameter (`?sector=` or `?company=`) and the filters never combine. The enhancement script
 * (client/enhance/investment-filters.ts) turns them into two listbox dropdowns of which at most
 * one is open; choosing in one resets the other.
 */
export function InvestmentFilters({ sectors, companies, filter }: Props) {
  const sector = filter.kind === "sector" ? filter.value : "";
  const company = filter.kind === "company" ? filter.value : "";
  return (
    <div className="filter-bar" role="search" aria-label="Filter our companies" {...enhanceRoot("investment-filters")}>
      <FilterForm name="sector" label="Sector" defaultOption={SECTOR_DEFAULT} options={sectors} value={sector} />
      <FilterForm name="company" label="Company" defaultOption={COMPANY_DEFAULT} options={companies} value={company} />
    </div>
  );
}

/** One filter as a plain GET form. */
function FilterForm(props: {
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
        {/* An option's value is its text when it names none: hundreds of companies, half the bytes. */}
        {props.options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
      <button type="submit" className="filter-form__submit field-button">
        Show
      </button>
    </form>
  );
}
