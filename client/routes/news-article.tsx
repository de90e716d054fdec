import { data, redirect } from "react-router";
import { PendingNotice } from "../components/PendingNotice.tsx";
import { ArticleBody } from "../components/news/ArticleBodies.tsx";
import { ArticleLayout } from "../components/news/ArticleLayout.tsx";
import { LatestNews } from "../components/news/LatestNews.tsx";
import { pageHeroes } from "../../shared/content/images.ts";
import { fixedArticles } from "../../shared/content/news.ts";
import { servicesContext } from "../context.ts";
import { pageMeta } from "../lib/meta.ts";
import { articleKey, galleryImages, newsImages, pictureAlt } from "../lib/news-cards.ts";
import { altFor, describeHtmlImages, mediaIdsInHtml, mediaIdsOf } from "../../shared/media-alt.ts";
import type { Route } from "./+types/news-article.ts";

/** The built-in articles' addresses: SPEC.md's desktop sidebar links them on every article. */
const SIDEBAR_SLUGS: readonly string[] = fixedArticles.map((a) => a.slug);

/** How many other articles 'Latest news and events' names. */
const LATEST_COUNT = 5;

/**
 * /news-and-events/{slug}: a stored article, found by its slug or, for old links, by its id (same
 * page, naming the slug address as canonical); a slug the article had before answers 301 to its
 * current one; anything else is the root's not-found page with HTTP 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const news = context.get(servicesContext).news;
  const item = await news.find(params.id);
  if (!item) {
    const moved = await news.redirectTarget(params.id);
    if (moved) throw redirect(`/news-and-events/${moved}`, 301);
    throw data({ message: "No news item with this id" }, { status: 404 });
  }
  // The newest few others, and the built-in articles wherever they are in the list (the sidebar).
  const [others, ...builtIn] = await Promise.all([news.latest(LATEST_COUNT, item._id), ...SIDEBAR_SLUGS.map((slug) => news.find(slug))]);
  const { publishedAt, updatedAt, title, subtitle } = item;
  const images = newsImages(item);
  // Stored pictures are described: the gallery's alt, else the library's, else the article's title.
  const described = await context.get(servicesContext).media.describe([...mediaIdsOf([...images, item.heroImage]), ...mediaIdsInHtml(item.content)]);
  const content = describeHtmlImages(item.content, described, title);
  const link = (n: { _id: string; slug: string; title: string; publishedAt: string }) => ({ id: articleKey(n), title: n.title, date: n.publishedAt });
  const hero = pageHeroes.news;
  return {
    article: {
      title,
      subtitle,
      content,
      date: publishedAt,
      modified: updatedAt,
      images: images.map((src) => ({ src, alt: altFor(src, described, title, pictureAlt(item, src)) })),
      gallery: galleryImages(item),
    },
    // The hero carries the title over it: described only when staff described the image.
    hero: { src: item.heroImage || hero.path, alt: item.heroImage ? altFor(item.heroImage, described, "") : "", width: hero.width, height: hero.height },
    href: `/news-and-events/${articleKey(item)}`,
    // The label shows only when more than one article exists, i.e. when another one does; the
    // list leaves the current one out and names the newest few.
    showLabel: others.length > 0,
    sidebar: builtIn.flatMap((n) => (n && n._id !== item._id ? [link(n)] : [])),
    others: others.map(link),
  };
}

/** The article's own picture for link previews: its hero when it has one, else its first image. */
const articleImage = (d: Route.ComponentProps["loaderData"]) => (d.hero.src !== pageHeroes.news.path ? d.hero.src : (d.article.images[0]?.src ?? d.hero.src));

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMeta(args, {
        title: `${args.loaderData.article.title} | News and Events`,
        description: args.loaderData.article.subtitle,
        image: articleImage(args.loaderData),
        // The id address shows the same page: search engines are sent to the slug address.
        path: args.loaderData.href,
      })
    : pageMeta(args, { title: "Page not found", description: "The page you are looking for is not available." });

export default function NewsArticle({ loaderData: d }: Route.ComponentProps) {
  const { title, subtitle, date, modified } = d.article;
  return (
    <>
      <PendingNotice kind="newsPage" />
      <ArticleLayout
        title={title}
        subtitle={subtitle}
        date={date}
        modified={modified}
        hero={d.hero}
        image={articleImage(d)}
        href={d.href}
        aside={<LatestNews showLabel={d.showLabel} desktop={d.sidebar} mobile={d.others} />}
      >
        <ArticleBody images={d.article.images} content={d.article.content} gallery={d.article.gallery} title={title} />
      </ArticleLayout>
    </>
  );
}
