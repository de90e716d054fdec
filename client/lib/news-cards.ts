/**
 * The cards of the news list and the images of a stored item, made by the page loaders on the
 * server (this module reads the shared schema module, which the browser bundle does not need).
 */
import { splitImageList, type NewsSummary } from "../../shared/schemas/news.ts";
import type { FixedArticle } from "../../shared/content/types.ts";
import type { NewsCard } from "./news.ts";

/** The images of a stored item, in order (`newsImgUrl` holds comma-separated URLs). */
export const newsImages = (item: Pick<NewsSummary, "newsImgUrl">): string[] => splitImageList(item.newsImgUrl);

export const storedCard = (item: NewsSummary): NewsCard => ({
  id: item._id,
  title: item.title,
  subtitle: item.subtitle,
  image: newsImages(item)[0] ?? "",
  imageAlt: "",
  date: item.createdAt,
});

export const fixedCard = (article: FixedArticle): NewsCard => ({
  id: article.slug,
  title: article.title,
  subtitle: article.subtitle,
  image: article.image,
  imageAlt: "",
  date: article.date,
});
