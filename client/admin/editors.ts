/**
 * The content editors as data: which blocks each screen edits, in which order, with which labels,
 * and which public page shows them. One generic form renders every text block (its rich-text
 * fields come from SINGLETONS), one banner form every banner.
 */
import { SINGLETONS, type SingletonKey, type SingletonValue, type SingletonValues } from "../../shared/schemas/content.ts";
import { bannerImages } from "../content/images.ts";
import { revisioned } from "./api-history.ts";

export type BannerKey = "whoWeAreBanner" | "coreValuesBanner" | "approachBanner" | "strategicAlliancesBanner";
export type TextBlockKey = Exclude<SingletonKey, BannerKey>;

export interface FieldDef {
  label: string;
  /** Help shown under the label. */
  hint?: string;
  /** Plain-text fields: one line (default), several lines, or an e-mail address. */
  input?: "line" | "lines" | "email";
}

/** Labels of every field of every text block. */
export const FIELD_LABELS: { [K in TextBlockKey]: { [F in keyof SingletonValue<K>]: FieldDef } } = {
  heroText: { text: { label: "Hero text", hint: "The headline over the video at the top of the home page." } },
  overview: {
    highlight: { label: "Highlight", hint: "The heading of the overview." },
    content: { label: "Content" },
  },
  stats: {
    sectors: { label: "Sectors", hint: "Shown as ‘Business Sectors’." },
    portfolios: { label: "Portfolios", hint: "Shown as ‘Active Portfolio Companies’." },
    employees: { label: "Employees", hint: "Shown as ‘Professional Employees’." },
    operations: { label: "Operations", hint: "Shown as ‘Operation professionals’." },
  },
  whatWeDo: {
    highlight: { label: "Highlight", hint: "The heading above the sector cards." },
    content: { label: "Content" },
  },
  footer: {
    about: { label: "About", input: "lines", hint: "The short text about the company in the footer of every page." },
    address: { label: "Address", hint: "Shown under ‘Corporate HQ’." },
    telephones: { label: "Telephones", hint: "Separate the numbers with commas; the footer shows the first two." },
    email: { label: "Email", input: "email" },
  },
  whoWeAre: {
    highlight: { label: "Highlight", hint: "The heading of the ‘Who we are’ section." },
    content: { label: "Content" },
  },
  coreValues: {
    integrity: { label: "Integrity", input: "lines" },
    excellence: { label: "Excellence", input: "lines" },
    innovation: { label: "Innovation", input: "lines" },
  },
  approach: {
    highlight: { label: "Highlight", hint: "The heading of the page body." },
    content: { label: "Content" },
  },
  strategicAlliances: {
    highlight: { label: "Highlight", hint: "The heading of the page body." },
    content: { label: "Content" },
  },
};

/** Whether a field of a block holds rich text (HTML), as the shared contract says. */
export function isRichText(key: SingletonKey, field: string): boolean {
  return (SINGLETONS[key].richText as readonly string[]).includes(field);
}

/**
 * Image guidance of SPEC.md section 5, shown beside uploads (not enforced: the server scales
 * oversized images down).
 */
export interface ImageGuide {
  maxKB: number;
  width: number;
  height: number;
}
export const IMAGE_GUIDES = {
  banner: { maxKB: 70, width: 1920, height: 600 },
  investmentHero: { maxKB: 25, width: 1920, height: 494 },
  investmentBanner: { maxKB: 25, width: 516, height: 350 },
} as const satisfies Record<string, ImageGuide>;

export const guideText = (g: ImageGuide) => `max ${g.maxKB}KB, ${g.width}px by ${g.height}px`;

/** The site's own banner each page shows while none is uploaded. */
export const BUILT_IN_BANNERS: Record<BannerKey, string> = {
  whoWeAreBanner: bannerImages.whoWeAre.path,
  coreValuesBanner: bannerImages.coreValues.path,
  approachBanner: bannerImages.approach.path,
  strategicAlliancesBanner: bannerImages.strategicAlliances.path,
};

export type SectionDef =
  | { kind: "text"; key: TextBlockKey; title: string; description: string }
  | { kind: "banner"; key: BannerKey; title: string; description: string };

export interface EditorGroup {
  /** Shown above the group when a screen has several (About). */
  title?: string;
  /** The public page showing these blocks. */
  viewHref: string;
  sections: readonly SectionDef[];
}

export interface EditorScreen {
  title: string;
  intro: string;
  groups: readonly EditorGroup[];
}

export const EDITOR_SCREENS = {
  home: {
    title: "Home page",
    intro: "The texts of the home page and the footer shown on every page. Each part is saved on its own.",
    groups: [
      {
        viewHref: "/",
        sections: [
          { kind: "text", key: "heroText", title: "Hero", description: "The first screen, over the background video." },
          { kind: "text", key: "overview", title: "Overview", description: "The introduction below the hero." },
          { kind: "text", key: "stats", title: "Statistics", description: "The four figures of the ‘at a Glance’ band." },
          { kind: "text", key: "whatWeDo", title: "What we do", description: "The text above the eight sector cards." },
          { kind: "text", key: "footer", title: "Footer", description: "Shown at the bottom of every public page." },
        ],
      },
    ],
  },
  about: {
    title: "About",
    intro: "The ‘Who we are’ and ‘Our culture & core values’ pages. Each part is saved on its own.",
    groups: [
      {
        title: "Who we are",
        viewHref: "/about-us/who-we-are",
        sections: [
          { kind: "banner", key: "whoWeAreBanner", title: "Who we are banner", description: "The image strip of the ‘Who we are’ page." },
          { kind: "text", key: "whoWeAre", title: "Who we are", description: "The highlight and body of the page." },
        ],
      },
      {
        title: "Core values",
        viewHref: "/about-us/our-culture-and-core-values",
        sections: [
          { kind: "banner", key: "coreValuesBanner", title: "Core values banner", description: "The image strip of the core values page." },
          { kind: "text", key: "coreValues", title: "Core values", description: "The description under each of the three values." },
        ],
      },
    ],
  },
  approach: {
    title: "Approach",
    intro: "The ‘Investing on a Value Basis’ page. Each part is saved on its own.",
    groups: [
      {
        viewHref: "/approach",
        sections: [
          { kind: "banner", key: "approachBanner", title: "Banner", description: "The image strip of the page." },
          { kind: "text", key: "approach", title: "Approach", description: "The highlight and body of the page." },
        ],
      },
    ],
  },
  strategicAlliances: {
    title: "Strategic Alliances",
    intro: "The ‘Creating Growth Opportunities’ page. Each part is saved on its own.",
    groups: [
      {
        viewHref: "/strategic-alliances",
        sections: [
          { kind: "banner", key: "strategicAlliancesBanner", title: "Banner", description: "The image strip of the page." },
          { kind: "text", key: "strategicAlliances", title: "Strategic alliances", description: "The highlight and body of the page." },
        ],
      },
    ],
  },
} as const satisfies Record<string, EditorScreen>;

export type ScreenValues = Partial<SingletonValues>;

/** The id of a section's form: names its draft and its entry in the unsaved-changes register. */
export const formIdOf = (key: SingletonKey) => `content:${key}`;
/** The anchor of a section on its screen. */
export const anchorOf = (key: SingletonKey) => `part-${key}`;

/** The blocks of a screen and the revision each was read at (sent back with its saves). */
export interface LoadedScreen {
  values: ScreenValues;
  revisions: Partial<Record<SingletonKey, string | null>>;
}

/** Reads every block a screen edits, in parallel (the screen's client loader). */
export async function loadScreen(screen: EditorScreen): Promise<LoadedScreen> {
  const keys = screen.groups.flatMap((g) => g.sections.map((s) => s.key));
  const read = await Promise.all(keys.map((key) => revisioned.content.get(key)));
  return {
    values: Object.fromEntries(keys.map((key, i) => [key, read[i]?.value])) as ScreenValues,
    revisions: Object.fromEntries(keys.map((key, i) => [key, read[i]?.revision ?? null])),
  };
}
