import type { ImageGuide } from "../../editors.ts";
import type { ChosenImage } from "./useChosenUploads.ts";

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Notes on a chosen image against its guidance (the server scales oversized images down). */
function notesOf(chosen: ChosenImage, guide?: ImageGuide): string[] {
  if (!guide) return [];
  const notes: string[] = [];
  if (chosen.bytes > guide.maxKB * 1024) notes.push(`${kb(chosen.bytes)} is over the ${guide.maxKB} KB guide: it will be scaled down and compressed when saved.`);
  if (chosen.width && chosen.height && (chosen.width !== guide.width || chosen.height !== guide.height)) {
    notes.push(`${chosen.width} × ${chosen.height} px; this image looks best at ${guide.width} × ${guide.height} px, so it may be cropped on the page.`);
  }
  return notes;
}

/** How the uploads stand, for the live status line (never the word 'saved': that is Submit's). */
function summary(entries: readonly ChosenImage[]): string {
  const running = entries.filter((e) => e.status === "uploading").length;
  const done = entries.filter((e) => e.status === "done").length;
  if (running > 0) return entries.length === 1 ? `Uploading ${entries[0]?.name}…` : `Uploading ${running} of ${entries.length} images…`;
  if (done === 0) return "";
  return done === 1 ? "The image is uploaded. Submit to use it." : `${done} images are uploaded. Submit to use them.`;
}

interface ChosenImagesProps {
  label: string;
  guide?: ImageGuide;
  /** The files chosen in this field and their uploads. */
  entries: readonly ChosenImage[];
  /** Uploaded images not chosen here (restored from a draft). */
  restored: readonly string[];
}

/** The preview of the chosen images: each with its size, the guide's notes and its upload's progress. */
export function ChosenImages({ label, guide, entries, restored }: ChosenImagesProps) {
  const count = entries.length + restored.length;
  const altOf = (i: number) => `The chosen ${label.toLowerCase()}${count > 1 ? ` ${i + 1}` : ""}`;
  return (
    <figure className="admin-upload__preview admin-upload__preview--new">
      <figcaption className="admin-caption admin-caption--quiet">{count > 1 ? `New images (${count})` : "New image, not saved yet"}</figcaption>
      <div className="admin-upload__images">
        {restored.map((src, i) => (
          <img key={src} src={src} alt={altOf(i)} />
        ))}
        {entries.map((e, i) => (e.preview ? <img key={e.key} src={e.preview} alt={altOf(restored.length + i)} /> : null))}
      </div>
      {entries.map((e) => (
        <div key={e.key} className={`admin-upload__meta admin-upload__meta--${e.status}`}>
          <span>
            {e.name} · {kb(e.bytes)}
            {e.width ? ` · ${e.width} × ${e.height} px` : ""}
          </span>
          {e.status === "failed" ? (
            <span className="admin-upload__failed">{e.error}</span>
          ) : (
            <span className="admin-upload__progress">
              <progress max={100} value={Math.round(e.progress * 100)} aria-label={`Upload of ${e.name}`} />
              <span aria-hidden="true">{e.status === "done" ? "Uploaded" : `${Math.round(e.progress * 100)}%`}</span>
            </span>
          )}
          {notesOf(e, guide).map((note) => (
            <span key={note} className="admin-upload__note">
              {note}
            </span>
          ))}
        </div>
      ))}
      <p role="status" className="admin-upload__status">
        {summary(entries)}
      </p>
    </figure>
  );
}
