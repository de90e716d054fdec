import { BannerStrip } from "../components/BannerStrip.tsx";
import { Breadcrumb } from "../components/Breadcrumb.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { ExploreLinks } from "../components/about/ExploreLinks.tsx";
import { HighlightSection } from "../components/about/HighlightSection.tsx";
import { bannerImages, pageHeroes } from "../content/images.ts";
import { aboutUsPage, fallbacks, pageTitles } from "../content/site.ts";
import { servicesContext } from "../context.ts";
import { pickBanner, withFallbacks } from "../lib/content.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/who-we-are.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: pageTitles.whoWeAre,
    description: (name) => `Founded in Lagos in 2007, ${name} is a private Nigerian holding company investing its own capital to build businesses that last.`,
  });

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getMany(["whoWeAre", "whoWeAreBanner"]);
}

export default function WhoWeAre({ loaderData }: Route.ComponentProps) {
  const content = withFallbacks(loaderData.whoWeAre, fallbacks.whoWeAre);
  const banner = pickBanner(loaderData.whoWeAreBanner.bannerImgString, bannerImages.whoWeAre);
  const hero = pageHeroes.whoWeAre;
  return (
    <main id="main-content">
      <PageHero
        title={pageTitles.whoWeAre}
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
        top={<Breadcrumb tone="light" items={[{ label: "About us", href: "/about-us" }, { label: "Who we are" }]} />}
      />
      <HighlightSection id="who-we-are" eyebrow="Who we are" highlight={content.highlight} html={content.content} />
      <BannerStrip src={banner.src} alt={banner.alt} />
      <ExploreLinks id="who-more" eyebrow="About us" title="More about us" links={aboutUsPage.links.filter((l) => l.href !== "/about-us/who-we-are")} />
    </main>
  );
}
