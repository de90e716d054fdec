/**
 * The cards of the news list and the images of a stored item, made by the page loaders on the
 * server (this module reads the shared schema module, which the browser bundle does not need).
 */
import { builtInRecordImages, lowCupGallery } from "../../shared/content/images.ts";
import type { GalleryImage } from "../../shared/content/types.ts";
import { splitImageList, type NewsItem, type NewsSummary } from "../../shared/schemas/news.ts";
import type { NewsCard } from "./news.ts";

/** The images of a stored item, in order (`newsImgUrl` holds comma-separated URLs). */
export const newsImages = (item: Pick<NewsSummary, "newsImgUrl">): string[] => splitImageList(item.newsImgUrl);

/** The path segment of an article's address: its slug (an item made before slugs falls back to its id). */
export const articleKey = (item: Pick<NewsSummary, "_id" | "slug">): string => item.slug || item._id;

export const storedCard = (item: NewsSummary): NewsCard => ({
  id: articleKey(item),
  title: item.title,
  subtitle: item.subtitle,
  image: newsImages(item)[0] ?? "",
  imageAlt: "",
  date: item.publishedAt,
});

/** Article photos of unknown size are shown at 3:2. */
const PHOTO = { width: 1200, height: 800 };
const STORED_MEDIA = /^\/media\/([0-9a-f]{64})\.(png|jpg|webp)$/;
const builtInThumbs = new Map(lowCupGallery.map((g) => [g.src, g]));

/**
 * An article's gallery as the Gallery component shows it: each photo with its alt text, caption,
 * size and thumbnail (the site's own photos have sized thumbnails; a stored upload's thumbnail is
 * its 480 px variant, a GIF its original).
 */
export function galleryImages(item: Pick<NewsItem, "gallery">): GalleryImage[] {
  return item.gallery.map(({ image, alt, caption }) => {
    const own = builtInThumbs.get(image);
    if (own) return { ...own, alt, caption };
    const m = STORED_MEDIA.exec(image);
    const thumb = { path: m ? `/media/${m[1]}-480.webp` : image, width: 480, height: 320, alt };
    return { src: image, alt, caption, ...PHOTO, thumb };
  });
}

/** The alt text of one of an article's pictures: its gallery entry's, else the site picture's, else none (decorative). */
export function pictureAlt(item: Pick<NewsItem, "gallery">, src: string): string {
  return item.gallery.find((g) => g.image === src)?.alt ?? builtInRecordImages.get(src)?.alt ?? "";
}
