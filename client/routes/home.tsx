import { JsonLd } from "../components/JsonLd.tsx";
import { HomeHero } from "../components/home/HomeHero.tsx";
import { HomeOverview, WhatWeDo } from "../components/home/HomeSections.tsx";
import { StatsBand } from "../components/home/StatsBand.tsx";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { fallbacks, pageTitles, SITE_DEFAULT_NAME } from "../../shared/content/site.ts";
import { servicesContext } from "../context.ts";
import { footerWithFallbacks } from "../lib/contact.ts";
import { isBlank, withFallbacks } from "../lib/content.ts";
import { brandName, pageMeta } from "../lib/meta.ts";
import { HOME_CARD_COMPANIES, HOME_CARD_SECTORS, SECTOR_BLOCK_KEYS, sectorCards } from "../lib/sectors.ts";
import { useSiteData, useSiteName } from "../lib/site-data.ts";
import { organizationLd } from "../lib/structured-data.ts";
import type { Route } from "./+types/home.ts";
import "../styles/pages/home.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${brandName(args.loaderData?.siteName ?? SITE_DEFAULT_NAME)} | Investing in Tomorrow's Possibilities Today`,
    exactTitle: true,
    description:
      "A Nigerian private investment holding company, founded in 2007, building and growing enduring businesses across ten sectors, from construction and real estate to energy and healthcare.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const [blocks, sectors, counts, companies] = await Promise.all([
    s.content.getMany(["heroText", "overview", "stats", "statLabels", "whatWeDo"]),
    s.content.getMany(SECTOR_BLOCK_KEYS),
    s.investments.sectorCounts(),
    // Only what the cards name: the first few of each sector (a card may list two sectors), never every company.
    s.investments.onCards(HOME_CARD_SECTORS, HOME_CARD_COMPANIES),
  ]);
  // Each card shows its stored copy and names the first stored companies of its sector, at their readable addresses.
  return { siteName: s.config.siteName, sectorCards: sectorCards(companies, sectors, counts), ...blocks };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const siteName = useSiteName();
  const site = useSiteData();
  const heroText = isBlank(loaderData.heroText.text) ? fallbacks.heroText : loaderData.heroText.text;
  const overview = withFallbacks(loaderData.overview, fallbacks.overview);
  const stats = withFallbacks(loaderData.stats, fallbacks.stats);
  const statLabels = withFallbacks(loaderData.statLabels, FALLBACKS.statLabels);
  const whatWeDo = withFallbacks(loaderData.whatWeDo, fallbacks.whatWeDo);
  return (
    <main id="main-content" className="home">
      {site ? <JsonLd data={organizationLd(site, footerWithFallbacks(site.footer))} /> : null}
      <HomeHero text={heroText} />

      <HomeOverview overview={overview} siteName={siteName} />

      <StatsBand siteName={siteName} stats={stats} labels={statLabels} />

      <WhatWeDo eyebrow={pageTitles.whatWeDo} content={whatWeDo} cards={loaderData.sectorCards} />
    </main>
  );
}
