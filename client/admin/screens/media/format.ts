import type { MediaItem } from "../../../../shared/schemas/media.ts";
import { pagesUsing } from "../../../../shared/schemas/media.ts";

/** "224 KB", "1.4 MB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** What the Media screen calls an image: its file name, else "Image <first 8 hex>". */
export const mediaName = (m: Pick<MediaItem, "name" | "id">): string => m.name || `Image ${m.id.slice(0, 8)}`;

/** "Used on 3 pages", "Used on 1 page", "Not used on any page". */
export function usageText(m: Pick<MediaItem, "usedBy">): string {
  const n = pagesUsing(m.usedBy);
  return n === 0 ? "Not used on any page" : `Used on ${n} ${n === 1 ? "page" : "pages"}`;
}

/**
 * A small picture of a stored image for grids: its 480 px WebP variant, pinned to the current
 * file (a replaced image shows the new one); a GIF is shown as it is.
 */
export function thumbUrl(m: Pick<MediaItem, "id" | "url" | "version" | "mime">): string {
  if (m.mime === "image/gif" || !/^[0-9a-f]{12}$/.test(m.version)) return m.url;
  return `/media/${m.id}~${m.version}-480.webp`;
}

/** The media id of a /media URL, or undefined. */
export const idOfUrl = (url: string): string | undefined => /^\/media\/([0-9a-f]{64})\./.exec(url)?.[1];
