import { data } from "react-router";
import { RichText } from "../components/RichText.tsx";
import { PendingNotice } from "../components/investments/PendingNotice.tsx";
import { ResponsiveImage } from "../components/media/ResponsiveImage.tsx";
import { ArticleLayout } from "../components/news/ArticleLayout.tsx";
import { Gallery } from "../components/news/Gallery.tsx";
import { LatestNews, type ArticleLink } from "../components/news/LatestNews.tsx";
import { newsImages } from "../components/news/news-cards.ts";
import { pageHeroes } from "../content/images.ts";
import { isBlank } from "../lib/content.ts";
import { pageMeta } from "../lib/meta.ts";
import { findFixedArticle, fixedArticles } from "../content/news.ts";
import { servicesContext } from "../context.ts";
import type { Route } from "./+types/news-article.ts";

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
  const [item, all] = await Promise.all([news.get(params.id), news.list()]);
  if (!item) throw data({ message: "No news item with this id" }, { status: 404 });
  const { createdAt, title, subtitle, content } = item;
  return {
    kind: "stored" as const,
    article: { id: item._id, title, subtitle, content, date: createdAt, images: newsImages(item) },
    hero: pageHeroes.news,
    // The label shows only when more than one article exists; the list leaves the current one out.
    showLabel: all.length > 1,
    others: all.filter((n) => n._id !== item._id).map((n) => ({ id: n._id, title: n.title, date: n.createdAt })),
    fixedLinks: fixedArticles.map(linkOf),
  };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, { title: `${args.loaderData.article.title} | News and Events`, description: args.loaderData.article.subtitle })
    : pageMeta(args, { title: "Page not found", description: "The page you are looking for is not available." });

/** Stored images have no guided size; they are shown at 3:2. */
const PHOTO = { width: 1200, height: 800 };
const isNews = (pathname: string) => pathname.startsWith("/news-and-events");

export default function NewsArticle({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "fixed") {
    const { article, related } = loaderData;
    return (
      <>
        <PendingNotice when={isNews} message="Loading..." />
        <ArticleLayout
          title={article.title}
          subtitle={article.subtitle}
          date={article.date}
          hero={{ src: article.heroImage, alt: "", width: 1920, height: 800 }}
          aside={<LatestNews showLabel desktop={related} />}
        >
          <figure className="article__figure">
            <ResponsiveImage src={article.image} alt={article.imageAlt} {...PHOTO} sizes="(min-width: 1024px) 760px, 100vw" className="article__image" />
          </figure>
          <div className="article__body rich-text">
            {article.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          {article.gallery.length > 0 ? (
            <section className="article__gallery" aria-labelledby="gallery-heading">
              <h2 id="gallery-heading" className="article__gallery-heading">
                Photo gallery
              </h2>
              <Gallery images={article.gallery} title={article.title} />
            </section>
          ) : null}
        </ArticleLayout>
      </>
    );
  }

  const { article, hero, showLabel, others, fixedLinks } = loaderData;
  const [lead, ...more] = article.images;
  return (
    <>
      <PendingNotice when={isNews} message="Loading..." />
      <ArticleLayout
        title={article.title}
        subtitle={article.subtitle}
        date={article.date}
        hero={{ src: hero.path, alt: "", width: hero.width, height: hero.height }}
        aside={<LatestNews showLabel={showLabel} desktop={fixedLinks} mobile={others} />}
      >
        {lead ? (
          <figure className="article__figure">
            <ResponsiveImage src={lead} alt="" {...PHOTO} sizes="(min-width: 1024px) 760px, 100vw" className="article__image" />
          </figure>
        ) : null}
        {more.length > 0 ? (
          <ul className="article__photos" role="list">
            {more.map((src) => (
              <li key={src}>
                <ResponsiveImage src={src} alt="" {...PHOTO} sizes="(min-width: 1024px) 380px, 50vw" className="article__photo" />
              </li>
            ))}
          </ul>
        ) : null}
        {!isBlank(article.content) ? <RichText html={article.content} className="article__body" /> : null}
      </ArticleLayout>
    </>
  );
}
