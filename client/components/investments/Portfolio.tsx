import { useSearchParams } from "react-router";
import { MESSAGES } from "../../../shared/constants.ts";
import { useSiteName } from "../../lib/site-data.ts";
import { companyOptions, filterFromSearchParams, filterInvestments, sectorOptions } from "../../lib/portfolio.ts";
import { Section, SectionHeading } from "../Container.tsx";
import { PendingNotice } from "../PendingNotice.tsx";
import { InvestmentGrid, type InvestmentCardData } from "./InvestmentCard.tsx";
import { InvestmentFilters } from "./InvestmentFilters.tsx";
import "./investments-page.css";

/**
 * The portfolio of /our-investments: the filter bar and the cards it shows. The filter lives in
 * the URL (`?sector=` / `?company=`), so a filtered view can be linked and works without scripts.
 */
export function Portfolio({ cards }: { cards: readonly InvestmentCardData[] }) {
  const siteName = useSiteName();
  const [searchParams] = useSearchParams();
  const filter = filterFromSearchParams(searchParams);
  const shown = filterInvestments(cards, filter);
  return (
    <Section labelledBy="portfolio-heading" className="investments-page__portfolio">
      <div className="investments-page__head">
        <SectionHeading id="portfolio-heading" eyebrow="Portfolio" title={`The ${siteName} group of companies`} />
        <InvestmentFilters sectors={sectorOptions(cards)} companies={companyOptions(cards)} filter={filter} />
      </div>
      <PendingNotice kind="companyPage" />
      {cards.length > 0 && shown.length === 0 ? (
        <p className="card-grid__empty">No company matches this filter.</p>
      ) : (
        <InvestmentGrid cards={shown} emptyMessage={MESSAGES.noInvestmentsPublic} />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {filter.kind === "all" ? "" : `${shown.length} ${shown.length === 1 ? "company" : "companies"} shown`}
      </p>
    </Section>
  );
}
