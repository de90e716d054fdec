import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { MESSAGES } from "../../shared/constants.ts";
import { Section, SectionHeading } from "../components/Container.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { InvestmentGrid } from "../components/investments/InvestmentCard.tsx";
import { InvestmentFilters } from "../components/investments/InvestmentFilters.tsx";
import { PendingNotice } from "../components/investments/PendingNotice.tsx";
import {
  companyOptions,
  filterFromSearchParams,
  filterInvestments,
  searchParamsOf,
  sectorLabel,
  sectorOptions,
  sectorTone,
  type InvestmentFilter,
} from "../components/investments/portfolio.ts";
import "../components/investments/investments-page.css";
import { fallbackImagesFor } from "../content/companies.ts";
import { pageHeroes } from "../content/images.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/investments.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Companies",
    description: "The companies of the R28 group across construction, real estate, telecoms, aviation, manufacturing, mining, energy, retail and healthcare.",
  });

/** Every stored investment as a card; the page filters them by the URL (`?sector=` / `?company=`). */
export async function loader({ context }: Route.LoaderArgs) {
  const investments = await context.get(servicesContext).investments.list();
  return {
    hero: pageHeroes.investments,
    cards: investments.map((i) => ({
      _id: i._id,
      tabText: i.tabText,
      sector: i.sector,
      label: sectorLabel(i),
      tone: sectorTone(i.sector),
      image: i.bannerImage || fallbackImagesFor(i.title).banner,
      logo: i.logo,
    })),
  };
}

/** Filtering changes only the query string; the cards are all here already. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const isCompanyPage = (pathname: string) => pathname.startsWith("/our-investments/");

export default function Investments({ loaderData }: Route.ComponentProps) {
  const { hero, cards } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearchParams(searchParams);
  const shown = filterInvestments(cards, filter);
  const choose = (next: InvestmentFilter) => setSearchParams(searchParamsOf(next), { replace: true, preventScrollReset: true });

  return (
    <main id="main-content" className="investments-page">
      <PageHero
        title="Our Companies"
        eyebrow="Our investments"
        lede="Businesses we own and build for the long term, across the sectors a growing Nigeria depends on."
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
      />
      <Section labelledBy="portfolio-heading" className="investments-page__portfolio">
        <div className="investments-page__head">
          <SectionHeading id="portfolio-heading" eyebrow="Portfolio" title="The R28 group of companies" />
          <InvestmentFilters sectors={sectorOptions(cards)} companies={companyOptions(cards)} filter={filter} onChange={choose} />
        </div>
        <PendingNotice when={isCompanyPage} message="Loading..." />
        {cards.length > 0 && shown.length === 0 ? (
          <p className="investment-grid__empty">No company matches this filter.</p>
        ) : (
          <InvestmentGrid cards={shown} emptyMessage={MESSAGES.noInvestmentsPublic} />
        )}
        <p className="visually-hidden" role="status" aria-live="polite">
          {filter.kind === "all" ? "" : `${shown.length} ${shown.length === 1 ? "company" : "companies"} shown`}
        </p>
      </Section>
    </main>
  );
}
