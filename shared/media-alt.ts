/**
 * How public pages describe a stored image (pure, shared by the page loaders and the editors'
 * warning). The image's own words come first: the alt text staff gave where they placed it (a
 * gallery entry, a portrait), else the alt text of the image in the media library. An image
 * marked decorative gets an empty alt on purpose. An image nobody described gets the record's
 * title or name, so no stored picture goes out without a description.
 */

/** What the media library holds about an image's description. */
export interface ImageDescription {
  alt: string;
  decorative: boolean;
  caption: string;
}
export type ImageDescriptions = ReadonlyMap<string, ImageDescription>;

const MEDIA_ID = /^\/media\/([0-9a-f]{64})(?=[.~-])/;

/** The media id in a /media URL (any of its variants), or undefined for another address. */
export const mediaIdOf = (url: string): string | undefined => MEDIA_ID.exec(url.trim())?.[1];

/** Every media id named in a list of URLs (for one lookup). */
export const mediaIdsOf = (urls: readonly string[]): string[] => [...new Set(urls.flatMap((u) => mediaIdOf(u) ?? []))];

/**
 * The alt text a page gives a stored image: `own` (the alt set where it is used) when not blank,
 * else the library's alt, "" when the library marks it decorative, else `fallback`.
 */
export function altFor(url: string, descriptions: ImageDescriptions, fallback: string, own?: string): string {
  if (own?.trim()) return own.trim();
  const id = mediaIdOf(url);
  const d = id ? descriptions.get(id) : undefined;
  if (d?.alt.trim()) return d.alt.trim();
  if (d?.decorative) return "";
  return fallback.trim();
}

/** Whether an image still needs words from staff: in the library, no alt text and not marked decorative. */
export const lacksAlt = (d: Pick<ImageDescription, "alt" | "decorative"> | undefined): boolean => !!d && !d.alt.trim() && !d.decorative;

const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const IMG = /<img\b[^>]*>/gi;
const SRC = /\bsrc="([^"]*)"/i;
const ALT = /\balt="([^"]*)"/i;

/** The /media ids of the images in cleaned rich text. */
export function mediaIdsInHtml(html: string): string[] {
  return mediaIdsOf([...html.matchAll(IMG)].map((m) => SRC.exec(m[0])?.[1] ?? ""));
}

/**
 * Rich text with every stored image described: an image the editor left without alt text gets
 * the library's (or, lacking one, `fallback`; nothing when decorative). Alt text set in the editor
 * is kept as it is.
 */
export function describeHtmlImages(html: string, descriptions: ImageDescriptions, fallback: string): string {
  return html.replace(IMG, (tag) => {
    const src = SRC.exec(tag)?.[1];
    if (!src || !mediaIdOf(src)) return tag;
    const own = ALT.exec(tag)?.[1];
    if (own?.trim()) return tag;
    const alt = escapeAttr(altFor(src, descriptions, fallback));
    return ALT.test(tag) ? tag.replace(ALT, `alt="${alt}"`) : tag.replace(/^<img\b/i, `<img alt="${alt}"`);
  });
}
