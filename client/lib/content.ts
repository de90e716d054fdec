import type { ImageAsset } from "../../shared/content/types.ts";
import { htmlToText } from "../../shared/html.ts";

/**
 * True when stored text shows nothing: empty, whitespace, or editor markup without text
 * (Quill saves an empty editor as "<p><br></p>"). Images and embeds count as content.
 */
export function isBlank(value: string | undefined | null): boolean {
  return !value || (!/<(img|iframe)\b/i.test(value) && htmlToText(value) === "");
}

/** The stored block with each blank field replaced by the built-in text (SPEC section 4). */
export function withFallbacks<T extends Record<string, string>>(stored: Partial<T> | undefined, fallback: T): T {
  const out = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof T)[]) {
    const value = stored?.[key];
    if (typeof value === "string" && !isBlank(value)) out[key] = value as T[keyof T];
  }
  return out;
}

/** The banner to show: the stored one (a /media URL) when there is one, else our built-in image. */
export function pickBanner(stored: string | undefined, builtIn: ImageAsset, storedAlt = ""): { src: string; alt: string } {
  // A stored banner is described as the loader worked out (the media library's alt, else the page's title).
  return stored ? { src: stored, alt: storedAlt } : { src: builtIn.path, alt: builtIn.alt };
}
