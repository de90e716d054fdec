import { lazy, Suspense, useId } from "react";
import type { QuillEditorProps } from "./QuillEditor.tsx";

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
}

/**
 * The rich-text field of the admin: Quill 2 with the full toolbar of SPEC.md, formulas through
 * KaTeX, images uploaded to /api/media, link and video addresses checked, and the public site's
 * `.rich-text` typography inside the editing area. Client-only and lazy-loaded.
 */
export function RichTextEditor({ label, hint, error, defaultValue, onChange, placeholder }: RichTextEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const props: QuillEditorProps = { labelledBy: labelId, describedBy, invalid: Boolean(error), defaultValue, onChange, placeholder };
  return (
    <div className={`admin-field admin-field--rich${error ? " admin-field--invalid" : ""}`}>
      <span id={labelId} className="admin-field__label">
        {label}
      </span>
      {hint ? (
        <span id={hintId} className="admin-field__hint">
          {hint}
        </span>
      ) : null}
      <Suspense
        fallback={
          <div className="admin-rte admin-rte--loading" aria-busy="true">
            <div className="admin-rte__toolbar-placeholder" />
            <div className="admin-rte__area-placeholder">Loading the editor…</div>
          </div>
        }
      >
        <QuillEditor {...props} />
      </Suspense>
      {error ? (
        <span id={errorId} className="admin-field__error">
          {label} {error}
        </span>
      ) : null}
    </div>
  );
}
