import type { FixedArticle } from "../../../shared/content/types.ts";
import { isBlank } from "../../lib/content.ts";
import { RichText } from "../RichText.tsx";
import { ResponsiveImage } from "../media/ResponsiveImage.tsx";
import { Gallery } from "./Gallery.tsx";
import "./news.css";

/** Article pictures have no guided size; they are shown at 3:2. */
const PHOTO = { width: 1200, height: 800 };

function LeadImage({ src, alt }: { src: string; alt: string }) {
  return (
    <figure className="article__figure">
      <ResponsiveImage src={src} alt={alt} {...PHOTO} sizes="(min-width: 1024px) 760px, 100vw" className="article__image" />
    </figure>
  );
}

/** A fixed article's body: its lead image, its paragraphs and, when it has one, its photo gallery. */
export function FixedArticleBody({ article }: { article: FixedArticle }) {
  return (
    <>
      <LeadImage src={article.image} alt={article.imageAlt} />
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
    </>
  );
}

/** A stored item's body: the first image large, the others in a grid, then its rich text. */
export function StoredArticleBody({ images, content }: { images: readonly string[]; content: string }) {
  const [lead, ...more] = images;
  return (
    <>
      {lead ? <LeadImage src={lead} alt="" /> : null}
      {more.length > 0 ? (
        <ul className="article__photos" role="list">
          {more.map((src) => (
            <li key={src}>
              <ResponsiveImage src={src} alt="" {...PHOTO} sizes="(min-width: 1024px) 380px, 50vw" className="article__photo" />
            </li>
          ))}
        </ul>
      ) : null}
      {!isBlank(content) ? <RichText html={content} className="article__body" /> : null}
    </>
  );
}
