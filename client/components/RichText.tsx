import { cx } from "../lib/cx.ts";
import "./RichText.css";

export interface RichTextProps {
  /** HTML from the editor, ALREADY SANITISED by the server on write. Never pass user input. */
  readonly html: string;
  /** `inverse` for light text on dark backgrounds; `lead` for a larger opening paragraph size. */
  readonly tone?: "default" | "inverse";
  readonly size?: "default" | "lead";
  readonly className?: string;
  readonly id?: string;
}

/**
 * Renders stored rich text (Quill output, sanitised server-side) with the site's typography,
 * including Quill's alignment, indent, size, font, direction, list, quote and code classes.
 */
export function RichText({ html, tone = "default", size = "default", className, id }: RichTextProps) {
  return (
    <div
      id={id}
      className={cx("rich-text", tone === "inverse" && "rich-text--inverse", size === "lead" && "rich-text--lead", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
