/**
 * The Quill 2 editor itself, loaded on demand by RichTextEditor (never part of a public page).
 * KaTeX is on `window.katex` before this module runs (see RichTextEditor).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import ReactQuill, { Quill } from "react-quill-new";
import "./editor.css";
import { acceptOf, EDITOR_IMAGE_FORMATS, imageTypesOf, MAX_ALT_LENGTH, UPLOAD_IMAGE_FORMATS } from "../../../../shared/schemas/media.ts";
import { ApiError } from "../../api.ts";
import { EDITOR_RULE, problemWith, useImageUpload } from "../../hooks/useImageUpload.ts";
import { checkLinkUrl, checkVideoUrl } from "./urls.ts";
import { TOOLBAR, labelToolbar } from "./toolbar.ts";

/** Links keep only the schemes SPEC.md allows (Quill's own list also has sms). */
const BaseLink = Quill.import("formats/link") as { new (...args: never[]): object; PROTOCOL_WHITELIST: string[] };
class SafeLink extends BaseLink {
  static override PROTOCOL_WHITELIST = ["http", "https", "mailto", "tel"];
}
Quill.register("formats/link", SafeLink, true);

/** The parts of Quill's tooltip (link, video and formula entry) this editor hooks into. */
interface QuillTooltip {
  root: HTMLElement;
  textbox: HTMLInputElement | null;
  save(): void;
  edit(mode?: string, preview?: string | null): void;
}

const TOOLTIP_LABELS: Record<string, string> = { link: "Link address", video: "Video address (YouTube or Vimeo)", formula: "Formula (TeX)" };

export interface QuillEditorProps {
  /** The id of the element naming the editor (its visible label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  defaultValue: string;
  /** Called with the editor's HTML after every change the person makes. */
  onChange(html: string): void;
  placeholder?: string;
}

type Status = { kind: "idle" } | { kind: "busy"; message: string; progress: number } | { kind: "error"; message: string };

export default function QuillEditor({ labelledBy, describedBy, invalid = false, defaultValue, onChange, placeholder }: QuillEditorProps) {
  const upload = useImageUpload();
  const quillRef = useRef<ReactQuill>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // The images in the text and their alt attributes, read from the editor after each change.
  const [images, setImages] = useState<{ src: string; alt: string }[]>([]);
  const readImages = useCallback(() => {
    const root = quillRef.current?.getEditor().root;
    if (!root) return;
    const found = [...root.querySelectorAll("img")].map((img) => ({ src: img.getAttribute("src") ?? "", alt: img.getAttribute("alt") ?? "" }));
    setImages((before) => (before.length === found.length && before.every((b, i) => b.src === found[i]?.src && b.alt === found[i]?.alt) ? before : found));
  }, []);
  useEffect(() => {
    readImages();
  }, [readImages]);
  /** Writes an image's alt attribute into the text; Quill reads the change as an edit of the person's. */
  const setAlt = (index: number, alt: string) => {
    const quill = quillRef.current?.getEditor();
    const img = quill?.root.querySelectorAll("img")[index];
    if (!quill || !img) return;
    if (alt) img.setAttribute("alt", alt);
    else img.removeAttribute("alt");
    quill.update("user");
    readImages();
  };
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  /** Uploads images to /api/media and inserts their /media URLs (never inline base64). */
  const insertImages = useCallback(async (files: readonly File[], at?: { index: number; length: number }) => {
    const quill = quillRef.current?.getEditor();
    if (!quill || files.length === 0) return;
    const problems = files.map((f) => problemWith(f, EDITOR_RULE));
    const accepted = files.filter((_f, i) => problems[i] === null);
    const refusal = problems.find((p) => p !== null);
    if (accepted.length === 0) {
      setStatus({ kind: "error", message: refusal ?? EDITOR_RULE.refused });
      return;
    }
    const range = at ?? quill.getSelection(true);
    try {
      let index = range.index;
      if (range.length > 0) quill.deleteText(range.index, range.length, "user");
      for (const [n, file] of accepted.entries()) {
        const message = accepted.length > 1 ? `Uploading image ${n + 1} of ${accepted.length}…` : "Uploading the image…";
        setStatus({ kind: "busy", message, progress: 0 });
        const url = await upload(file, { onProgress: (progress) => setStatus({ kind: "busy", message, progress }) });
        quill.insertEmbed(index, "image", url, "user");
        index += 1;
      }
      quill.setSelection(index, 0, "user");
      setStatus(refusal ? { kind: "error", message: `Some files were left out. ${refusal}` } : { kind: "idle" });
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) return;
      setStatus({ kind: "error", message: `The image was not inserted. ${error instanceof Error ? error.message : ""}`.trim() });
    }
  }, [upload]);

  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: () => fileRef.current?.click(),
        },
      },
      // Dropped and pasted image files go through the same upload; every type reaches the
      // handler so that a refused one is explained rather than silently dropped.
      uploader: {
        mimetypes: [...imageTypesOf(UPLOAD_IMAGE_FORMATS), "image/svg+xml", "image/avif", "image/tiff"],
        handler: (range: { index: number; length: number }, files: File[]) => void insertImages(files, range),
      },
    }),
    [insertImages],
  );

  // A layout effect, in the same commit as Quill's mount: a passive effect runs after a paint, and
  // anything reading the page in between (a screen reader, axe) met unnamed toolbar pickers.
  useLayoutEffect(() => {
    const quill = quillRef.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.classList.add("rich-text");
    root.setAttribute("role", "textbox");
    root.setAttribute("aria-multiline", "true");
    root.setAttribute("aria-labelledby", labelledBy);
    if (describedBy) root.setAttribute("aria-describedby", describedBy);
    else root.removeAttribute("aria-describedby");
    if (invalid) root.setAttribute("aria-invalid", "true");
    else root.removeAttribute("aria-invalid");
    const toolbar = quill.getModule("toolbar") as { container?: HTMLElement } | undefined;
    if (toolbar?.container) labelToolbar(toolbar.container, document.getElementById(labelledBy)?.textContent ?? "text");
  }, [labelledBy, describedBy, invalid]);

  // Link and video addresses are checked before Quill's tooltip applies them.
  useEffect(() => {
    const quill = quillRef.current?.getEditor();
    const tooltip = (quill?.theme as unknown as { tooltip?: QuillTooltip } | undefined)?.tooltip;
    if (!tooltip?.textbox) return;
    const textbox = tooltip.textbox;
    const save = tooltip.save.bind(tooltip);
    const edit = tooltip.edit.bind(tooltip);
    tooltip.edit = (mode = "link", preview = null) => {
      setStatus({ kind: "idle" });
      edit(mode, preview);
      textbox.setAttribute("aria-label", TOOLTIP_LABELS[mode] ?? "Value");
      textbox.removeAttribute("aria-invalid");
    };
    tooltip.save = () => {
      const mode = tooltip.root.getAttribute("data-mode");
      if (mode === "link" || mode === "video") {
        const checked = mode === "link" ? checkLinkUrl(textbox.value) : checkVideoUrl(textbox.value);
        if (!checked.ok) {
          setStatus({ kind: "error", message: checked.message });
          textbox.setAttribute("aria-invalid", "true");
          textbox.focus();
          return;
        }
        textbox.value = checked.url;
      }
      setStatus({ kind: "idle" });
      save();
    };
    return () => {
      tooltip.save = save;
      tooltip.edit = edit;
    };
  }, []);

  return (
    <div className="admin-rte">
      <ReactQuill
        ref={quillRef}
        theme="snow"
        modules={modules}
        defaultValue={defaultValue}
        placeholder={placeholder}
        // The editor's own markup, not getSemanticHTML(): that one turns videos into links,
        // formulas into bare text and every space into &nbsp;. The server's allowlist and the
        // public `.rich-text` styles both take this markup.
        useSemanticHTML={false}
        onChange={(html, _delta, source) => {
          if (source === "user") onChangeRef.current(html);
          readImages();
        }}
      />
      <input
        ref={fileRef}
        type="file"
        accept={acceptOf(EDITOR_IMAGE_FORMATS)}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="editor-image-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          void insertImages(files);
        }}
      />
      {images.length > 0 ? (
        <fieldset className="admin-rte__images">
          <legend className="admin-caption">Images in this text</legend>
          {images.map((image, i) => (
            <div key={`${i}:${image.src}`} className="admin-rte__image">
              <label className="admin-field__label">
                Alt text of image {i + 1}
                <input type="text" className="admin-input" maxLength={MAX_ALT_LENGTH} value={image.alt} onChange={(e) => setAlt(i, e.currentTarget.value)} />
              </label>
              {image.alt.trim() ? null : (
                <p className="admin-upload__warning">
                  Image {i + 1} of the text has no alt text. The page will use the media library&apos;s, else the page&apos;s title, until you add some.
                </p>
              )}
            </div>
          ))}
        </fieldset>
      ) : null}
      <p className={`admin-rte__status admin-rte__status--${status.kind}`} role={status.kind === "error" ? "alert" : "status"}>
        {status.kind === "idle" ? "" : status.message}
        {status.kind === "busy" ? <progress max={100} value={Math.round(status.progress * 100)} aria-label="Image upload" /> : null}
      </p>
    </div>
  );
}
