/**
 * An image that never shifts the layout and never loads before it is needed: explicit width and
 * height, lazy below the fold, and for images stored under /media the server's responsive
 * variants (480/960/1920 px wide, AVIF and WebP; see server/services/media.ts) offered through
 * `srcset`. Images the project ships (`/images/…`) are already sized and are served as they are.
 */
import type { CropFamily } from "../../../shared/schemas/media.ts";
import { mediaSrcSet } from "../../lib/media.ts";

export interface ResponsiveImageProps {
  src: string;
  /** Alternative text; "" for an image that only decorates. */
  alt: string;
  /** Intrinsic size (or the intended aspect, for stored images of unknown size): reserves the space. */
  width: number;
  height: number;
  /** How wide the image is shown, for the browser's choice among the variants. */
  sizes?: string;
  /** Above the fold: load at once and early (heroes). Everything else loads lazily. */
  priority?: boolean;
  className?: string;
  /** The shape it is shown in, when it is one the server crops around the focal point (CROP_FAMILIES). */
  crop?: CropFamily;
}

export function ResponsiveImage({ src, alt, width, height, sizes = "100vw", priority = false, className, crop }: ResponsiveImageProps) {
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  const avif = mediaSrcSet(src, "avif", crop);
  const webp = mediaSrcSet(src, "webp", crop);
  if (!avif || !webp) return img;
  return (
    // global.css makes <picture> `display: contents`: the <img> sizes and places itself.
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}
