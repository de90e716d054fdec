import type { ReactNode } from "react";
import { Breadcrumb } from "../Breadcrumb.tsx";
import { Container } from "../Container.tsx";
import { PageHero } from "../PageHero.tsx";
import { formatNewsDate } from "../../lib/news.ts";
import "./news.css";

interface Props {
  title: string;
  subtitle: string;
  date: string;
  hero: { src: string; alt: string; width: number; height: number };
  /** The article's pictures, text and gallery. */
  children: ReactNode;
  /** The 'Latest news and events' block. */
  aside: ReactNode;
}

/**
 * The frame of every article page, stored or fixed: a hero titled 'News and Events', then the
 * article (date, title, subtitle, body) beside the latest-news sidebar.
 */
export function ArticleLayout({ title, subtitle, date, hero, children, aside }: Props) {
  const printed = formatNewsDate(date);
  return (
    <main id="main-content" className="article-page">
      <PageHero
        titleAs="p"
        title="News and Events"
        image={hero}
        top={<Breadcrumb tone="light" items={[{ label: "News and Events", href: "/news-and-events" }, { label: title }]} />}
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
