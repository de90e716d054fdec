import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import type { GalleryImage } from "../../content/types.ts";
import { wrapIndex } from "../../lib/news.ts";
import { useHydrated } from "../../lib/useHydrated.ts";
import { Icon } from "../Icon.tsx";
import "./gallery.css";

/**
 * A photo grid. Without JavaScript every thumbnail is a plain link to the full photo. Once
 * scripts run, a thumbnail opens a modal lightbox: previous / next (wrapping at both ends) and
 * close buttons, arrow keys to move, Escape to close, focus kept inside while open and returned
 * to the thumbnail that opened it.
 */
export function Gallery({ images, title }: { images: readonly GalleryImage[]; title: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const thumbRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const openerRef = useRef<number>(0);
  const isOpen = index !== null;
  // Marks the grid once the lightbox can open (styles and tests key on it).
  const enhanced = useHydrated();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      // Back to the thumbnail that opened it (only possible once the modal no longer makes the page inert).
      thumbRefs.current[openerRef.current]?.focus();
    }
  }, [isOpen]);

  const open = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, download) do what links do.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openerRef.current = i;
    setIndex(i);
  };

  const close = () => setIndex(null);

  const step = (by: number) => setIndex((i) => (i === null ? i : wrapIndex(i + by, images.length)));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      step(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      step(-1);
    } else if (event.key === "Tab") {
      // Keep focus on the dialog's own controls.
      const controls = [...(dialogRef.current?.querySelectorAll<HTMLElement>("button") ?? [])];
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !dialogRef.current?.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const current = index === null ? undefined : images[index];
  return (
    <div className="gallery" data-enhanced={enhanced ? "" : undefined}>
      <ul className="gallery__grid" role="list">
        {images.map((image, i) => (
          <li key={image.src} className="gallery__item">
            <a
              ref={(el) => {
                thumbRefs.current[i] = el;
              }}
              href={image.src}
              className="gallery__thumb"
              onClick={open(i)}
              aria-label={`Photo ${i + 1} of ${images.length}: ${image.alt}`}
              data-alt={image.alt}
              data-width={image.width}
              data-height={image.height}
            >
              <img src={image.thumb.path} alt="" width={image.thumb.width} height={image.thumb.height} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className="lightbox"
        aria-label={`${title}: photo gallery`}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === event.currentTarget) close();
        }}
      >
        {/* The lightbox's controls for the enhancement script (client/enhance/gallery.ts), inert until used. */}
        <template className="lightbox__controls">
          <LightboxButtons />
        </template>
        {current ? (
          <div className="lightbox__frame">
            <figure className="lightbox__figure">
              <img
                key={current.src}
                className="lightbox__image"
                src={current.src}
                alt={current.alt}
                width={current.width}
                height={current.height}
              />
              <figcaption className="lightbox__caption">
                <span className="lightbox__count" aria-live="polite">
                  {(index ?? 0) + 1} / {images.length}
                </span>
                <span>{current.alt}</span>
              </figcaption>
            </figure>
            <LightboxButtons onStep={step} onClose={close} closeRef={closeRef} />
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

/** Previous, next and close: in the open lightbox, and as the template the enhancement script copies. */
function LightboxButtons({ onStep, onClose, closeRef }: { onStep?: (by: number) => void; onClose?: () => void; closeRef?: RefObject<HTMLButtonElement | null> }) {
  return (
    <>
      <button type="button" className="lightbox__button lightbox__button--prev" onClick={() => onStep?.(-1)} aria-label="Previous photo">
        <Icon name="chevron-left" size={28} />
      </button>
      <button type="button" className="lightbox__button lightbox__button--next" onClick={() => onStep?.(1)} aria-label="Next photo">
        <Icon name="chevron-right" size={28} />
      </button>
      <button ref={closeRef} type="button" className="lightbox__button lightbox__button--close" onClick={onClose} aria-label="Close gallery">
        <Icon name="close" size={24} />
      </button>
    </>
  );
}
