import { useEffect, useId, useRef, useState } from "react";
import type { MediaItem } from "../../../../shared/schemas/media.ts";
import { api } from "../../api.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { mediaName, thumbUrl, usageText } from "../../screens/media/format.ts";

/** How many images the picker shows at a time (the newest, or what the search finds). */
const SHOWN = 24;

/**
 * "Choose from the library": a dialog with the stored images, newest first, and a search by
 * name or alt text; choosing one hands its /media URL to the field, as an upload would.
 */
export function LibraryPicker({ onPick }: { onPick(url: string): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState("");
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fail = useFailure();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = window.setTimeout(() => {
      api.media.page({ page: 1, q, kind: "image", limit: SHOWN }).then(
        (answer) => {
          if (!live) return;
          setItems(answer.media);
          setProblem(null);
        },
        (error: unknown) => live && setProblem(fail(error)),
      );
    }, 200);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [open, q, fail]);

  return (
    <>
      <button type="button" className="admin-button admin-button--secondary admin-button--small" onClick={() => setOpen(true)}>
        Choose from the library
      </button>
      <dialog
        ref={ref}
        className="admin-dialog admin-library"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        <h2 id={titleId} className="admin-dialog__title">
          Choose an image from the library
        </h2>
        {open ? (
          <>
            <label className="admin-library__search">
              <span className="admin-field__label">Search the library</span>
              <input type="search" className="admin-input" value={q} onChange={(e) => setQ(e.currentTarget.value)} />
            </label>
            {problem ? <p role="alert">{problem}</p> : null}
            {items === null ? (
              <p className="admin-caption--quiet">Reading the library…</p>
            ) : items.length === 0 ? (
              <p className="admin-caption--quiet">No stored image matches.</p>
            ) : (
              <ul className="admin-library__grid" role="list">
                {items.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      className="admin-library__item"
                      onClick={() => {
                        onPick(m.url);
                        setOpen(false);
                      }}
                    >
                      <img src={thumbUrl(m)} alt="" width={m.width} height={m.height} loading="lazy" />
                      <span className="admin-library__name">Use ‘{mediaName(m)}’</span>
                      <span className="admin-library__meta">
                        {m.width} × {m.height} · {usageText(m)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--secondary" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      </dialog>
    </>
  );
}
