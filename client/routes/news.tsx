import { useState } from "react";
import { useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { MESSAGES } from "../../shared/constants.ts";
import { Section } from "../components/Container.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { PendingNotice } from "../components/investments/PendingNotice.tsx";
import { NewsCard } from "../components/news/NewsCard.tsx";
import { NewsSearch } from "../components/news/NewsSearch.tsx";
import { fixedCard, storedCard } from "../components/news/news-cards.ts";
import { searchNews, type NewsCard as NewsCardData } from "../components/news/news.ts";
import { pageHeroes } from "../content/images.ts";
import { findFixedArticle } from "../content/news.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import type { Route } from "./+types/news.ts";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "News and Events", description: "News from R28 and its companies: projects, partnerships, sponsorships and events." });

/** The stored news (newest first) with the fixed low-cup article appended. */
export async function loader({ context }: Route.LoaderArgs) {
  const items = await context.get(servicesContext).news.list();
  const lowCup = findFixedArticle("low-cup");
  return {
    hero: pageHeroes.news,
    cards: [...items.map(storedCard), ...(lowCup ? [fixedCard(lowCup)] : [])],
  };
}

/** Searching changes only the query string; every card is here already. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const isNewsList = (pathname: string) => pathname === "/news-and-events";

/**
 * Writes the search into the address (`?q=`) without a router navigation: a navigation per
 * keystroke would race the typing and drop characters, and the cards are all here already.
 * A reload or a shared link then renders the same results on the server.
 */
function keepQueryInUrl(q: string) {
  const url = new URL(window.location.href);
  if (q) url.searchParams.set("q", q);
  else url.searchParams.delete("q");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { hero, cards } = loaderData;
  // A router navigation (a link to ?q=…, back, forward) starts the search afresh from its URL.
  const location = useLocation();
  return (
    <main id="main-content" className="news-page">
      <PageHero
        title="News and Events"
        eyebrow="Newsroom"
        lede="Projects, partnerships and occasions from across the R28 group."
        image={{ src: hero.path, alt: hero.alt, width: hero.width, height: hero.height }}
      />
      <PendingNotice when={isNewsList} message={MESSAGES.loadingNews} />
      <NewsList key={location.key} cards={cards} initialQuery={new URLSearchParams(location.search).get("q") ?? ""} />
    </main>
  );
}

/** The searchable grid. The box is the source of truth while typing; the URL follows it. */
function NewsList({ cards, initialQuery }: { cards: readonly NewsCardData[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  const shown = searchNews(cards, query);
  const search = (q: string) => {
    setQuery(q);
    keepQueryInUrl(q);
  };
  return (
    <Section className="news-page__list" labelledBy="news-list-heading">
      <div className="news-page__head">
        <h2 id="news-list-heading" className="news-page__heading">
          Latest from the group
        </h2>
        <NewsSearch query={query} onQueryChange={search} resultCount={shown.length} />
      </div>
      {shown.length > 0 ? (
        <ul className="news-grid" role="list">
          {shown.map((card) => (
            <NewsCard key={card.id} card={card} />
          ))}
        </ul>
      ) : (
        <p className="news-grid__empty">No news or events match “{query.trim()}”.</p>
      )}
    </Section>
  );
}
