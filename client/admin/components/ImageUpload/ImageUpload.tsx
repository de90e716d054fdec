import { useEffect, useRef, type CSSProperties } from "react";
import { acceptOf, formatList, UPLOAD_IMAGE_FORMATS } from "../../../../shared/schemas/media.ts";
import { guideText, type ImageGuide } from "../../editors.ts";
import type { UploadTracker } from "../../hooks/useEditorForm.ts";
import { Field } from "../Field/index.ts";
import { CloseIcon, ImageIcon } from "../Icon/index.ts";
import { ChosenImages } from "./ChosenImages.tsx";
import { ImageDescription } from "./ImageDescription.tsx";
import { LibraryPicker } from "./LibraryPicker.tsx";
import { useChosenUploads } from "./useChosenUploads.ts";
import "./ImageUpload.css";

const ACCEPT = acceptOf(UPLOAD_IMAGE_FORMATS);
const TYPES_HINT = `${formatList(UPLOAD_IMAGE_FORMATS)}.`;

interface CommonProps {
  label: string;
  /** The guidance of SPEC.md section 5 for this image (shown, not enforced). */
  guide?: ImageGuide;
  error?: string;
  required?: boolean;
  /** The form's uploads: Submit waits for those still running. */
  uploads: UploadTracker;
  /**
   * How the previews are laid out: 'wide' (a banner), 'card' (a card image), 'logo' (small and
   * square, whole), 'gallery' (a new item's images only: nothing is stored yet).
   */
  preview?: "wide" | "card" | "logo" | "gallery";
  /**
   * What the page says for a stored image that has no alt text (the record's title or name): the
   * warning under the image quotes it. Optional: without it the warning says "its own title".
   */
  altDefault?: string;
  /** false: no alt text here (the form asks for its own, e.g. a portrait's description). */
  describe?: boolean;
}

export interface SingleImageUploadProps extends CommonProps {
  multiple?: false;
  /** The stored image (/media URL), "" for none. */
  currentUrl: string;
  /** The image the public page shows while nothing is stored (previewed as such). */
  builtInUrl?: string;
  /** The uploaded image (its /media URL) not saved yet, or null when none is chosen. */
  value: string | null;
  onChange(value: string | null): void;
}

export interface MultipleImageUploadProps extends CommonProps {
  multiple: true;
  currentUrls?: readonly string[];
  /** The uploaded images (/media URLs), in the order chosen. */
  value: readonly string[];
  onChange(value: string[]): void;
}

export type ImageUploadProps = SingleImageUploadProps | MultipleImageUploadProps;

/**
 * A file input with a visible label, the guidance for the image, a preview of the stored image
 * and of the chosen ones. Each chosen file is uploaded to /api/media at once, with its progress;
 * the form receives only the /media URLs, once uploaded.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { label, guide, error, required, preview = "wide", altDefault, describe = true } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const selected = props.multiple ? props.value : props.value ? [props.value] : [];
  const onChange = (urls: string[]) => (props.multiple ? props.onChange(urls) : props.onChange(urls[0] ?? null));
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = "";
  };
  const uploads = useChosenUploads({ uploads: props.uploads, onChange, clearInput });

  // Once the parent drops the choice (saved or reset), the file input lets go of it too.
  const nothingChosen = selected.length === 0 && !uploads.busy;
  useEffect(() => {
    if (nothingChosen && inputRef.current) inputRef.current.value = "";
  }, [nothingChosen]);

  const current = props.multiple ? (props.currentUrls ?? []) : props.currentUrl ? [props.currentUrl] : [];
  const builtIn = props.multiple ? undefined : props.builtInUrl;
  // A refused file leaves the previews: the field's one message (its alert) says why.
  const shown = uploads.entries.filter((e) => e.status === "uploading" || (e.status === "done" && e.url !== undefined && selected.includes(e.url)));
  // Uploaded images restored from a draft have no entry of their own.
  const restored = selected.filter((url) => !uploads.entries.some((e) => e.url === url));
  const chosenCount = shown.length + restored.length;
  // The images the record will show once saved: the chosen ones, else the stored ones.
  const described = !describe ? [] : selected.length > 0 ? selected : current;

  return (
    <Field
      label={label}
      hint={guide ? <>Recommended size: {guideText(guide)}. Larger images are scaled down when saved.</> : TYPES_HINT}
      error={error}
      alert={uploads.problem}
      className="admin-upload"
      style={guide ? ({ "--admin-preview-ratio": `${guide.width} / ${guide.height}` } as CSSProperties) : undefined}
    >
      {(control) => (
        <>
          <div className="admin-upload__picker">
            <input
              {...control}
              ref={inputRef}
              type="file"
              className="admin-upload__input"
              accept={ACCEPT}
              multiple={props.multiple}
              // Required (SPEC.md: browser-level) until an image is uploaded.
              required={required && selected.length === 0}
              onChange={(e) => uploads.choose([...(e.currentTarget.files ?? [])])}
            />
            <LibraryPicker onPick={(url) => onChange(props.multiple ? [...selected.filter((u) => u !== url), url] : [url])} />
            {chosenCount > 0 ? (
              <button
                type="button"
                className="admin-button admin-button--ghost admin-button--small"
                onClick={() => {
                  uploads.discard();
                  onChange([]);
                }}
              >
                <CloseIcon />
                Discard {chosenCount > 1 ? "the chosen images" : "the chosen image"}
              </button>
            ) : null}
          </div>
          <div className="admin-upload__previews" data-preview={preview}>
            {preview === "gallery" ? null : (
              <figure className="admin-upload__preview">
                <figcaption className="admin-caption admin-caption--quiet">
                  {props.multiple ? "Stored images" : current.length === 0 && builtIn ? "Current image: the site's built-in one" : "Current image"}
                </figcaption>
                {current.length === 0 && builtIn ? (
                  <div className="admin-upload__images">
                    <img src={builtIn} alt={`The built-in ${label.toLowerCase()}`} />
                  </div>
                ) : current.length > 0 ? (
                  <div className="admin-upload__images">
                    {current.map((src, i) => (
                      <img key={src} src={src} alt={props.multiple ? `Stored image ${i + 1} of ${current.length}` : `The current ${label.toLowerCase()}`} />
                    ))}
                  </div>
                ) : (
                  <div className="admin-upload__empty">
                    <ImageIcon />
                    <span>{props.multiple ? "No images stored" : "No image stored"}</span>
                  </div>
                )}
              </figure>
            )}
            {chosenCount > 0 ? <ChosenImages label={label} guide={guide} entries={shown} restored={restored} /> : null}
          </div>
          {described.map((url) => (
            <ImageDescription key={url} url={url} altDefault={altDefault} />
          ))}
        </>
      )}
    </Field>
  );
}
