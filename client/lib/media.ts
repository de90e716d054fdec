/** Rules of images stored under /media (see server/services/media.ts). */
import { CROP_FAMILIES, type CropFamily } from "../../shared/schemas/media.ts";

/** `/media/<sha256>.<ext>`: an original the media pipeline stored (and can make variants of). */
const STORED_MEDIA = /^\/media\/([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
/** Widths of the variants the server makes on request (VARIANT_WIDTHS in server/services/media.ts). */
const MEDIA_VARIANT_WIDTHS = [480, 960, 1920] as const;

/** The `srcset` of a stored image in one variant format, or undefined for any other source. */
export function mediaSrcSet(src: string, format: "avif" | "webp", crop?: CropFamily): string | undefined {
  const m = STORED_MEDIA.exec(src);
  if (!m || m[2] === "gif") return undefined; // variants of an animation would freeze it
  // A shape the page shows: the variants cropped around the image's focal point, so what staff
  // marked as the subject stays in view instead of whatever the middle of the picture holds.
  if (crop) return CROP_FAMILIES[crop].map((size) => `/media/${m[1]}-${size}.${format} ${size.split("x")[0]}w`).join(", ");
  return MEDIA_VARIANT_WIDTHS.map((w) => `/media/${m[1]}-${w}.${format} ${w}w`).join(", ");
}
