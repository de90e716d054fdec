/**
 * Types of the fixed site content in `shared/content/`. Every page component that renders fixed
 * content takes one of these shapes; the content modules beside this file are the only values.
 */
import type { InvestmentSector } from "../constants.ts";

// The shapes of the stored blocks the fallbacks cover (the blocks themselves are declared in
// shared/schemas/content.ts, which imports this folder's seed copy, so they are spelled out here).
type HighlightContent = { highlight: string; content: string };
type Stats = { sectors: string; portfolios: string; employees: string; operations: string };
type Footer = { about: string; address: string; telephones: string; email: string; linkedin: string; x: string; youtube: string; instagram: string };
type CoreValues = { integrity: string; excellence: string; innovation: string };

/** One entry of the main navigation; `children` form the hover submenu / mobile step 2. */
export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

/**
 * Built-in texts shown wherever the stored content is empty (SPEC section 9). The values are the
 * seed content of `shared/fallbacks.ts`, so the fallback and the first stored text never differ.
 */
export interface SiteFallbacks {
  heroText: string;
  overview: HighlightContent;
  stats: Stats;
  whatWeDo: HighlightContent;
  footer: Footer;
  whoWeAre: HighlightContent;
  coreValues: CoreValues;
  approach: HighlightContent;
  strategicAlliances: HighlightContent;
}

/** Labels of the four figures of the home statistics band. */
export type StatLabels = Record<keyof Stats, string>;

/** Keys of the line icons drawn in `icons.ts`: one per sector tone, then the others. */
export type IconName =
  | SectorTone
  // core values
  | "integrity"
  | "excellence"
  | "innovation"
  // interface
  | "arrow-right"
  | "arrow-left"
  | "arrow-down"
  | "chevron-down"
  | "chevron-right"
  | "chevron-left"
  | "menu"
  | "close"
  | "phone"
  | "mail"
  | "map-pin"
  | "search"
  | "external-link"
  | "trash"
  | "edit"
  | "logout"
  | "plus"
  // the news feed and the footer's social links (drawn in the same line style, no brand artwork)
  | "feed"
  | "linkedin"
  | "x-social"
  | "youtube"
  | "instagram";

/**
 * A 24×24 line icon: render each path with `fill="none" stroke="currentColor"
 * stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"`.
 */
export interface IconDefinition {
  viewBox: string;
  paths: string[];
}

/** An image file the project ships in `client/public` (served from the site root). */
export interface ImageAsset {
  /** Absolute URL path, e.g. `/images/heroes/about.webp`. */
  path: string;
  width: number;
  height: number;
  /** Alternative text; empty only for purely decorative images. */
  alt: string;
}

/** A photo of a gallery: the full image plus a small thumbnail for the grid. */
export interface GalleryImage {
  src: string;
  alt: string;
  /** Shown under the photo in the lightbox (the alt text when there is none). */
  caption?: string;
  width: number;
  height: number;
  thumb: ImageAsset;
}

/**
 * A sector's colour family: `--sector-<tone>` (the colour) and `--sector-<tone>-ink` (text that
 * reads on it) in client/styles/tokens.css, the only place sector colours are written.
 */
export type SectorTone =
  | "construction"
  | "real-estate"
  | "telecoms"
  | "aviation"
  | "manufacturing"
  | "energy"
  | "retail"
  | "healthcare"
  | "mining";

/** The tone of any sector value: a sector's own, or `neutral` (also in tokens.css) for none. */
export type Tone = SectorTone | "neutral";

/**
 * A sector as stored on an investment (SPEC section 5), or "energy" (used only by the fixed
 * energy companies; the admin sector list does not offer it).
 */
export type SectorValue = InvestmentSector | "energy";

/** Slugs of the fixed sector pages under /our-investments/. */
export type SectorPageSlug = "construction" | "real-estate" | "aviation" | "telecommunications" | "mining";

/** Where a sector card slides in from when it reveals its companies (SPEC: '0' or '-100%'). */
export type RevealDirection = "0" | "-100%";

/** One sector: everything the site says about it except its colour (which is in tokens.css). */
export interface Sector {
  /** The sector as a portfolio card labels it (SPEC section 4; see sectorLabel in lib/sectors.ts). */
  label: string;
  tone: SectorTone;
  icon: IconName;
  /** The fixed sector page /our-investments/<slug>, for the five sectors that have one. */
  page?: {
    slug: SectorPageSlug;
    title: string;
    heading: string;
    /** Paragraphs of plain text. */
    description: string[];
  };
  /** The home page's "What we do" card, for the eight sectors that have one. */
  card?: {
    title: string;
    /** Assets-under-management line, e.g. "$67B AUM". */
    subtitle: string;
    description: string;
    direction: RevealDirection;
    /**
     * Other stored sectors whose companies this card lists beside its own (a sector without a
     * card of its own). The card lists the stored companies of these sectors, in stored order.
     */
    alsoLists?: SectorValue[];
  };
}

/** A link in the open state of a home sector card. */
export interface SectorCardLink {
  name: string;
  /** `/our-investments/<slug>` */
  url: string;
}

/** One of the eight "What we do" cards of the home page. `isReveal` is UI state, not data. */
export interface SectorCard {
  /** Made from the title; names the card's element ids. */
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  tone: SectorTone;
  direction: RevealDirection;
  icon: IconName;
  subContent: {
    /** "company" for one linked company, "companies" for more. */
    name: "company" | "companies";
    contents: SectorCardLink[];
  };
  /**
   * When the card names fewer companies than its sectors hold: the portfolio list filtered to
   * the card's sector, and how many companies that list shows.
   */
  all?: { url: string; total: number };
}

/** A fixed sector page: hero, heading and description. */
export interface SectorPage {
  slug: SectorPageSlug;
  title: string;
  heading: string;
  /** Paragraphs of plain text. */
  description: string[];
  heroImage: string;
  heroAlt: string;
}

/** Slugs of the fixed company pages under /our-investments/ (SPEC plus osc and posmoreti). */
export type CompanySlug =
  | "arbico"
  | "nivafer"
  | "fidc"
  | "aac"
  | "biswal"
  | "afl"
  | "ledco"
  | "anker"
  | "prestige-chen-jun"
  | "r28-energy"
  | "biswal-oil-and-gas"
  | "eco-joinery"
  | "utopian"
  | "veenocks"
  | "osc"
  | "posmoreti";

/** A fixed company page: breadcrumb, hero, image, description and external link. */
export interface CompanyPage {
  slug: CompanySlug;
  /** Short name, as used in filters and breadcrumbs. */
  name: string;
  /** Display title. */
  title: string;
  sector: SectorValue;
  /** Short tagline shown over the hero. */
  heroText: string;
  /** Paragraphs of plain text. */
  description: string[];
  /** The company's own website (opens in a new tab). */
  website: string;
  heroImage: string;
  image: string;
  imageAlt: string;
  /** `false` keeps it off its sector's home card (seeded as the record's `homeCard: "no"`). */
  homeCard?: false;
}

/** Built-in images for a stored investment whose hero or banner image is empty. */
export interface FallbackImages {
  hero: string;
  banner: string;
}

/** A person on the leadership pages. */
export interface Leader {
  slug: string;
  name: string;
  role: string;
  /** One sentence for the card. */
  summary: string;
  /** Paragraphs of plain text. */
  biography: string[];
  photo: string;
  photoAlt: string;
  /** The founder/chairman: not on the list, breadcrumb 'Leadership > Board of Directors'. */
  isChairman: boolean;
}

/** Slugs of the two fixed news articles. */
export type FixedArticleSlug = "low-cup" | "lagos-arena";

/** A built-in article: what the first start stores as a news item at /news-and-events/{slug} (server/db/seed-news.ts). */
export interface FixedArticle {
  slug: FixedArticleSlug;
  title: string;
  subtitle: string;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  heroImage: string;
  image: string;
  imageAlt: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Photos of the event; empty when there is no gallery. */
  gallery: GalleryImage[];
  /** The other fixed article, shown under 'Latest news and events'. */
  related: FixedArticleSlug;
}

/** One of the three core values. */
export interface CoreValue {
  key: "integrity" | "excellence" | "innovation";
  name: string;
  icon: IconName;
  tagline: string;
  description: string;
}

/** A titled block of a static copy page. */
export interface CopySection {
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
}

/** Copy of the static /about-us page. */
export interface AboutUsPageCopy {
  title: string;
  hero: ImageAsset;
  heading: string;
  intro: string;
  sections: CopySection[];
  /** Links onward to the three about-us sub pages. */
  links: { label: string; href: string; description: string }[];
}

/** Copy of the /contacts page (address, phones and e-mail come from the footer content). */
export interface ContactPageCopy {
  title: string;
  hero: ImageAsset;
  heading: string;
  intro: string;
  addressLabel: string;
  phoneLabel: string;
  emailLabel: string;
  form: {
    heading: string;
    intro: string;
    labels: { name: string; email: string; company: string; phone: string; message: string };
    submit: string;
  };
  /** Where the embedded map is centred; Victoria Island, Lagos. */
  map: { title: string; latitude: number; longitude: number; zoom: number };
}
