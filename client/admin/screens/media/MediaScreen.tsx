import { useCallback, useEffect, useRef, useState } from "react";
import { lacksAlt } from "../../../../shared/media-alt.ts";
import type { MediaItem, MediaPage, MediaPatch } from "../../../../shared/schemas/media.ts";
import { api, type MediaQuery } from "../../api.ts";
import { Flash, type FlashMessage } from "../../components/Flash/index.ts";
import { Field } from "../../components/Field/index.ts";
import { DocumentIcon } from "../../components/Icon/index.ts";
import { ScreenHeader } from "../../components/ScreenHeader/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useFailure } from "../../hooks/useFailure.ts";
import { formatBytes, mediaName, thumbUrl, usageText } from "./format.ts";
import { DocumentDetail } from "./DocumentDetail.tsx";
import { MediaDetail } from "./MediaDetail.tsx";
import { MediaUploader } from "./MediaUploader.tsx";
import "./MediaScreen.css";

/** How long the search waits after the last key before asking the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * The media library: every stored image and published PDF (kind "document") as a grid, newest
 * first, paged by the server; search by file name or alt text (a document's title too), filter by
 * kind and "unused"; several uploads at once; and the chosen item's details beside the grid.
 */
export function MediaScreen({ initial }: { initial: MediaPage }) {
  const [answer, setAnswer] = useState(initial);
  const [query, setQuery] = useState<MediaQuery>({ page: 1, q: "" });
  const [search, setSearch] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const [opened, setOpened] = useState<MediaItem | null>(null);
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = useFailure();
  const asked = useRef(0);

  const load = useCallback(
    async (q: MediaQuery) => {
      const ticket = ++asked.current;
      try {
        const next = await api.media.page(q);
        // Only the newest question's answer is shown (typing fast asks several).
        if (ticket === asked.current) setAnswer(next);
      } catch (error) {
        const text = fail(error);
        if (text) setFlash({ kind: "error", text: `The media library could not be read: ${text}` });
      }
    },
    [fail],
  );

  const change = (next: Partial<MediaQuery>) => {
    const q = { ...query, page: 1, ...next };
    setQuery(q);
    void load(q);
  };

  // The search asks the server once typing pauses.
  useEffect(() => {
    if (search === query.q) return;
    const timer = window.setTimeout(() => change({ q: search }), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  });

  const open = answer.media.find((m) => m.id === openId) ?? (opened?.id === openId ? opened : null);

  const save = async (item: MediaItem, patch: MediaPatch) => {
    setBusy(true);
    try {
      const saved = await api.media.save(item.id, patch);
      setAnswer((a) => ({ ...a, media: a.media.map((m) => (m.id === saved.id ? saved : m)) }));
      setOpened(saved);
      setFlash({ kind: "success", text: `Saved the details of ‘${mediaName(saved)}’.` });
    } catch (error) {
      const text = fail(error);
      if (text) setFlash({ kind: "error", text: `The details could not be saved: ${text}` });
    } finally {
      setBusy(false);
    }
  };

  const deletion = useDeletion<MediaItem>({
    nameOf: mediaName,
    warning: "The image and its resized copies will be removed for good.",
    remove: (m) => api.media.remove(m.id),
    onDeleted: (m) => {
      if (m.id === openId) setOpenId(null);
      void load(query);
    },
    flash: setFlash,
  });

  const uploaded = () => {
    // The newest come first: back to the first page, filters kept, so the new images show.
    const q = { ...query, page: 1 };
    setQuery(q);
    void load(q);
  };

  return (
    <div className="admin-screen">
      <ScreenHeader
        eyebrow="Library"
        title="Media"
        intro="Every image stored for the site and every published document, newest first. Give each image alt text (or mark it decorative), pick the part that must stay in view when it is cropped, and see where it is used before you delete it. Documents are edited on the Reports & documents screen."
      />
      <Flash message={flash} onDismiss={() => setFlash(null)} />
      <MediaUploader onUploaded={uploaded} />
      <div className="admin-media-filters" role="search" aria-label="Media library">
        <Field label="Search by name or alt text">
          {(control) => <input {...control} type="search" className="admin-input" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />}
        </Field>
        <Field label="Kind">
          {(control) => (
            <select {...control} className="admin-input" value={query.kind ?? ""} onChange={(e) => change({ kind: (e.currentTarget.value || undefined) as MediaQuery["kind"] })}>
              <option value="">All kinds</option>
              <option value="image">Images</option>
              <option value="document">Documents</option>
            </select>
          )}
        </Field>
        <label className="admin-inline admin-media-check">
          <input type="checkbox" checked={!!query.unused} onChange={(e) => change({ unused: e.currentTarget.checked || undefined })} />
          <span>Unused only</span>
        </label>
      </div>
      <p className="admin-media-count" aria-live="polite">
        {answer.total === 0 ? "Nothing matches." : `${answer.total} ${answer.total === 1 ? "item" : "items"}`}
      </p>
      <div className={`admin-media${open ? " admin-media--open" : ""}`}>
        <ul className="admin-media-grid" role="list" aria-label="Stored images and documents">
          {answer.media.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="admin-media-tile"
                aria-pressed={m.id === openId}
                onClick={() => {
                  setOpenId(m.id);
                  setOpened(m);
                }}
              >
                {m.document && !m.document.cover ? (
                  <span className="admin-media-tile__doc">
                    <DocumentIcon />
                    <span>PDF</span>
                  </span>
                ) : (
                  <img src={m.document?.cover || thumbUrl(m)} alt="" width={m.width || undefined} height={m.height || undefined} loading="lazy" decoding="async" />
                )}
                <span className="admin-media-tile__name">{m.document ? m.document.title : mediaName(m)}</span>
                <span className="admin-media-tile__meta">
                  {m.document ? `PDF document · ${formatBytes(m.bytes)}` : `${m.width} × ${m.height}`} · {usageText(m)}
                </span>
                {!m.document && lacksAlt(m) ? <span className="admin-media-tile__flag">No alt text</span> : null}
              </button>
            </li>
          ))}
        </ul>
        {open?.document ? <DocumentDetail key={open.id} item={open} onClose={() => setOpenId(null)} /> : open ? <MediaDetail key={`${open.id}:${open.updatedAt}`} item={open} busy={busy || deletion.busy !== null} onSave={(m, p) => void save(m, p)} onDelete={deletion.ask} onClose={() => setOpenId(null)} /> : null}
      </div>
      {answer.pages > 1 ? (
        <nav className="admin-side-list__pages" aria-label="Pages of the media library">
          <button type="button" className="admin-button admin-button--ghost" disabled={answer.page <= 1} onClick={() => change({ page: answer.page - 1 })}>
            Previous<span className="visually-hidden"> page</span>
          </button>
          <span aria-live="polite">
            Page {answer.page} of {answer.pages}
          </span>
          <button type="button" className="admin-button admin-button--ghost" disabled={answer.page >= answer.pages} onClick={() => change({ page: answer.page + 1 })}>
            Next<span className="visually-hidden"> page</span>
          </button>
        </nav>
      ) : null}
      {deletion.dialog}
    </div>
  );
}
