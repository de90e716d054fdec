import type { ReactNode } from "react";
import type { ImageAsset } from "../../shared/content/types.ts";
import { cx } from "../lib/cx.ts";
import { heroCrop, PORTRAIT_SCREEN, STORED_HERO_SIZES } from "../lib/hero-images.ts";
import { mediaSrcSet } from "../lib/media.ts";
import { Breadcrumb, type BreadcrumbItem } from "./Breadcrumb.tsx";
import "./PageHero.css";
import "./hero-overlay.css";

export interface PageHeroImage {
  /** Image URL (one of ours under /images/… or a stored /media/… URL). */
  readonly src: string;
  /** Alternative text; "" when the image is purely decorative. */
  readonly alt: string;
  readonly width?: number;
  readonly height?: number;
}

/** One of our own images (content/images.ts) as a hero image. */
export const heroImageOf = (asset: ImageAsset): PageHeroImage => ({ src: asset.path, alt: asset.alt, width: asset.width, height: asset.height });

/** The trail of a page under About us. */
export const aboutCrumbs = (label: string): BreadcrumbItem[] => [{ label: "About us", href: "/about-us" }, { label }];

/** The hero of a page under the home page: its title over its image, the trail Home > title. */
export const topPageHero = (page: { title: string; hero: ImageAsset }) => ({
  title: page.title,
  image: heroImageOf(page.hero),
  crumbs: [{ label: "Home", href: "/" }, { label: page.title }],
});

export interface PageHeroProps {
  /** The page's one h1. Pass `titleAs="p"` when the page's h1 is elsewhere. */
  readonly title: ReactNode;
  readonly titleAs?: "h1" | "p";
  readonly image: PageHeroImage;
  /** Small gold capitals above the title (e.g. the section of the site). */
  readonly eyebrow?: ReactNode;
  /** One or two sentences under the title. */
  readonly lede?: ReactNode;
  /** The breadcrumb trail shown above the title (light, over the picture). */
  readonly crumbs?: readonly BreadcrumbItem[];
  /** Extra content under the lede (e.g. rich hero text, a button). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The full-bleed hero that opens every content page: a photograph under a dark overlay with the
 * page title in white. 70vh tall (50vh on very large screens), never shorter than its content;
 * it starts under the fixed, transparent header.
 */
export function PageHero({ title, titleAs = "h1", image, eyebrow, lede, crumbs, children, className }: PageHeroProps) {
  const Title = titleAs;
  const img = (
    <img className="page-hero__image cover-layer" src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="async" />
  );
  // Lighter sources where they exist (docs/performance.md): a centre crop of our own heroes for
  // portrait phones, the resized AVIF/WebP variants of a stored image.
  const crop = heroCrop(image.src);
  const avif = mediaSrcSet(image.src, "avif");
  const webp = mediaSrcSet(image.src, "webp");
  return (
    <header className={cx("page-hero", className)}>
      {crop || avif ? (
        <picture>
          {crop ? <source media={PORTRAIT_SCREEN} type="image/webp" srcSet={crop} /> : null}
          {avif ? <source type="image/avif" srcSet={avif} sizes={STORED_HERO_SIZES} /> : null}
          {webp ? <source type="image/webp" srcSet={webp} sizes={STORED_HERO_SIZES} /> : null}
          {img}
        </picture>
      ) : (
        img
      )}
      <div className="hero-overlay" aria-hidden="true" />
      <div className="container page-hero__inner">
        {crumbs ? (
          <div className="page-hero__top">
            <Breadcrumb tone="light" items={crumbs} />
          </div>
        ) : null}
        {eyebrow ? <p className="eyebrow page-hero__eyebrow">{eyebrow}</p> : null}
        <Title className="page-hero__title title-rule">{title}</Title>
        {lede ? <p className="page-hero__lede">{lede}</p> : null}
        {children}
      </div>
    </header>
  );
}
