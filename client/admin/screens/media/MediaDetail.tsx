import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { useCanPublish } from "../../roles.ts";
import { MAX_ALT_LENGTH, MAX_CAPTION_LENGTH, pagesUsing, type MediaItem, type MediaPatch } from "../../../../shared/schemas/media.ts";
import { Field } from "../../components/Field/index.ts";
import { CloseIcon } from "../../components/Icon/index.ts";
import { formatBytes, mediaName, thumbUrl, usageText } from "./format.ts";

export interface MediaDetailProps {
  item: MediaItem;
  busy: boolean;
  onSave(item: MediaItem, patch: MediaPatch): void;
  onDelete(item: MediaItem): void;
  onClose(): void;
}

const STEP = 0.05;
const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 1000) / 1000));
const percent = (n: number) => `${Math.round(n * 100)}%`;

/**
 * (The parent keys it by the image and its last change, so the form starts from what is stored.)
 *
 * One image's details beside the grid: the picture, on which a click sets the focal point (the
 * arrow keys move it too), alt text or "decorative", caption, pixel size, bytes, and the pages
 * that use it with links to them and to their editors.
 */
export function MediaDetail({ item, busy, onSave, onDelete, onClose }: MediaDetailProps) {
  const canDelete = useCanPublish();
  const [alt, setAlt] = useState(item.alt);
  const [caption, setCaption] = useState(item.caption);
  const [decorative, setDecorative] = useState(item.decorative);
  const [focal, setFocal] = useState(item.focal);

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const img = event.currentTarget.querySelector("img");
    if (!img || event.detail === 0) return; // a keyboard "click" has no position: the arrow keys move it
    const box = img.getBoundingClientRect();
    setFocal({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move: Record<string, [number, number]> = { ArrowLeft: [-STEP, 0], ArrowRight: [STEP, 0], ArrowUp: [0, -STEP], ArrowDown: [0, STEP] };
    const d = move[event.key];
    if (!d) return;
    event.preventDefault();
    setFocal((f) => ({ x: clamp(f.x + d[0]), y: clamp(f.y + d[1]) }));
  };

  const name = mediaName(item);
  const changed = alt.trim() !== item.alt || caption.trim() !== item.caption || decorative !== item.decorative || focal.x !== item.focal.x || focal.y !== item.focal.y;
  const pages = pagesUsing(item.usedBy);
  const save = () => {
    const patch: MediaPatch = { alt: alt.trim(), caption: caption.trim(), decorative };
    if (focal.x !== item.focal.x || focal.y !== item.focal.y) patch.focal = focal;
    onSave(item, patch);
  };

  return (
    <aside className="admin-card admin-media-detail" aria-labelledby="media-detail-title">
      <div className="admin-media-detail__head">
        <h2 id="media-detail-title" className="admin-media-detail__title">
          {name}
        </h2>
        <button type="button" className="admin-icon-button" onClick={onClose} aria-label="Close the details">
          <CloseIcon />
        </button>
      </div>
      <form
        className="admin-stack"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <div className="admin-field">
          <span className="admin-field__label" id="media-focal-label">
            Focal point
          </span>
          <span className="admin-field__hint" id="media-focal-hint">
            Click the part of the picture that must stay in view when it is cropped (arrow keys move it). Now at {percent(focal.x)} across, {percent(focal.y)} down.
          </span>
          <button type="button" className="admin-media-focal" aria-labelledby="media-focal-label" aria-describedby="media-focal-hint" onClick={pick} onKeyDown={nudge}>
            <img src={thumbUrl(item)} alt="" width={item.width} height={item.height} />
            <span className="admin-media-focal__mark" style={{ left: percent(focal.x), top: percent(focal.y) }} aria-hidden="true" />
          </button>
        </div>
        <Field label="Alt text" hint={decorative ? "Marked decorative: pages give it an empty alt text." : "What the picture shows, for people who cannot see it (a sentence at most)."}>
          {(control) => <textarea {...control} className="admin-input" rows={2} maxLength={MAX_ALT_LENGTH} value={alt} disabled={decorative} onChange={(e) => setAlt(e.currentTarget.value)} />}
        </Field>
        <label className="admin-inline admin-media-check">
          <input type="checkbox" checked={decorative} onChange={(e) => setDecorative(e.currentTarget.checked)} />
          <span>Decorative: it adds nothing a reader needs</span>
        </label>
        {!alt.trim() && !decorative ? (
          <p className="admin-media-warning" role="status">
            ‘{name}’ has no alt text. Pages describe it with their own title until you add one.
          </p>
        ) : null}
        <Field label="Caption" hint="Shown under the picture where a page has room for one.">
          {(control) => <textarea {...control} className="admin-input" rows={2} maxLength={MAX_CAPTION_LENGTH} value={caption} onChange={(e) => setCaption(e.currentTarget.value)} />}
        </Field>
        <div className="admin-inline">
          <button type="submit" className="admin-button admin-button--primary" disabled={busy || !changed}>
            Save details
          </button>
        </div>
      </form>
      <dl className="admin-media-facts">
        <div>
          <dt>Pixel size</dt>
          <dd>
            {item.width} × {item.height} px
          </dd>
        </div>
        <div>
          <dt>File size</dt>
          <dd>
            {formatBytes(item.bytes)} ({item.bytes.toLocaleString("en-GB")} bytes)
          </dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{item.mime}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <a href={item.url} target="_blank" rel="noopener">
              {item.url.slice(0, 20)}…<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="media-usage-title" className="admin-media-usage">
        <h3 id="media-usage-title" className="admin-media-usage__title">
          {usageText(item)}
        </h3>
        {pages > 0 ? (
          <ul role="list">
            {item.usedBy.map((u) => (
              <li key={`${u.table}:${u.id}`}>
                <a href={u.href} target="_blank" rel="noopener">
                  {u.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <a className="admin-media-usage__edit" href={u.editor}>
                  Edit<span className="visually-hidden"> ‘{u.title}’</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-caption--quiet">No page shows it: it can be deleted.</p>
        )}
      </section>
      {/* Deleting is for admins; editors upload and describe images for their drafts. */}
      {canDelete ? (
        <button type="button" className="admin-button admin-button--danger admin-button--small" disabled={busy} onClick={() => onDelete(item)}>
          Delete image
        </button>
      ) : null}
    </aside>
  );
}
