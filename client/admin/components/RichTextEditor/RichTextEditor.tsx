import { lazy, Suspense } from "react";
import { Field } from "../Field/index.ts";
import "./RichTextEditor.css";

declare global {
  interface Window {
    katex?: unknown;
  }
}

/**
 * Quill and KaTeX load only when an editor first renders: KaTeX goes on `window.katex` before
 * Quill's formula format can look for it.
 */
const QuillEditor = lazy(async () => {
  const katex = await import("katex");
  window.katex = katex.default;
  return import("./QuillEditor.tsx");
});

export interface RichTextEditorProps {
  /** The visible label; the editor is named by it for screen readers. */
  label: string;
  /** Help under the label. */
  hint?: string;
  /** A message about the value (e.g. from the server); marks the editor invalid. */
  error?: string;
  /**
   * The starting HTML. The editor is uncontrolled: give it a new `key` to load other content
   * (e.g. when switching the item being edited).
   */
  defaultValue: string;
  /** Called with the editor's HTML after every change the person makes (not on load). */
  onChange(html: string): void;
  placeholder?: string;
  /** A shorter editing area, for a title or a line of text. */
  short?: boolean;
}

/**
 * The rich-text field of the admin: Quill 2 with the full toolbar of SPEC.md, formulas through
 * KaTeX, images uploaded to /api/media, link and video addresses checked, and the public site's
 * `.rich-text` typography inside the editing area. Client-only and lazy-loaded. The editing area
 * is named by the field's label (aria-labelledby: a contenteditable has no <label for>).
 */
export function RichTextEditor({ label, hint, error, defaultValue, onChange, placeholder, short = false }: RichTextEditorProps) {
  return (
    <Field label={label} hint={hint} error={error} labelledBy="id" className={`admin-field--rich${short ? " admin-field--rich-short" : ""}`}>
      {(control) => (
        <Suspense
          fallback={
            <div className="admin-rte admin-rte--loading" aria-busy="true">
              <div className="admin-rte__toolbar-placeholder" />
              <div className="admin-rte__area-placeholder">Loading the editor…</div>
            </div>
          }
        >
          <QuillEditor
            labelledBy={control.labelId}
            describedBy={control["aria-describedby"]}
            invalid={Boolean(control["aria-invalid"])}
            defaultValue={defaultValue}
            onChange={onChange}
            placeholder={placeholder}
          />
        </Suspense>
      )}
    </Field>
  );
}
