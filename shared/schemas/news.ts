import { z } from "zod";
import { pageTotals } from "./paging.ts";
import { NEWS_MAX_IMAGES } from "../constants.ts";
import { idSchema, imageField, requiredText, richText, timestamps } from "./common.ts";

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
  ...timestamps,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** GET /api/news-and-events (newest first). */
export const newsListResponseSchema = z.object({ newsAndEvents: z.array(newsItemSchema) });
/** A news item as a list shows it (`?page=` / `?limit=` answers): everything but its rich text. */
export const newsSummarySchema = newsItemSchema.omit({ content: true });
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
