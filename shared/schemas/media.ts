import { z } from "zod";
import { pageParams, pageTotals } from "./paging.ts";

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

/** Widths of the resized variants (`/media/<hash>-<width>.<webp|avif>`), whole picture. */
export const VARIANT_WIDTHS = [480, 960, 1920] as const;

/**
 * Sizes of the cropped variants (`/media/<hash>-<w>x<h>.<webp|avif>`): resized to cover, then cropped
 * around the image's focal point. The page banners (1920×600 guidance), the investment hero
 * (1920×494) and banner (516×350), at full, half and quarter width.
 */
export const CROP_FAMILIES = {
  /** Page banners (SPEC.md's 1920×600 guidance). */
  banner: ["480x150", "960x300", "1920x600"],
  /** The investment hero. */
  hero: ["480x124", "960x247", "1920x494"],
  /** The investment banner and the portfolio cards (516×350 shown, 1032×700 for dense screens). */
  card: ["516x350", "1032x700"],
} as const satisfies Record<string, readonly `${number}x${number}`[]>;
export type CropFamily = keyof typeof CROP_FAMILIES;
export const CROP_SIZES: readonly string[] = Object.values(CROP_FAMILIES).flat();

/**
 * SPEC.md section 5's size guidance, by image field: an upload over it is re-encoded (JPEG, lower
 * quality, then smaller) until it fits, never refused. The investment hero's 25 KB at 1920 px is
 * left out on purpose: meeting it would blur the widest picture on the site, and pages show the
 * WebP/AVIF variants anyway.
 */
export const IMAGE_GUIDANCE: Readonly<Record<string, { maxBytes: number; width: number; height: number }>> = {
  bannerImgString: { maxBytes: 70 * 1024, width: 1920, height: 600 },
  bannerImage: { maxBytes: 25 * 1024, width: 516, height: 350 },
};

/** Longest alt text kept for an image (a sentence or two; longer is refused with 400). */
export const MAX_ALT_LENGTH = 500;

/** A 64-hex media id: the hash in the image's address `/media/<id>.<ext>`. */
export const mediaIdSchema = z.string().regex(/^[0-9a-f]{64}$/, "must be a media id (64 hexadecimal characters)");

/** Longest caption kept for an image. */
export const MAX_CAPTION_LENGTH = 1000;

/**
 * PATCH /api/media/{id}: alt text, caption, "decorative" (an empty alt on purpose) and the focal
 * point (x, y from 0 to 1, left/top to right/bottom). Every field is optional.
 */
export const mediaPatchSchema = z
  .object({
    alt: z.string().max(MAX_ALT_LENGTH, `must be at most ${MAX_ALT_LENGTH} characters`).optional(),
    caption: z.string().max(MAX_CAPTION_LENGTH, `must be at most ${MAX_CAPTION_LENGTH} characters`).optional(),
    decorative: z.boolean().optional(),
    focal: z
      .object({
        x: z.number().min(0, "must be from 0 to 1").max(1, "must be from 0 to 1"),
        y: z.number().min(0, "must be from 0 to 1").max(1, "must be from 0 to 1"),
      })
      .strict()
      .optional(),
  })
  .strict();
export type MediaPatch = z.infer<typeof mediaPatchSchema>;

/** Where an image is used: a record of a content table, with its title, public page and editor (an /admin path). */
export const mediaUseSchema = z.object({ table: z.string(), id: z.string(), title: z.string(), href: z.string(), editor: z.string() });
export type MediaUse = z.infer<typeof mediaUseSchema>;

/** One stored image as the library shows it. */
export const mediaItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  bytes: z.number(),
  /** "image" (a stored picture) or "document" (a published PDF from Reports & documents). */
  kind: z.enum(["image", "document"]),
  /** The file name it was uploaded as, "" when unknown. */
  name: z.string(),
  alt: z.string(),
  caption: z.string(),
  decorative: z.boolean(),
  focal: z.object({ x: z.number(), y: z.number() }),
  version: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  usedBy: z.array(mediaUseSchema),
  /**
   * Set on a published PDF (kind "document", only in the paged answer): its title, description,
   * cover image ("" without one), public page, editor (the Reports screen) and page count. A
   * document has no alt text or focal point; it is edited, replaced and deleted on the Reports screen.
   */
  document: z.object({ title: z.string(), description: z.string(), cover: z.string(), page: z.string(), editor: z.string(), pages: z.number() }).optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
export const mediaItemResponseSchema = z.object({ media: mediaItemSchema });
export const mediaListResponseSchema = z.object({ media: z.array(mediaItemSchema) });

/** The kinds the Media screen filters by. */
export const MEDIA_KINDS = ["image", "document"] as const;

/**
 * GET /api/media?page=&limit=&q=&kind=&unused= (the paging of /api/news-and-events): q finds the
 * name, alt text or caption containing it (any case; a document's title and description too);
 * unused=true keeps the images no page shows (a document is never unused: its own page shows it).
 * The pages hold the published PDFs as kind "document" beside the images. Without any parameter,
 * the whole list of images only, as before documents joined.
 */
export const mediaListQuerySchema = z.object({
  ...pageParams,
  q: z.string().max(200, "must be at most 200 characters").optional(),
  kind: z.enum(MEDIA_KINDS, { error: "must be image or document" }).optional(),
  unused: z.enum(["true", "false"], { error: "must be true or false" }).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export const MEDIA_LIST_PARAMS = ["page", "limit", "q", "kind", "unused"] as const;
export const mediaPageSchema = z.object({ media: z.array(mediaItemSchema), ...pageTotals });
export type MediaPage = z.infer<typeof mediaPageSchema>;

/** Pages an image is used on (distinct public addresses): what "used on N pages" counts. */
export const pagesUsing = (uses: readonly MediaUse[]): number => new Set(uses.map((u) => u.href)).size;
