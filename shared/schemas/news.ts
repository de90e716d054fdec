import { z } from "zod";
import { pageTotals } from "./paging.ts";
import { NEWS_MAX_IMAGES } from "../constants.ts";
import { looksLikeId, SLUG_MAX, SLUG_PATTERN, SLUG_RULE } from "../slug.ts";
import { idSchema, imageField, instantSchema, plainText, requiredText, richText, timestamps } from "./common.ts";

/**
 * An article's readable address, `/news-and-events/{slug}`: trimmed and lower-cased, then checked
 * against the one rule (shared/slug.ts); an id-like slug is refused (it would shadow an id
 * address). Uniqueness is checked by the server (409).
 */
export const newsSlugSchema = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
  .trim()
  .toLowerCase()
  .min(1, "must not be empty")
  .max(SLUG_MAX, `must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, SLUG_RULE)
  .refine((slug) => !looksLikeId(slug), { error: "must not look like a record id (24 hexadecimal characters)" });

/** The most photos one gallery holds. */
export const GALLERY_MAX = 60;

/**
 * One photo of an article's gallery: the image (a data string on write, a /media URL or one of
 * the site's own pictures), its alt text (what it shows, for screen readers: required, a gallery
 * photo is never decoration) and its caption (shown under it in the lightbox). Plain text,
 * escaped on output.
 */
export const galleryItemSchema = z.strictObject({
  image: imageField().refine((v) => v.trim() !== "", "needs an image"),
  alt: requiredText(300),
  caption: plainText(500).default(""),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;

/** An ordered gallery: the photos in the order the lightbox steps through them. */
export const gallerySchema = z
  .array(galleryItemSchema, { error: "must be a list of { image, alt, caption }" })
  .max(GALLERY_MAX, `must hold at most ${GALLERY_MAX} photos`);

/** Empty text means "make one from the title" on a create. */
const optionalSlug = z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), newsSlugSchema.optional());

/**
 * POST /api/news-and-events. `newsImgUrl` is a comma-separated list of images, each a
 * `data:image/…;base64,…` string or a `/media/…` URL; one to NEWS_MAX_IMAGES of them. `content` is
 * rich text (sanitised on write).
 */
export const newsCreateSchema = z.strictObject({
  title: requiredText(300),
  subtitle: requiredText(1000),
  content: richText().default(""),
  newsImgUrl: imageField()
    .refine((v) => splitImageList(v).length > 0, "needs at least one image")
    .refine((v) => splitImageList(v).length <= NEWS_MAX_IMAGES, `must list at most ${NEWS_MAX_IMAGES} images`),
  // Beyond SPEC.md: the address (made from the title when absent), the page hero and a gallery.
  slug: optionalSlug,
  heroImage: imageField().default(""),
  gallery: gallerySchema.default([]),
  // When it was published (the lists' order): now unless given; never in the future (Schedule does that).
  publishedAt: instantSchema.optional(),
});
export type NewsCreate = z.infer<typeof newsCreateSchema>;

/**
 * PATCH /api/news-and-events/{id} (beyond SPEC.md): any subset of the fields; the item keeps its
 * id and address. A `newsImgUrl` given must still list at least one image.
 */
export const newsPatchSchema = z
  .strictObject({
    title: requiredText(300),
    subtitle: requiredText(1000),
    content: richText(),
    newsImgUrl: imageField().refine((v) => splitImageList(v).length > 0, "needs at least one image"),
    slug: newsSlugSchema,
    heroImage: imageField(),
    gallery: gallerySchema,
    publishedAt: instantSchema,
  })
  .partial();
export type NewsPatch = z.infer<typeof newsPatchSchema>;
export type NewsCreateInput = z.input<typeof newsCreateSchema>;

/** A news item as the API answers it; `newsImgUrl` holds comma-separated /media URLs. */
export const newsItemSchema = z.object({
  _id: idSchema,
  title: z.string(),
  subtitle: z.string(),
  newsImgUrl: z.string(),
  content: z.string(),
  /** The readable address: /news-and-events/{slug}. */
  slug: z.string(),
  /** The page hero's picture; "" for the newsroom's. */
  heroImage: z.string(),
  /** The photo gallery, in order. */
  gallery: z.array(z.object({ image: z.string(), alt: z.string(), caption: z.string() })),
  /** When it was published (UTC ISO): the lists, the feed and the search order by it. */
  publishedAt: z.string(),
  ...timestamps,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /api/news-and-events (newest first). */
export const newsListResponseSchema = z.object({ newsAndEvents: z.array(newsItemSchema) });
/**
 * A news item as a list shows it (`?page=` / `?limit=` answers): everything but its rich text, hero
 * picture and gallery (its `slug` makes the card's link).
 */
export const newsSummarySchema = newsItemSchema.omit({ content: true, heroImage: true, gallery: true });
export type NewsSummary = z.infer<typeof newsSummarySchema>;
/** GET /api/news-and-events with `?page=`, `?limit=` or `?q=`: a page of summaries; the totals also in `X-Total-Count` / `X-Total-Pages`. */
export const newsPageSchema = z.object({ newsAndEvents: z.array(newsSummarySchema), ...pageTotals });
export type NewsPage = z.infer<typeof newsPageSchema>;
/** GET /api/news-and-events/{id} and the answer of POST. */
export const newsItemResponseSchema = z.object({ newsAndEvents: newsItemSchema });

/**
 * Splits a newsImgUrl list into its images. A data string carries a comma of its own
 * (`data:image/png;base64,AAAA`), so an item starting with `data:` runs to the second comma.
 * Empty items are dropped.
 */
export function splitImageList(value: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i <= value.length) {
    while (i < value.length && /\s/.test(value[i] as string)) i++;
    let end: number;
    if (value.startsWith("data:", i)) {
      const header = value.indexOf(",", i);
      end = header < 0 ? -1 : value.indexOf(",", header + 1);
    } else {
      end = value.indexOf(",", i);
    }
    if (end < 0) end = value.length;
    const item = value.slice(i, end).trim();
    if (item) out.push(item);
    i = end + 1;
  }
  return out;
}
