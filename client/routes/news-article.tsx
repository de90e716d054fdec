import { data } from "react-router";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { FixedArticleBody, StoredArticleBody } from "../components/news/ArticleBodies.tsx";
import { ArticleLayout } from "../components/news/ArticleLayout.tsx";
import { LatestNews, type ArticleLink } from "../components/news/LatestNews.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { findFixedArticle, fixedArticles } from "../../shared/content/news.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { newsImages } from "../lib/news-cards.ts";
import type { Route } from "./+types/news-article.ts";

/** How many other articles 'Latest news and events' names. */
const LATEST_COUNT = 5;

const linkOf = (a: { slug: string; title: string; date: string }): ArticleLink => ({ id: a.slug, title: a.title, date: a.date });

/**
 * /news-and-events/{id}: a fixed article (low-cup, lagos-arena) first, else a stored one; an
 * unknown id is the root's not-found page with HTTP 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const fixed = findFixedArticle(params.id);
  if (fixed) {
    const related = findFixedArticle(fixed.related);
    return { kind: "fixed" as const, article: fixed, related: related ? [linkOf(related)] : [] };
  }
  const news = context.get(servicesContext).news;
  const [item, others] = await Promise.all([news.get(params.id), news.latest(LATEST_COUNT, params.id)]);
  if (!item) throw data({ message: "No news item with this id" }, { status: 404 });
  const { createdAt, updatedAt, title, subtitle, content } = item;
  return {
    kind: "stored" as const,
    article: { id: item._id, title, subtitle, content, date: createdAt, modified: updatedAt, images: newsImages(item) },
    hero: pageHeroes.news,
    // The label shows only when more than one article exists, i.e. when another one does; the
    // list leaves the current one out and names the newest few.
    showLabel: others.length > 0,
    others: others.map((n) => ({ id: n._id, title: n.title, date: n.createdAt })),
    fixedLinks: fixedArticles.map(linkOf),
  };
}

/** The article's own picture: a stored article's first image, a fixed article's hero. */
const articleImage = (d: Route.ComponentProps["loaderData"]) => (d.kind === "fixed" ? d.article.heroImage : (d.article.images[0] ?? d.hero.path));

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: `${args.loaderData.article.title} | News and Events`, description: args.loaderData.article.subtitle, image: articleImage(args.loaderData) })
    : pageMeta(args, { title: "Page not found", description: "The page you are looking for is not available." });

export default function NewsArticle({ loaderData: d }: Route.ComponentProps) {
  const { title, subtitle, date } = d.article;
  const hero = d.kind === "fixed" ? { src: d.article.heroImage, alt: "", width: 1920, height: 800 } : { src: d.hero.path, alt: "", width: d.hero.width, height: d.hero.height };
  const aside = d.kind === "fixed" ? <LatestNews showLabel desktop={d.related} /> : <LatestNews showLabel={d.showLabel} desktop={d.fixedLinks} mobile={d.others} />;
  return (
    <>
      <PendingNotice kind="newsPage" />
      <ArticleLayout title={title} subtitle={subtitle} date={date} modified={d.kind === "stored" ? d.article.modified : undefined} hero={hero} image={articleImage(d)} aside={aside}>
        {d.kind === "fixed" ? <FixedArticleBody article={d.article} /> : <StoredArticleBody images={d.article.images} content={d.article.content} />}
      </ArticleLayout>
    </>
  );
}
