import { useEffect, useRef, useState } from "react";
import { acceptOf, formatList, isImageOf, MAX_IMAGE_BYTES, MAX_IMAGE_MB, UPLOAD_IMAGE_FORMATS } from "../../../../shared/schemas/media.ts";
import { api } from "../../api.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { formatBytes } from "./format.ts";

const ACCEPT = acceptOf(UPLOAD_IMAGE_FORMATS);
/** Files sent at the same time: more would only queue on the server's image encoder. */
const AT_ONCE = 2;

interface Upload {
  key: number;
  name: string;
  size: number;
  status: "waiting" | "uploading" | "done" | "failed";
  /** 0 to 1 while uploading. */
  share: number;
  error?: string;
}

/** Why a file is refused before any byte is sent, or undefined when it may go. */
function refusal(file: File): string | undefined {
  if (!isImageOf(file, UPLOAD_IMAGE_FORMATS)) return `it is not a ${formatList(UPLOAD_IMAGE_FORMATS)} image.`;
  if (file.size > MAX_IMAGE_BYTES) return `it is larger than ${MAX_IMAGE_MB} MB (${formatBytes(file.size)}).`;
  if (file.size === 0) return "the file is empty.";
  return undefined;
}

/**
 * Upload of several images at once, by drag and drop onto the zone or with the file input: one
 * row per file with its progress, "Uploaded" or the reason it was refused (by this screen before
 * sending, or by the server after). `onUploaded` gets each stored image's URL as it lands.
 */
export function MediaUploader({ onUploaded }: { onUploaded(url: string): void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const fail = useFailure();

  const update = (key: number, change: Partial<Upload>) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const start = (files: File[]) => {
    if (files.length === 0) return;
    const rows = files.map((file) => {
      const error = refusal(file);
      return { file, row: { key: nextKey.current++, name: file.name, size: file.size, status: error ? "failed" : "waiting", share: 0, error } as Upload };
    });
    setUploads((list) => [...rows.map((r) => r.row), ...list.filter((u) => u.status !== "done")]);
    const queue = rows.filter((r) => r.row.status === "waiting");
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, row } = next;
        update(row.key, { status: "uploading" });
        try {
          const url = await api.media.upload(file, { onProgress: (share) => update(row.key, { share }) });
          update(row.key, { status: "done", share: 1 });
          onUploaded(url);
        } catch (error) {
          update(row.key, { status: "failed", error: fail(error) ?? "the session ended." });
        }
      }
    };
    void Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker));
    if (inputRef.current) inputRef.current.value = "";
  };

  // Dropping files is a shortcut for the file input beside it, so it is wired here, not as an element's handler.
  const zoneRef = useRef<HTMLDivElement>(null);
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    const zone = zoneRef.current;
    if (!zone) return;
    const over = (event: DragEvent) => {
      event.preventDefault();
      setDragging(true);
    };
    const leave = () => setDragging(false);
    const drop = (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      startRef.current([...(event.dataTransfer?.files ?? [])]);
    };
    zone.addEventListener("dragover", over);
    zone.addEventListener("dragleave", leave);
    zone.addEventListener("drop", drop);
    return () => {
      zone.removeEventListener("dragover", over);
      zone.removeEventListener("dragleave", leave);
      zone.removeEventListener("drop", drop);
    };
  }, []);

  const failed = uploads.filter((u) => u.status === "failed").length;
  return (
    <section className="admin-media-upload" aria-labelledby="media-upload-title">
      <div
        className={`admin-media-drop${dragging ? " admin-media-drop--over" : ""}`}
        data-testid="media-drop-zone"
        ref={zoneRef}
      >
        <h2 id="media-upload-title" className="admin-media-upload__title">
          Upload images
        </h2>
        <p className="admin-media-upload__hint">
          Drop images here, or choose several at once. {formatList(UPLOAD_IMAGE_FORMATS)}, up to {MAX_IMAGE_MB} MB each.
        </p>
        <label className="admin-button admin-button--secondary admin-media-upload__choose">
          Choose images
          <input ref={inputRef} type="file" className="visually-hidden" accept={ACCEPT} multiple onChange={(e) => start([...(e.currentTarget.files ?? [])])} />
        </label>
      </div>
      {uploads.length > 0 ? (
        <ul className="admin-media-upload__list" role="list" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.key} className={`admin-media-upload__row admin-media-upload__row--${u.status}`}>
              <span className="admin-media-upload__name">{u.name}</span>
              {u.status === "failed" ? (
                <span className="admin-media-upload__error" role="alert">
                  {u.name} was not uploaded: {u.error}
                </span>
              ) : u.status === "done" ? (
                <span className="admin-media-upload__done">Uploaded</span>
              ) : (
                <progress className="admin-media-upload__progress" max={1} value={u.status === "waiting" ? 0 : u.share} aria-label={`Uploading ${u.name}`} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {failed > 0 ? (
        <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={() => setUploads((list) => list.filter((u) => u.status !== "failed"))}>
          Clear the {failed === 1 ? "failed upload" : `${failed} failed uploads`}
        </button>
      ) : null}
    </section>
  );
}
