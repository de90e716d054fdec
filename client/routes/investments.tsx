import type { ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { Portfolio } from "../components/investments/Portfolio.tsx";
import { cardSummary } from "../components/investments/InvestmentCard.tsx";
import { htmlToText } from "../../shared/html.ts";
import { fallbackImagesFor } from "../../shared/content/companies.ts";
import { pageHeroes } from "../../shared/content/images.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { companyHref, sectorLabel, sectorTone } from "../lib/sectors.ts";
import type { Route } from "./+types/investments.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Companies",
    description: (name) => `The companies of the ${name} group across construction, real estate, telecoms, aviation, manufacturing, mining, energy, retail and healthcare.`,
  });

/** Every stored investment as a card; the page filters them by the URL (`?sector=` / `?company=`). */
export async function loader({ context }: Route.LoaderArgs) {
  const investments = await context.get(servicesContext).investments.list();
  return {
    hero: pageHeroes.investments,
    cards: investments.map((i) => ({
      _id: i._id,
      href: companyHref(i),
      tabText: i.tabText,
      sector: i.sector,
      label: sectorLabel(i),
      tone: sectorTone(i.sector),
      image: i.bannerImage || fallbackImagesFor(i.title).banner,
      logo: i.logo,
      summary: cardSummary(htmlToText(i.heroText) || i.highlight),
    })),
  };
}

/** Filtering changes only the query string; the cards are all here already. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Investments({ loaderData: { hero, cards } }: Route.ComponentProps) {
  return (
    <main id="main-content" className="investments-page">
      <PageHero
        title="Our Companies"
        eyebrow="Our investments"
        lede="Businesses we own and build for the long term, across the sectors a growing Nigeria depends on."
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
      />
      <Portfolio cards={cards} />
    </main>
  );
}
