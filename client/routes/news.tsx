import { data } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { NewsList } from "../components/news/NewsList.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { storedCard } from "../lib/news-cards.ts";
import { NEWS_PAGE_SIZE, pageFromParam } from "../../shared/schemas/paging.ts";
import { useSiteName } from "../lib/site-data.ts";
import type { Route } from "./+types/news.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "News and Events", description: (name) => `News from ${name} and its companies: projects, partnerships, sponsorships and events.` });

/**
 * One page (`?page=`) of the stored news that match the search (`?q=`), newest first, searched
 * and paged by the database. The built-in articles are stored with their own dates (2024), so
 * low-cup, the oldest, comes last (on the last page), as SPEC.md appends it. A page past the last
 * answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = params.get("q") ?? "";
  const page = pageFromParam(params.get("page"));
  const stored = await context.get(servicesContext).news.page({ q: query.trim(), page, limit: NEWS_PAGE_SIZE });
  const total = stored.total;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page > pages) throw data({ message: "No such page" }, { status: 404 });
  return {
    hero: pageHeroes.news,
    cards: stored.newsAndEvents.map(storedCard),
    query,
    total,
    page,
    pages,
  };
}

export default function News({ loaderData: { hero, cards, query, total, page, pages } }: Route.ComponentProps) {
  const siteName = useSiteName();
  return (
    <main id="main-content" className="news-page">
      <PageHero
        title="News and Events"
        eyebrow="Newsroom"
        lede={`Projects, partnerships and occasions from across the ${siteName} group.`}
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
      />
      <PendingNotice kind="newsList" />
      <NewsList cards={cards} query={query} total={total} page={page} pages={pages} />
    </main>
  );
}
