/** Rules of images stored under /media (see server/services/media.ts). */

/** `/media/<sha256>.<ext>`: an original the media pipeline stored (and can make variants of). */
const STORED_MEDIA = /^\/media\/([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
/** Widths of the variants the server makes on request (VARIANT_WIDTHS in server/services/media.ts). */
const MEDIA_VARIANT_WIDTHS = [480, 960, 1920] as const;

/** The `srcset` of a stored image in one variant format, or undefined for any other source. */
export function mediaSrcSet(src: string, format: "avif" | "webp"): string | undefined {
  const m = STORED_MEDIA.exec(src);
  if (!m || m[2] === "gif") return undefined; // variants of an animation would freeze it
  return MEDIA_VARIANT_WIDTHS.map((w) => `/media/${m[1]}-${w}.${format} ${w}w`).join(", ");
}
