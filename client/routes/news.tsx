import { useLocation } from "react-router";
import { PageHero } from "../components/PageHero.tsx";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { NewsList } from "../components/news/NewsList.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { storedCard } from "../lib/news-cards.ts";
import { useSiteName } from "../lib/site-data.ts";
import type { Route } from "./+types/news.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "News and Events", description: (name) => `News from ${name} and its companies: projects, partnerships, sponsorships and events.` });

/**
 * The stored news, newest first. The built-in articles are stored with their own dates (2024), so
 * low-cup, the oldest, comes last, as SPEC.md appends it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await context.get(servicesContext).news.list();
  return { hero: pageHeroes.news, cards: items.map(storedCard) };
}

export default function News({ loaderData: { hero, cards } }: Route.ComponentProps) {
  const siteName = useSiteName();
  // The search (`?q=`) is part of the URL; the enhancement script filters in the browser.
  const { search } = useLocation();
  return (
    <main id="main-content" className="news-page">
      <PageHero
        title="News and Events"
        eyebrow="Newsroom"
        lede={`Projects, partnerships and occasions from across the ${siteName} group.`}
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
      />
      <PendingNotice kind="newsList" />
      <NewsList cards={cards} query={new URLSearchParams(search).get("q") ?? ""} />
    </main>
  );
}
