import type { GalleryImage } from "../../../shared/content/types.ts";
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

/**
 * Every article's body (the built-in ones included): the first image large, the others in a grid,
 * its rich text and, when it has one, its photo gallery with the lightbox.
 */
export function ArticleBody({ images, content, gallery, title }: { images: readonly { src: string; alt: string }[]; content: string; gallery: readonly GalleryImage[]; title: string }) {
  const [lead, ...more] = images;
  return (
    <>
      {lead ? <LeadImage src={lead.src} alt={lead.alt} /> : null}
      {more.length > 0 ? (
        <ul className="article__photos" role="list">
          {more.map((image) => (
            <li key={image.src}>
              <ResponsiveImage src={image.src} alt={image.alt} {...PHOTO} sizes="(min-width: 1024px) 380px, 50vw" className="article__photo" />
            </li>
          ))}
        </ul>
      ) : null}
      {!isBlank(content) ? <RichText html={content} className="article__body" /> : null}
      {gallery.length > 0 ? (
        <section className="article__gallery" aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="article__gallery-heading">
            Photo gallery
          </h2>
          <Gallery images={gallery} title={title} />
        </section>
      ) : null}
    </>
  );
}
