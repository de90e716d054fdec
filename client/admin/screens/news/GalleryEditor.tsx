import { useEffect, useRef } from "react";
import type { GalleryItem } from "../../../../shared/schemas/news.ts";
import type { UploadTracker } from "../../hooks/useEditorForm.ts";
import { ImageUpload } from "../../components/ImageUpload/index.ts";
import "./GalleryEditor.css";

/** The form keeps the gallery as its JSON text (so drafts, changes and history compare text). */
export const readGalleryText = (text: string): GalleryItem[] => {
  try {
    const items: unknown = JSON.parse(text || "[]");
    return Array.isArray(items) ? (items as GalleryItem[]) : [];
  } catch {
    return [];
  }
};
export const galleryText = (items: readonly GalleryItem[]): string => JSON.stringify(items);

interface Props {
  /** The gallery as JSON text. */
  value: string;
  onChange(value: string): void;
  uploads: UploadTracker;
  /** Errors by field, as the API names them (`gallery`, `gallery.2.alt`, …). */
  errors: Readonly<Record<string, string>>;
}

/**
 * An article's photo gallery: the photos in lightbox order, each with its alt text and caption,
 * moved with 'Move up' / 'Move down' and taken out with 'Remove' (buttons named with the photo's
 * number, so a screen reader says which); 'Add photos' uploads new ones at the end.
 */
export function GalleryEditor({ value, onChange, uploads, errors }: Props) {
  const items = readGalleryText(value);
  // The newest value, also between renders: uploads finishing together each add to it.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // The uploader reports the whole batch so far each time one more photo is uploaded (and [] when
  // a new batch starts): each photo of a batch is added once.
  const batch = useRef(new Set<string>());
  const set = (next: GalleryItem[]) => onChange(galleryText(next));
  const edit = (i: number, change: Partial<GalleryItem>) => set(items.map((item, j) => (j === i ? { ...item, ...change } : item)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item as GalleryItem);
    set(next);
  };
  return (
    <fieldset className="admin-gallery">
      <legend className="admin-gallery__legend">Photo gallery</legend>
      <p className="admin-gallery__hint">
        Optional. Photos open in a lightbox on the article, in this order. Describe each photo in its alt text for visitors who cannot see it; the caption
        shows under the photo.
      </p>
      {errors.gallery ? (
        <p className="admin-field__error" role="alert">
          {errors.gallery}
        </p>
      ) : null}
      {items.length === 0 ? <p className="admin-gallery__empty">No photos in the gallery.</p> : null}
      <ol className="admin-gallery__items">
        {items.map((item, i) => {
          const n = i + 1;
          const id = `gallery-${i}`;
          const altError = errors[`gallery.${i}.alt`];
          const imageError = errors[`gallery.${i}.image`];
          const captionError = errors[`gallery.${i}.caption`];
          return (
            <li key={`${i}:${item.image}`} className="admin-gallery__item">
              <img className="admin-gallery__thumb" src={item.image} alt="" width={120} height={80} />
              <div className="admin-gallery__fields">
                <p className="admin-gallery__number">Photo {n}</p>
                {imageError ? <p className="admin-field__error admin-gallery__number">{imageError}</p> : null}
                <div className="admin-gallery__field">
                <label className="admin-gallery__label" htmlFor={`${id}-alt`}>
                  Alt text of photo {n}
                </label>
                <input
                  id={`${id}-alt`}
                  className="admin-input"
                  value={item.alt}
                  required
                  aria-invalid={altError ? true : undefined}
                  aria-describedby={altError ? `${id}-alt-error` : undefined}
                  onChange={(e) => edit(i, { alt: e.target.value })}
                />
                {altError ? (
                  <p id={`${id}-alt-error`} className="admin-field__error">
                    {altError}
                  </p>
                ) : null}
                </div>
                <div className="admin-gallery__field">
                <label className="admin-gallery__label" htmlFor={`${id}-caption`}>
                  Caption of photo {n}
                </label>
                <input
                  id={`${id}-caption`}
                  className="admin-input"
                  value={item.caption}
                  aria-invalid={captionError ? true : undefined}
                  aria-describedby={captionError ? `${id}-caption-error` : undefined}
                  onChange={(e) => edit(i, { caption: e.target.value })}
                />
                {captionError ? (
                  <p id={`${id}-caption-error`} className="admin-field__error">
                    {captionError}
                  </p>
                ) : null}
                </div>
              </div>
              <div className="admin-gallery__actions">
                <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-label={`Move photo ${n} up`} disabled={i === 0} onClick={() => move(i, -1)}>
                  Move up
                </button>
                <button
                  type="button"
                  className="admin-button admin-button--secondary admin-button--small"
                  aria-label={`Move photo ${n} down`}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Move down
                </button>
                <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-label={`Remove photo ${n}`} onClick={() => set(items.filter((_, j) => j !== i))}>
                  Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <ImageUpload
        multiple
        label="Add photos"
        preview="gallery"
        // Each photo of the gallery has its own alt text field above.
        describe={false}
        value={[]}
        uploads={uploads}
        onChange={(urls) => {
          if (urls.length === 0) batch.current = new Set();
          const fresh = urls.filter((url) => !batch.current.has(url));
          for (const url of fresh) batch.current.add(url);
          if (fresh.length === 0) return;
          const next = galleryText([...readGalleryText(latest.current), ...fresh.map((image) => ({ image, alt: "", caption: "" }))]);
          latest.current = next;
          onChange(next);
        }}
      />
    </fieldset>
  );
}
