import { MESSAGES } from "../../../shared/constants.ts";
import { useSiteName } from "../../lib/site-data.ts";
import { searchParamsOf, type InvestmentFilter } from "../../lib/portfolio.ts";
import { Section, SectionHeading } from "../Container.tsx";
import { Pager } from "../Pager.tsx";
import { PendingNotice } from "../PendingNotice.tsx";
import { InvestmentGrid, type InvestmentCardData } from "./InvestmentCard.tsx";
import { InvestmentFilters } from "./InvestmentFilters.tsx";
import "./investments-page.css";

interface Props {
  /** The cards of this page, already filtered and paged by the server. */
  cards: readonly InvestmentCardData[];
  sectors: readonly string[];
  companies: readonly string[];
  filter: InvestmentFilter;
  /** How many companies the filter shows on every page. */
  total: number;
  /** Whether any company is stored ('No investments' when none). */
  anyCompany: boolean;
  page: number;
  pages: number;
}

/**
 * The portfolio of /our-investments: the filter bar, one page of the cards it shows and the page
 * links. The filter and the page live in the URL (`?sector=` / `?company=`, `?page=`), so a
 * filtered view can be linked and works without scripts.
 */
export function Portfolio({ cards: shown, sectors, companies, filter, total, anyCompany, page, pages }: Props) {
  const siteName = useSiteName();
  return (
    <Section labelledBy="portfolio-heading" className="investments-page__portfolio">
      <div className="investments-page__head">
        <SectionHeading id="portfolio-heading" eyebrow="Portfolio" title={`The ${siteName} group of companies`} />
        <InvestmentFilters sectors={sectors} companies={companies} filter={filter} />
      </div>
      <PendingNotice kind="companyPage" />
      {anyCompany && shown.length === 0 ? (
        <p className="card-grid__empty">No company matches this filter.</p>
      ) : (
        <InvestmentGrid cards={shown} emptyMessage={MESSAGES.noInvestmentsPublic} />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {filter.kind === "all" ? "" : `${total} ${total === 1 ? "company" : "companies"} shown`}
      </p>
      <Pager of="companies" path="/our-investments" params={searchParamsOf(filter)} page={page} pages={pages} />
    </Section>
  );
}
