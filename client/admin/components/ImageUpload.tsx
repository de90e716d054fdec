import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import { guideText, type ImageGuide } from "../editors.ts";
import { CloseIcon, ImageIcon } from "./icons.tsx";

/** Types the server accepts as images (DESIGN.md section 5); never SVG. */
export const UPLOAD_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp", "image/x-icon", "image/vnd.microsoft.icon"] as const;
const REFUSED = "Choose a PNG, JPEG, GIF, WebP, BMP or ICO image.";

interface Chosen {
  dataUrl: string;
  name: string;
  bytes: number;
  width?: number;
  height?: number;
}

interface CommonProps {
  label: string;
  /** The guidance of SPEC.md section 5 for this image (shown, not enforced). */
  guide?: ImageGuide;
  error?: string;
  required?: boolean;
}

export interface SingleImageUploadProps extends CommonProps {
  multiple?: false;
  /** The stored image (/media URL), "" for none. */
  currentUrl: string;
  /** The image the public page shows while nothing is stored (previewed as such). */
  builtInUrl?: string;
  /** The chosen image as a data URL, or null when none is chosen. */
  value: string | null;
  onChange(value: string | null): void;
}

export interface MultipleImageUploadProps extends CommonProps {
  multiple: true;
  currentUrls?: readonly string[];
  /** The chosen images as data URLs. */
  value: readonly string[];
  onChange(value: string[]): void;
}

export type ImageUploadProps = SingleImageUploadProps | MultipleImageUploadProps;

function read(file: File): Promise<Chosen> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error(`${file.name} could not be read.`));
    reader.onload = () => {
      const dataUrl = String(reader.result);
      const img = new Image();
      img.onload = () => resolve({ dataUrl, name: file.name, bytes: file.size, width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => reject(new Error(`${file.name} is not an image this browser can show.`));
      img.src = dataUrl;
    };
    reader.readAsDataURL(file);
  });
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Notes on a chosen image against its guidance (the server scales oversized images down). */
function notesOf(chosen: Chosen, guide?: ImageGuide): string[] {
  if (!guide) return [];
  const notes: string[] = [];
  if (chosen.bytes > guide.maxKB * 1024) notes.push(`${kb(chosen.bytes)} is over the ${guide.maxKB} KB guide: it will be scaled down and compressed when saved.`);
  if (chosen.width && chosen.height && (chosen.width !== guide.width || chosen.height !== guide.height)) {
    notes.push(`${chosen.width} × ${chosen.height} px; this image looks best at ${guide.width} × ${guide.height} px, so it may be cropped on the page.`);
  }
  return notes;
}

/**
 * A file input with a visible label, the guidance for the image, a preview of the stored image
 * and of the chosen one. The choice is handed over as a data URL, for the image's JSON field.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { label, guide, error, required } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [problem, setProblem] = useState<string>();
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const message = problem ?? (error ? `${label} ${error}` : undefined);

  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  // Details of the chosen files still selected (the parent clears the value after a save).
  const shown = chosen.filter((c) => selected.includes(c.dataUrl));
  // Once the parent drops the choice (saved or reset), the file input lets go of it too.
  useEffect(() => {
    if (selected.length === 0 && inputRef.current) inputRef.current.value = "";
  }, [selected.length]);
  const current = props.multiple ? (props.currentUrls ?? []) : props.currentUrl ? [props.currentUrl] : [];
  const builtIn = props.multiple ? undefined : props.builtInUrl;

  const choose = async (files: File[]) => {
    setProblem(undefined);
    if (files.length === 0) return;
    if (files.some((f) => !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(f.type))) {
      setProblem(REFUSED);
      if (inputRef.current) inputRef.current.value = "";
      return;
    }
    try {
      const read_ = await Promise.all(files.map(read));
      setChosen(read_);
      if (props.multiple) props.onChange(read_.map((c) => c.dataUrl));
      else props.onChange(read_[0]?.dataUrl ?? null);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : REFUSED);
    }
  };

  const discard = () => {
    setChosen([]);
    setProblem(undefined);
    if (inputRef.current) inputRef.current.value = "";
    if (props.multiple) props.onChange([]);
    else props.onChange(null);
  };

  return (
    <div
      className={`admin-field admin-upload${message ? " admin-field--invalid" : ""}`}
      style={guide ? ({ "--admin-preview-ratio": `${guide.width} / ${guide.height}` } as CSSProperties) : undefined}
    >
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      <span id={hintId} className="admin-field__hint">
        {guide ? <>Recommended size: {guideText(guide)}. Larger images are scaled down when saved.</> : "PNG, JPEG, GIF, WebP, BMP or ICO."}
      </span>
      <div className="admin-upload__picker">
        <input
          ref={inputRef}
          id={id}
          type="file"
          className="admin-upload__input"
          accept={UPLOAD_IMAGE_TYPES.join(",")}
          multiple={props.multiple}
          required={required && selected.length === 0}
          aria-describedby={[hintId, message ? problemId : ""].filter(Boolean).join(" ")}
          aria-invalid={message ? true : undefined}
          onChange={(e) => void choose([...(e.currentTarget.files ?? [])])}
        />
        {selected.length > 0 ? (
          <button type="button" className="admin-button admin-button--ghost admin-button--small" onClick={discard}>
            <CloseIcon />
            Discard {selected.length > 1 ? "the chosen images" : "the chosen image"}
          </button>
        ) : null}
      </div>
      {message ? (
        <span id={problemId} className="admin-field__error" role="alert">
          {message}
        </span>
      ) : null}
      <div className="admin-upload__previews">
        <figure className="admin-upload__preview">
          <figcaption>{props.multiple ? "Stored images" : current.length === 0 && builtIn ? "Current image: the site's built-in one" : "Current image"}</figcaption>
          {current.length === 0 && builtIn ? (
            <div className="admin-upload__images">
              <img src={builtIn} alt={`The built-in ${label.toLowerCase()}`} />
            </div>
          ) : current.length > 0 ? (
            <div className="admin-upload__images">
              {current.map((src) => (
                <img key={src} src={src} alt={`${props.multiple ? "A stored" : "The current"} ${label.toLowerCase()}`} />
              ))}
            </div>
          ) : (
            <div className="admin-upload__empty">
              <ImageIcon />
              <span>{props.multiple ? "No images stored" : "No image stored"}</span>
            </div>
          )}
        </figure>
        {selected.length > 0 ? (
          <figure className="admin-upload__preview admin-upload__preview--new">
            <figcaption>{selected.length > 1 ? `New images (${selected.length})` : "New image, not saved yet"}</figcaption>
            <div className="admin-upload__images">
              {selected.map((src, i) => (
                <img key={`${i}-${src.length}`} src={src} alt={`The chosen ${label.toLowerCase()}${selected.length > 1 ? ` ${i + 1}` : ""}`} />
              ))}
            </div>
            {shown.map((c) => (
              <p key={c.dataUrl.length + c.name} className="admin-upload__meta">
                <span>
                  {c.name} · {kb(c.bytes)}
                  {c.width ? ` · ${c.width} × ${c.height} px` : ""}
                </span>
                {notesOf(c, guide).map((note) => (
                  <span key={note} className="admin-upload__note">
                    {note}
                  </span>
                ))}
              </p>
            ))}
          </figure>
        ) : null}
      </div>
    </div>
  );
}
