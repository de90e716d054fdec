import { data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { MESSAGES } from "../../shared/constants.ts";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { CompanyMissing } from "../components/investments/CompanyMissing.tsx";
import { InvestmentPage } from "../components/investments/InvestmentPage.tsx";
import { SectorPage } from "../components/investments/SectorPage.tsx";
import { fallbackImagesFor } from "../../shared/content/companies.ts";
import { builtInRecordImages } from "../../shared/content/images.ts";
import { servicesContext } from "../context.ts";
import { htmlToText } from "../../shared/html.ts";
import { pageMeta } from "../lib/meta.ts";
import { companyHref, findSectorPage, SECTOR_BLOCKS, SECTOR_PAGE_COMPANIES, sectorCompanies, sectorListHref, sectorLabel, sectorPageHref, sectorTone, withSectorCopy } from "../lib/sectors.ts";
import { altFor, describeHtmlImages, mediaIdsInHtml, mediaIdsOf } from "../../shared/media-alt.ts";
import type { Route } from "./+types/investment-detail.ts";

/**
 * /our-investments/{slug}: a fixed sector page (their slugs are reserved) or a stored company,
 * found by its slug or, for old links, by its id (same page, naming the slug address as
 * canonical); a slug the company had before answers 301 to its current one; anything else is
 * 'Company not found!' with HTTP 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const sector = findSectorPage(params.id);
  if (sector) {
    const [copy, listed] = await Promise.all([
      s.content.getMany([SECTOR_BLOCKS[sector.sector]]),
      s.investments.listed({ sectors: [sector.sector], homeCardOnly: false, limit: SECTOR_PAGE_COMPANIES }),
    ]);
    const companies = sectorCompanies(sector.sector, listed.companies);
    const all = listed.total > companies.length ? { url: sectorListHref(sector.sector), total: listed.total } : undefined;
    return { kind: "sector" as const, page: withSectorCopy(sector, copy), tone: sectorTone(sector.sector), companies, all };
  }
  const investment = await s.investments.find(params.id);
  if (!investment) {
    // An address the company had before its slug changed: moved for good.
    const moved = await s.investments.redirectTarget(params.id);
    if (moved) throw redirect(companyHref({ slug: moved }), 301);
    throw data({ message: MESSAGES.companyNotFound }, { status: 404 });
  }
  const { createdAt: _c, updatedAt: _u, sector: _s, homeCard: _h, ...stored } = investment;
  const [label, tone, fallback] = [sectorLabel(investment), sectorTone(investment.sector), fallbackImagesFor(investment.title)];
  const titleText = htmlToText(investment.title);
  const name = investment.tabText || titleText;
  // Stored pictures are described: the library's alt text, else the company's name.
  const described = await s.media.describe([...mediaIdsOf([investment.bannerImage, investment.heroImage]), ...mediaIdsInHtml(investment.content)]);
  const view = { ...stored, content: describeHtmlImages(investment.content, described, name) };
  return {
    kind: "investment" as const,
    investment: view,
    titleText,
    fallback,
    label,
    tone,
    sectorHref: sectorPageHref(investment.sector),
    // The site's own pictures carry a description; an upload gets the library's, else the company's name.
    bannerAlt: builtInRecordImages.get(investment.bannerImage)?.alt ?? (investment.bannerImage ? altFor(investment.bannerImage, described, name) : ""),
    // The hero carries the title over it: described only when staff described the image.
    heroAlt: investment.heroImage ? altFor(investment.heroImage, described, "") : "",
    canonical: companyHref(investment),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return pageMeta(args, { title: MESSAGES.companyNotFound, description: "The company you are looking for is not in our portfolio." });
  if (d.kind === "sector") return pageMeta(args, { title: `${d.page.title} | Our Investments`, description: d.page.heading, image: d.page.heroImage });
  const { investment } = d;
  return pageMeta(args, {
    title: `${investment.tabText || d.titleText} | Our Investments`,
    description: investment.highlight || ((name: string) => `${d.titleText}, a company of the ${name} group.`),
    // Its own picture for link previews: the hero, else the banner, else the built-in hero.
    image: investment.heroImage || investment.bannerImage || d.fallback.hero,
    // The id address shows the same page: search engines are sent to the slug address.
    path: d.canonical,
  });
};

export default function InvestmentDetail({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PendingNotice kind="companyPage" />
      {d.kind === "sector" ? <SectorPage page={d.page} tone={d.tone} companies={d.companies} all={d.all} /> : null}
      {d.kind === "investment" ? (
        <InvestmentPage investment={d.investment} fallback={d.fallback} label={d.label} tone={d.tone} titleText={d.titleText} sectorHref={d.sectorHref} bannerAlt={d.bannerAlt} heroAlt={d.heroAlt} href={d.canonical} />
      ) : null}
    </>
  );
}

/** Unknown id (404) or a failed read: 'Company not found!' (SPEC.md section 8). */
export function ErrorBoundary() {
  const error = useRouteError();
  return <CompanyMissing status={isRouteErrorResponse(error) ? error.status : 500} />;
}
