import { BannerStrip } from "../components/BannerStrip.tsx";
import { Button } from "../components/Button.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ExploreLinks } from "../components/about/ExploreLinks.tsx";
import { HighlightSection } from "../components/about/HighlightSection.tsx";
import { bannerImages, pageHeroes } from "../content/images.ts";
import { nextSteps } from "../content/next-steps.ts";
import { fallbacks, pageTitles } from "../content/site.ts";
import { servicesContext } from "../context.ts";
import { pickBanner, withFallbacks } from "../lib/content.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/strategic-alliances.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Strategic Alliances",
    description: (name) => `${name} builds its largest undertakings with international and local partners, combining local knowledge and long-term commitment with global expertise.`,
  });

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getMany(["strategicAlliances", "strategicAlliancesBanner"]);
}

export default function StrategicAlliances({ loaderData }: Route.ComponentProps) {
  const content = withFallbacks(loaderData.strategicAlliances, fallbacks.strategicAlliances);
  const banner = pickBanner(loaderData.strategicAlliancesBanner.bannerImgString, bannerImages.strategicAlliances);
  const hero = pageHeroes.strategicAlliances;
  return (
    <main id="main-content">
      <PageHero title={pageTitles.strategicAlliances} eyebrow="Strategic alliances" image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }} />
      <HighlightSection id="strategic-alliances" eyebrow="Partnership" highlight={content.highlight} html={content.content}>
        <div>
          <Button href="/contacts" variant="secondary" icon="arrow-right">
            Talk to us about a partnership
          </Button>
        </div>
      </HighlightSection>
      <BannerStrip src={banner.src} alt={banner.alt} />
      <ExploreLinks id="alliances-next" eyebrow="Continue exploring" title="Where to next" links={nextSteps.strategicAlliances} />
    </main>
  );
}
