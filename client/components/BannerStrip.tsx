import type { CSSProperties, ReactNode } from "react";
import { cx } from "../lib/cx.ts";
import "./BannerStrip.css";

export interface BannerStripProps {
  /** Image URL: a stored /media/… banner or one of ours under /images/banners/. */
  readonly src: string;
  /** What the image shows; "" when it is purely decorative. */
  readonly alt: string;
  /** Optional words over the image (a quote, a short statement). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * A full-width image strip with a fixed background (the picture stays put while the page
 * scrolls past), 200px high on small screens and 250px from 768px up.
 */
export function BannerStrip({ src, alt, children, className }: BannerStripProps) {
  const style = { "--banner-image": `url(${JSON.stringify(src)})` } as CSSProperties;
  const label = alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true as const };
  return (
    <div className={cx("banner-strip", children ? "banner-strip--with-text" : undefined, className)} style={style}>
      <div className="banner-strip__image" {...label} />
      {children ? <div className="container banner-strip__content">{children}</div> : null}
    </div>
  );
}
