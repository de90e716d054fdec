import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { MESSAGES } from "../../shared/constants.ts";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { CompanyMissing } from "../components/investments/CompanyMissing.tsx";
import { CompanyPage } from "../components/investments/CompanyPage.tsx";
import { InvestmentPage } from "../components/investments/InvestmentPage.tsx";
import { SectorPage } from "../components/investments/SectorPage.tsx";
import { fallbackImagesFor, findCompanyPage } from "../../shared/content/companies.ts";
import { servicesContext } from "../context.ts";
import { htmlToText } from "../../shared/html.ts";
import { pageMeta } from "../lib/meta.ts";
import { findSectorPage, sectorCompanies, sectorLabel, sectorPageHref, sectorTone } from "../lib/sectors.ts";
import type { Route } from "./+types/investment-detail.ts";

/**
 * /our-investments/{id}: a fixed sector page, a fixed company page (fixed slugs win over ids), or
 * a stored investment; anything else is 'Company not found!' with HTTP 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const sector = findSectorPage(params.id);
  if (sector) return { kind: "sector" as const, page: sector, tone: sectorTone(sector.sector), companies: sectorCompanies(sector.sector) };
  const company = findCompanyPage(params.id);
  if (company) {
    const label = sectorLabel({ sector: company.sector, tabText: company.name, title: company.title });
    return { kind: "company" as const, page: company, label, tone: sectorTone(company.sector), sectorHref: sectorPageHref(company.sector) };
  }
  const investment = await context.get(servicesContext).investments.get(params.id);
  if (!investment) throw data({ message: MESSAGES.companyNotFound }, { status: 404 });
  const { createdAt: _c, updatedAt: _u, sector: _s, ...view } = investment;
  const [label, tone, fallback] = [sectorLabel(investment), sectorTone(investment.sector), fallbackImagesFor(investment.title)];
  return { kind: "investment" as const, investment: view, titleText: htmlToText(investment.title), fallback, label, tone };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return pageMeta(args, { title: MESSAGES.companyNotFound, description: "The company you are looking for is not in our portfolio." });
  const { title, description, image } =
    d.kind === "investment"
      ? {
          title: d.investment.tabText || d.titleText,
          description: d.investment.highlight || ((name: string) => `${d.titleText}, a company of the ${name} group.`),
          // Its own picture for link previews: the hero, else the banner (stored /media images).
          image: d.investment.heroImage || d.investment.bannerImage || undefined,
        }
      : { title: d.page.title, description: d.kind === "company" ? (d.page.description[0] ?? d.page.heroText) : d.page.heading, image: d.page.heroImage };
  return pageMeta(args, { title: `${title} | Our Investments`, description, image });
};

export default function InvestmentDetail({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PendingNotice kind="companyPage" />
      {d.kind === "sector" ? <SectorPage page={d.page} tone={d.tone} companies={d.companies} /> : null}
      {d.kind === "company" ? <CompanyPage page={d.page} label={d.label} tone={d.tone} sectorHref={d.sectorHref} /> : null}
      {d.kind === "investment" ? <InvestmentPage investment={d.investment} fallback={d.fallback} label={d.label} tone={d.tone} titleText={d.titleText} /> : null}
    </>
  );
}

/** Unknown id (404) or a failed read: 'Company not found!' (SPEC.md section 8). */
export function ErrorBoundary() {
  const error = useRouteError();
  return <CompanyMissing status={isRouteErrorResponse(error) ? error.status : 500} />;
}
