import { Button } from "../components/Button.tsx";
import { Section, SectionHeading } from "../components/Container.tsx";
import { RichText } from "../components/RichText.tsx";
import { HomeHero } from "../components/home/HomeHero.tsx";
import { SectorCardGrid } from "../components/home/SectorCards.tsx";
import { StatsBand } from "../components/home/StatsBand.tsx";
import { sectorCards } from "../content/sectors.ts";
import { fallbacks, pageTitles } from "../content/site.ts";
import { servicesContext } from "../context.ts";
import { isBlank, withFallbacks } from "../lib/content.ts";
import { brandName, pageMeta } from "../lib/meta.ts";
import { useSiteName } from "../lib/site-data.ts";
import type { Route } from "./+types/home.ts";
import "../styles/pages/home.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: `${brandName(args.loaderData?.siteName ?? "R28")} | Investing in Tomorrow's Possibilities Today`,
    exactTitle: true,
    description:
      "A Nigerian private investment holding company, founded in 2007, building and growing enduring businesses across ten sectors, from construction and real estate to energy and healthcare.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const blocks = await s.content.getMany(["heroText", "overview", "stats", "whatWeDo"]);
  // The cards travel with the page data, so the browser bundle does not carry the company copy
  // that sectors.ts reads the company names from.
  return { siteName: s.config.siteName, sectorCards, ...blocks };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const siteName = useSiteName();
  const heroText = isBlank(loaderData.heroText.text) ? fallbacks.heroText : loaderData.heroText.text;
  const overview = withFallbacks(loaderData.overview, fallbacks.overview);
  const stats = withFallbacks(loaderData.stats, fallbacks.stats);
  const whatWeDo = withFallbacks(loaderData.whatWeDo, fallbacks.whatWeDo);
  return (
    <main id="main-content" className="home">
      <HomeHero text={heroText} />

      <Section id="overview" labelledBy="overview-title" className="home-overview">
        <div className="home-overview__grid">
          <SectionHeading eyebrow="Overview" title={overview.highlight} id="overview-title" className="home-overview__heading" />
          <div className="home-overview__body">
            <RichText html={overview.content} size="lead" />
            <div className="home-overview__actions">
              <Button href="/about-us" icon="arrow-right">
                About {siteName}
              </Button>
              <Button href="/approach" variant="text" icon="arrow-right">
                Our approach
              </Button>
            </div>
          </div>
        </div>
      </Section>

      <StatsBand siteName={siteName} stats={stats} />

      <Section id="what-we-do" tone="muted" labelledBy="what-we-do-title" className="home-what">
        <div className="home-what__intro">
          <SectionHeading eyebrow={pageTitles.whatWeDo} title={whatWeDo.highlight} id="what-we-do-title" />
          <RichText html={whatWeDo.content} className="home-what__content" />
        </div>
        <SectorCardGrid cards={loaderData.sectorCards} />
        <div className="home-what__more">
          <Button href="/our-investments" variant="secondary" icon="arrow-right">
            View all our companies
          </Button>
        </div>
      </Section>
    </main>
  );
}
