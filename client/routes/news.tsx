import { data } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { NewsList } from "../components/news/NewsList.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { findFixedArticle } from "../../shared/content/news.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { matchesSearch } from "../lib/news.ts";
import { fixedCard, storedCard } from "../lib/news-cards.ts";
import { NEWS_PAGE_SIZE, pageFromParam } from "../../shared/schemas/paging.ts";
import { useSiteName } from "../lib/site-data.ts";
import type { Route } from "./+types/news.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "News and Events", description: (name) => `News from ${name} and its companies: projects, partnerships, sponsorships and events.` });

/**
 * One page (`?page=`) of the stored news that match the search (`?q=`), newest first, searched
 * and paged by the database; the fixed low-cup article comes after the last stored one (so on
 * the last page) when it matches. A page past the last answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = params.get("q") ?? "";
  const page = pageFromParam(params.get("page"));
  const lowCup = findFixedArticle("low-cup");
  const fixed = lowCup && matchesSearch(lowCup, query) ? [fixedCard(lowCup)] : [];
  const stored = await context.get(servicesContext).news.page({ q: query.trim(), page, limit: NEWS_PAGE_SIZE });
  const total = stored.total + fixed.length;
  const pages = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  if (page > pages) throw data({ message: "No such page" }, { status: 404 });
  const offset = (page - 1) * NEWS_PAGE_SIZE;
  const endsHere = offset + stored.newsAndEvents.length === stored.total && stored.newsAndEvents.length < NEWS_PAGE_SIZE;
  return {
    hero: pageHeroes.news,
    cards: [...stored.newsAndEvents.map(storedCard), ...(endsHere ? fixed : [])],
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
