import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { Portfolio } from "../components/investments/Portfolio.tsx";
import { fallbackImagesFor } from "../../shared/content/companies.ts";
import { pageHeroes } from "../../shared/content/images.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { companyOptions, filterFromSearchParams, sectorOptions } from "../lib/portfolio.ts";
import { companyHref, sectorLabel, sectorTone } from "../lib/sectors.ts";
import { INVESTMENTS_PAGE_SIZE, pageFromParam } from "../../shared/schemas/paging.ts";
import type { Route } from "./+types/investments.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Our Companies",
    description: (name) => `The companies of the ${name} group across construction, real estate, telecoms, aviation, manufacturing, mining, energy, retail and healthcare.`,
  });

/**
 * One page (`?page=`) of the companies the URL's filter shows (`?sector=` / `?company=`),
 * filtered and paged by the database, and the filters' options (every company's sector and tab
 * text). A page past the last answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = filterFromSearchParams(params);
  const page = pageFromParam(params.get("page"));
  const s = context.get(servicesContext).investments;
  const [names, found] = await Promise.all([
    s.names(),
    s.page({ ...(filter.kind === "all" ? {} : { [filter.kind]: filter.value }), page, limit: INVESTMENTS_PAGE_SIZE }),
  ]);
  if (page > found.pages) throw data({ message: "No such page" }, { status: 404 });
  return {
    hero: pageHeroes.investments,
    sectors: sectorOptions(names),
    companies: companyOptions(names),
    filter,
    total: found.total,
    anyCompany: names.length > 0,
    page,
    pages: found.pages,
    cards: found.investments.map((i) => ({
      _id: i._id,
      href: companyHref(i),
      tabText: i.tabText,
      sector: i.sector,
      label: sectorLabel(i),
      tone: sectorTone(i.sector),
      image: i.bannerImage || fallbackImagesFor(i.title).banner,
      logo: i.logo,
      summary: i.summary,
    })),
  };
}

/** The filter and the page are read on the server: a new query string is a new answer. */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate;
}

export default function Investments({ loaderData: { hero, ...portfolio } }: Route.ComponentProps) {
  return (
    <main id="main-content" className="investments-page">
      <PageHero
        title="Our Companies"
        eyebrow="Our investments"
        lede="Businesses we own and build for the long term, across the sectors a growing Nigeria depends on."
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
      />
      <Portfolio {...portfolio} />
    </main>
  );
}
