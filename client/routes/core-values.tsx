import { BannerStrip } from "../components/BannerStrip.tsx";
import { Section, SectionHeading } from "../components/Container.tsx";
import { aboutCrumbs, heroImageOf, PageHero } from "../components/PageHero.tsx";
import { ExploreLinks } from "../components/about/ExploreLinks.tsx";
import { ValueCard } from "../components/about/ValueCard.tsx";
import { bannerImages, pageHeroes } from "../../shared/content/images.ts";
import { aboutUsPage, fallbacks } from "../../shared/content/site.ts";
import { coreValues, coreValuesHeading } from "../../shared/content/values.ts";
import { FALLBACKS } from "../../shared/fallbacks.ts";
import { servicesContext } from "../context.ts";
import { pickBanner, withFallbacks } from "../lib/content.ts";
import { pageMeta } from "../lib/meta.ts";
import { altFor, mediaIdsOf } from "../../shared/media-alt.ts";
import type { Route } from "./+types/core-values.ts";
import "../styles/pages/about.css";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Culture & Core Values",
    description: (name) => `Integrity, excellence and innovation: the three values that guide how ${name} invests, leads and works with partners, employees and communities.`,
  });

export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const stored = await s.content.getMany(["coreValues", "coreValuesCopy", "coreValuesBanner"]);
  const src = stored.coreValuesBanner.bannerImgString;
  // A stored banner: the library's alt text, else the page's title.
  const bannerAlt = src ? altFor(src, await s.media.describe(mediaIdsOf([src])), "Our culture and core values") : "";
  return { ...stored, bannerAlt };
}

export default function CoreValues({ loaderData }: Route.ComponentProps) {
  const texts = withFallbacks(loaderData.coreValues, fallbacks.coreValues);
  const copy = withFallbacks(loaderData.coreValuesCopy, FALLBACKS.coreValuesCopy);
  const banner = pickBanner(loaderData.coreValuesBanner.bannerImgString, bannerImages.coreValues, loaderData.bannerAlt);
  return (
    <main id="main-content">
      <PageHero
        title={coreValuesHeading}
        image={heroImageOf(pageHeroes.coreValues)}
        crumbs={aboutCrumbs("Our culture & core values")}
      />
      <Section labelledBy="values-title" className="values">
        <SectionHeading eyebrow="Our culture" title="Three values, one way of working" lede={copy.intro} id="values-title" />
        <ul className="values__list" role="list">
          {coreValues.map((value, i) => (
            <li key={value.key}>
              <ValueCard value={{ ...value, tagline: copy[`${value.key}Tagline`] }} description={texts[value.key]} index={i + 1} />
            </li>
          ))}
        </ul>
      </Section>
      <BannerStrip src={banner.src} alt={banner.alt} />
      <ExploreLinks id="values-more" eyebrow="About us" title="More about us" links={aboutUsPage.links.filter((l) => l.href !== "/about-us/our-culture-and-core-values")} />
    </main>
  );
}
