import { data } from "react-router";
import { pageHeroes } from "../../shared/content/images.ts";
import { pageFromParam } from "../../shared/schemas/paging.ts";
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX } from "../../shared/schemas/search.ts";
import { heroImageOf, PageHero } from "../components/PageHero.tsx";
import { SearchResults } from "../components/search/SearchResults.tsx";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/search.ts";

/**
 * Result pages are not for search engines (`noindex`): they are made of the other pages' words,
 * which are indexed at their own addresses, and their number has no end. Links on them are
 * followed. The search page itself (no query) may be indexed.
 */
export const meta: Route.MetaFunction = (args) => {
  const query = args.loaderData?.query;
  const tags = pageMeta(args, {
    title: query ? `Search: ${query}` : "Search",
    description: (name) => `Search the pages, companies, leadership, news and reports of ${name} Holdings.`,
  });
  return query ? [...tags, { name: "robots", content: "noindex, follow" }] : tags;
};

/**
 * One page (`?page=`) of what the site search finds for `?q=`, ranked by the database's full-text
 * index (server/services/search.ts). A page past the last answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, SEARCH_QUERY_MAX);
  const page = pageFromParam(params.get("page"));
  const found = await context.get(servicesContext).search.page({ q: query, page, limit: SEARCH_PAGE_SIZE });
  if (page > found.pages) throw data({ message: "No such page" }, { status: 404 });
  return found;
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main-content" className="search-page">
      <PageHero
        className="page-hero--compact"
        title="Search"
        eyebrow="Site search"
        lede="Our pages, companies, leadership, news and reports, in one place."
        image={heroImageOf(pageHeroes.about)}
        crumbs={[{ label: "Home", href: "/" }, { label: "Search" }]}
      />
      <SearchResults found={loaderData} />
    </main>
  );
}
