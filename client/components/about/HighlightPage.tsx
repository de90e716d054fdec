import type { RouterContextProvider } from "react-router";
import { bannerImages, pageHeroes } from "../../../shared/content/images.ts";
import { highlightPages, type HighlightPageKey } from "../../../shared/content/highlight-pages.ts";
import { fallbacks } from "../../../shared/content/site.ts";
import { altFor, mediaIdsOf } from "../../../shared/media-alt.ts";
import { servicesContext } from "../../context.ts";
import { pickBanner, withFallbacks } from "../../lib/content.ts";
import { pageMeta, type MetaContext } from "../../lib/meta.ts";
import { BannerStrip } from "../BannerStrip.tsx";
import { Button } from "../Button.tsx";
import { aboutCrumbs, heroImageOf, PageHero } from "../PageHero.tsx";
import { ExploreLinks } from "./ExploreLinks.tsx";
import { HighlightSection } from "./HighlightSection.tsx";

/** The stored block of a highlight page and its banner, as its loader reads them. */
async function load(context: Readonly<RouterContextProvider>, key: HighlightPageKey) {
  const bannerKey = `${key}Banner` as const;
  const s = context.get(servicesContext);
  const stored = await s.content.getMany([key, bannerKey]);
  const bannerImgString = stored[bannerKey].bannerImgString;
  // A stored banner: the library's alt text, else the page's title.
  const bannerAlt = bannerImgString ? altFor(bannerImgString, await s.media.describe(mediaIdsOf([bannerImgString])), highlightPages[key].hero.title) : "";
  return { block: stored[key], bannerImgString, bannerAlt };
}

type HighlightPageData = Awaited<ReturnType<typeof load>>;

/** Hero, highlight and body (with its button), banner strip, links on: the page of `key`. */
function HighlightPage({ pageKey, data }: { pageKey: HighlightPageKey; data: HighlightPageData }) {
  const page = highlightPages[pageKey];
  const content = withFallbacks(data.block, fallbacks[pageKey]);
  const banner = pickBanner(data.bannerImgString, bannerImages[pageKey], data.bannerAlt);
  return (
    <main id="main-content">
      <PageHero
        title={page.hero.title}
        eyebrow={page.hero.eyebrow}
        image={heroImageOf(pageHeroes[pageKey])}
        crumbs={page.hero.crumb ? aboutCrumbs(page.hero.crumb) : undefined}
      />
      <HighlightSection id={page.section.id} eyebrow={page.section.eyebrow} highlight={content.highlight} html={content.content}>
        {page.action ? (
          <div>
            <Button href={page.action.href} variant="secondary" icon="arrow-right">
              {page.action.label}
            </Button>
          </div>
        ) : null}
      </HighlightSection>
      <BannerStrip src={banner.src} alt={banner.alt} />
      <ExploreLinks {...page.next} />
    </main>
  );
}

/** The exports of a highlight page's route module (each one named: React Router strips `loader` from the browser build). */
export function highlightRoute(key: HighlightPageKey) {
  return {
    meta: (args: MetaContext) => pageMeta(args, highlightPages[key].meta),
    loader: ({ context }: { context: Readonly<RouterContextProvider> }) => load(context, key),
    Component: ({ loaderData }: { loaderData: HighlightPageData }) => <HighlightPage pageKey={key} data={loaderData} />,
  };
}
