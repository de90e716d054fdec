import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { MESSAGES } from "../../shared/constants.ts";
import { Button } from "../components/Button.tsx";
import { CompanyPage } from "../components/investments/CompanyPage.tsx";
import { InvestmentPage } from "../components/investments/InvestmentPage.tsx";
import { PendingNotice } from "../components/investments/PendingNotice.tsx";
import { SectorPage } from "../components/investments/SectorPage.tsx";
import { htmlToText, sectorLabel, sectorTone } from "../components/investments/portfolio.ts";
import "../components/investments/company-pages.css";
import { companyPages, fallbackImagesFor, findCompanyPage, findSectorPage } from "../content/companies.ts";
import type { SectorPageSlug } from "../content/types.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/investment-detail.ts";

/** The stored sector value each fixed sector page stands for. */
const SECTOR_OF_PAGE: Record<SectorPageSlug, string> = {
  construction: "construction & engineering solutions",
  "real-estate": "real estate",
  aviation: "aviation & infrastructure",
  telecommunications: "telecommunications & technology solutions",
  mining: "mining",
};
const PAGE_OF_SECTOR = Object.fromEntries(Object.entries(SECTOR_OF_PAGE).map(([slug, sector]) => [sector, slug]));

/**
 * /our-investments/{id}: a fixed sector page, a fixed company page (fixed slugs win over ids), or
 * a stored investment; anything else is 'Company not found!' with HTTP 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = params.id;
  const sectorPage = findSectorPage(id);
  if (sectorPage) {
    const sector = SECTOR_OF_PAGE[sectorPage.slug];
    const companies = companyPages.filter((c) => c.sector === sector).map(({ slug, title, heroText }) => ({ slug, title, heroText }));
    return { kind: "sector" as const, page: sectorPage, tone: sectorTone(sector), companies };
  }
  const companyPage = findCompanyPage(id);
  if (companyPage) {
    const label = sectorLabel({ sector: companyPage.sector, tabText: companyPage.name, title: companyPage.title });
    const sectorSlug = PAGE_OF_SECTOR[companyPage.sector];
    return {
      kind: "company" as const,
      page: companyPage,
      label,
      tone: sectorTone(companyPage.sector),
      sectorHref: sectorSlug ? `/our-investments/${sectorSlug}` : undefined,
    };
  }
  const investment = await context.get(servicesContext).investments.get(id);
  if (!investment) throw data({ message: MESSAGES.companyNotFound }, { status: 404 });
  const { createdAt: _c, updatedAt: _u, sector, ...view } = investment;
  const titleText = htmlToText(investment.title);
  return {
    kind: "investment" as const,
    investment: view,
    titleText,
    fallback: fallbackImagesFor(investment.title),
    label: sectorLabel(investment),
    tone: sectorTone(sector),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return pageMeta(args, { title: MESSAGES.companyNotFound, description: "The company you are looking for is not in our portfolio." });
  if (d.kind === "investment") {
    return pageMeta(args, { title: `${d.investment.tabText || d.titleText} | Our Investments`, description: d.investment.highlight || `${d.titleText}, a company of the R28 group.` });
  }
  if (d.kind === "company") return pageMeta(args, { title: `${d.page.title} | Our Investments`, description: d.page.description[0] ?? d.page.heroText, image: d.page.heroImage });
  return pageMeta(args, { title: `${d.page.title} | Our Investments`, description: d.page.heading, image: d.page.heroImage });
};

const isCompanyPage = (pathname: string) => pathname.startsWith("/our-investments/");

export default function InvestmentDetail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PendingNotice when={isCompanyPage} message="Loading..." />
      {loaderData.kind === "sector" ? (
        <SectorPage page={loaderData.page} tone={loaderData.tone} companies={loaderData.companies} />
      ) : loaderData.kind === "company" ? (
        <CompanyPage page={loaderData.page} label={loaderData.label} tone={loaderData.tone} sectorHref={loaderData.sectorHref} />
      ) : (
        <InvestmentPage
          investment={loaderData.investment}
          fallback={loaderData.fallback}
          label={loaderData.label}
          tone={loaderData.tone}
          titleText={loaderData.titleText}
        />
      )}
    </>
  );
}

/** Unknown id (404) or a failed read: 'Company not found!' (SPEC.md section 8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main id="main-content" className="company-missing" data-status={status}>
      <p className="eyebrow">Our investments</p>
      <h1 className="company-missing__title">{MESSAGES.companyNotFound}</h1>
      <p className="company-missing__text">The company you are looking for is not in our portfolio, or its page has moved.</p>
      <Button href="/our-investments" variant="light" icon="arrow-right">
        See all our companies
      </Button>
    </main>
  );
}
