import type { ReactNode } from "react";
import { Container } from "../Container.tsx";
import { JsonLd } from "../JsonLd.tsx";
import { PageHero } from "../PageHero.tsx";
import { formatNewsDate } from "../../lib/news.ts";
import { useSiteData } from "../../lib/site-data.ts";
import { newsArticleLd } from "../../lib/structured-data.ts";
import "./news.css";

interface Props {
  title: string;
  subtitle: string;
  date: string;
  hero: { src: string; alt: string; width: number; height: number };
  /** The article's own picture (for search engines and link previews). */
  image: string;
  /** When it last changed. */
  modified?: string;
  /** The article's own (canonical) address, which the structured data names. */
  href: string;
  /** The article's pictures, text and gallery. */
  children: ReactNode;
  /** The 'Latest news and events' block. */
  aside: ReactNode;
}

/**
 * The frame of every article page: a hero titled 'News and Events', then the
 * article (date, title, subtitle, body) beside the latest-news sidebar.
 */
export function ArticleLayout({ title, subtitle, date, hero, image, modified, href, children, aside }: Props) {
  const printed = formatNewsDate(date);
  const site = useSiteData();
  return (
    <main id="main-content" className="article-page">
      {site ? <JsonLd data={newsArticleLd(site, href, { headline: title, description: subtitle, datePublished: date, dateModified: modified, image })} /> : null}
      <PageHero
        titleAs="p"
        title="News and Events"
        image={hero}
        crumbs={[{ label: "News and Events", href: "/news-and-events" }, { label: title }]}
      />
      <Container className="article-layout">
        <article className="article" aria-labelledby="article-title">
          <header className="article__header">
            {printed ? (
              <time className="article__date" dateTime={date}>
                {printed}
              </time>
            ) : null}
            <h1 id="article-title" className="article__title">
              {title}
            </h1>
            {subtitle ? <p className="article__subtitle">{subtitle}</p> : null}
          </header>
          {children}
        </article>
        {aside}
      </Container>
    </main>
  );
}
