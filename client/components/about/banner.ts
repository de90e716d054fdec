import type { ImageAsset } from "../../content/types.ts";

/** The banner to show: the stored one (a /media URL) when there is one, else our built-in image. */
export function pickBanner(stored: string | undefined, builtIn: ImageAsset): { src: string; alt: string } {
  // A stored banner's subject is unknown; it decorates, so it gets empty alternative text.
  return stored ? { src: stored, alt: "" } : { src: builtIn.path, alt: builtIn.alt };
}
