import { z } from "zod";

/** POST /api/media (beyond the spec): multipart with one image in the field `file`. */
export const MEDIA_UPLOAD_FIELD = "file";

/** The answer of an upload: where the stored image is served. */
export const mediaUploadResponseSchema = z.object({ url: z.string() });

/**
 * The image formats the site takes in, the one list (DESIGN.md section 5): raster only, never SVG.
 * `format` is the name the server's decoder gives the bytes (the server trusts the bytes, never a
 * declared type); `types` and `extensions` are what browsers declare and name files with, for the
 * admin's `accept=` and its check before an upload; `inEditor` marks the formats SPEC.md section 5
 * allows in the rich-text editor (png, gif, jpeg, bmp and x-icon: not WebP).
 */
export const IMAGE_FORMATS = [
  { format: "png", label: "PNG", types: ["image/png"], extensions: [".png"], inEditor: true },
  { format: "jpeg", label: "JPEG", types: ["image/jpeg", "image/jpg"], extensions: [".jpg", ".jpeg"], inEditor: true },
  { format: "gif", label: "GIF", types: ["image/gif"], extensions: [".gif"], inEditor: true },
  { format: "webp", label: "WebP", types: ["image/webp"], extensions: [".webp"], inEditor: false },
  { format: "bmp", label: "BMP", types: ["image/bmp"], extensions: [".bmp"], inEditor: true },
  // Browsers name icons either way.
  { format: "ico", label: "ICO", types: ["image/x-icon", "image/vnd.microsoft.icon"], extensions: [".ico"], inEditor: true },
] as const;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest image one upload (or one data string) may carry. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

/** Every format the upload takes, and the subset the rich-text editor inserts. */
export const UPLOAD_IMAGE_FORMATS: readonly ImageFormat[] = IMAGE_FORMATS;
export const EDITOR_IMAGE_FORMATS: readonly ImageFormat[] = IMAGE_FORMATS.filter((f) => f.inEditor);

/** The decoder's names of the accepted formats (for the server's check of the bytes). */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(IMAGE_FORMATS.map((f) => f.format));

/** The declared types of `formats` (for a data string's `data:<type>;base64,` head). */
export const imageTypesOf = (formats: readonly ImageFormat[]): string[] => formats.flatMap((f) => [...f.types]);

/** The value of a file input's `accept` attribute for `formats`: types and extensions. */
export const acceptOf = (formats: readonly ImageFormat[]): string => formats.flatMap((f) => [...f.types, ...f.extensions]).join(",");

/** "PNG, JPEG, GIF, WebP, BMP or ICO" (or "… and …" with `and`). */
export function formatList(formats: readonly ImageFormat[], conjunction: "or" | "and" = "or"): string {
  const labels = formats.map((f) => f.label);
  return labels.length < 2 ? labels.join("") : `${labels.slice(0, -1).join(", ")} ${conjunction} ${labels.at(-1)}`;
}

/** Whether a chosen file is of one of `formats`, by its declared type or, lacking one, its name. */
export function isImageOf(file: { type: string; name?: string }, formats: readonly ImageFormat[]): boolean {
  if (file.type) return formats.some((f) => (f.types as readonly string[]).includes(file.type));
  const name = (file.name ?? "").toLowerCase();
  return formats.some((f) => f.extensions.some((ext) => name.endsWith(ext)));
}
