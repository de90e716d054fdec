import type { GalleryImage } from "../../../shared/content/types.ts";
import { Icon } from "../Icon.tsx";
import { enhanceRoot } from "../../../shared/enhance.ts";
import "./gallery.css";

/**
 * A photo grid in which every thumbnail is a plain link to the full photo. The enhancement script
 * (client/enhance/gallery.ts) turns it into a modal lightbox: previous / next (wrapping at both
 * ends) and close buttons, arrow keys to move, Escape to close, focus kept inside while open and
 * returned to the thumbnail that opened it.
 */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  return (
    <div className="gallery" {...enhanceRoot("gallery")}>
      <ul className="gallery__grid" role="list">
        {images.map((image, i) => (
          <li key={`${i}:${image.src}`} className="gallery__item">
            <a
              href={image.src}
              className="gallery__thumb"
              aria-label={`Photo ${i + 1} of ${images.length}: ${image.alt}`}
              data-alt={image.alt}
              data-caption={image.caption || undefined}
              data-width={image.width}
              data-height={image.height}
            >
              <img src={image.thumb.path} alt="" width={image.thumb.width} height={image.thumb.height} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      <dialog className="lightbox" aria-label={`${title}: photo gallery`}>
        {/* The lightbox's controls for the enhancement script (client/enhance/gallery.ts), inert until used. */}
        <template className="lightbox__controls">
          <LightboxButtons />
        </template>
      </dialog>
    </div>
  );
}

/** Previous, next and close: the template the enhancement script copies into the open lightbox. */
function LightboxButtons() {
  return (
    <>
      <button type="button" className="lightbox__button lightbox__button--prev" aria-label="Previous photo">
        <Icon name="chevron-left" size={28} />
      </button>
      <button type="button" className="lightbox__button lightbox__button--next" aria-label="Next photo">
        <Icon name="chevron-right" size={28} />
      </button>
      <button type="button" className="lightbox__button lightbox__button--close" aria-label="Close gallery">
        <Icon name="close" size={24} />
      </button>
    </>
  );
}
