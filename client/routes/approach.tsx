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
import type { Route } from "./+types/approach.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Approach",
    description: (name) => `${name} invests on a value basis: patient capital, active ownership and the fundamentals of each business, held for the long term.`,
  });

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getMany(["approach", "approachBanner"]);
}

export default function Approach({ loaderData }: Route.ComponentProps) {
  const content = withFallbacks(loaderData.approach, fallbacks.approach);
  const banner = pickBanner(loaderData.approachBanner.bannerImgString, bannerImages.approach);
  const hero = pageHeroes.approach;
  return (
    <main id="main-content">
      <PageHero title={pageTitles.approach} eyebrow="Our approach" image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }} />
      <HighlightSection id="approach" eyebrow="How we invest" highlight={content.highlight} html={content.content}>
        <div>
          <Button href="/our-investments" variant="secondary" icon="arrow-right">
            See our companies
          </Button>
        </div>
      </HighlightSection>
      <BannerStrip src={banner.src} alt={banner.alt} />
      <ExploreLinks id="approach-next" eyebrow="Continue exploring" title="Where to next" links={nextSteps.approach} />
    </main>
  );
}
