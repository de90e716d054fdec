/**
 * The content editors as data: which blocks each screen edits, in which order, with which labels,
 * and which public page shows them. One generic form renders every text block (its rich-text
 * fields come from SINGLETONS), one banner form every banner.
 */
import { highlightPages } from "../../shared/content/highlight-pages.ts";
import { SINGLETONS, type BannerKey, type SingletonKey, type SingletonValue, type SingletonValues, type TextBlockKey } from "../../shared/schemas/content.ts";
import type { FieldInput } from "../../shared/schemas/content-kind.ts";
import { bannerImages } from "../../shared/content/images.ts";
import { api } from "./api.ts";

export type { BannerKey, TextBlockKey };

export interface FieldDef {
  label: string;
  /** Help shown under the label. */
  hint?: string;
  /** Plain-text fields: one line (default), several lines, or an e-mail address. */
  input?: Exclude<FieldInput, "rich" | "image">;
}

/** Label, hint and input of one field of a text block, as its declaration says. */
export function fieldsOf<K extends TextBlockKey>(key: K): { [F in keyof SingletonValue<K>]: FieldDef } {
  const fields = SINGLETONS[key].fields as Record<string, { label: string; hint?: string; input: FieldInput }>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, f]) => [
      name,
      { label: f.label, ...(f.hint ? { hint: f.hint } : {}), ...(f.input === "lines" || f.input === "email" ? { input: f.input } : {}) },
    ]),
  ) as { [F in keyof SingletonValue<K>]: FieldDef };
}

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

/** What a page says for a stored banner without alt text (its loader's default): the page's title. */
export const BANNER_ALT_DEFAULTS: Record<BannerKey, string> = {
  whoWeAreBanner: highlightPages.whoWeAre.hero.title,
  coreValuesBanner: "Our culture and core values",
  approachBanner: highlightPages.approach.hero.title,
  strategicAlliancesBanner: highlightPages.strategicAlliances.hero.title,
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
  /** Above the title: the menu item the screen belongs to ("Content" when left out). */
  eyebrow?: string;
  title: string;
  intro: string;
  groups: readonly EditorGroup[];
}

const text = (key: TextBlockKey, title: string, description = "The highlight and body of the page."): SectionDef => ({ kind: "text", key, title, description });
/** A banner strip: `of` names its page in the description. */
const banner = (key: BannerKey, title: string, of = "the page"): SectionDef => ({ kind: "banner", key, title, description: `The image strip of ${of}.` });
/** A sector's part: its home card, its page, or both. */
const sectorPart = (key: TextBlockKey, title: string, page?: string, card = true): SectionDef =>
  text(
    key,
    title,
    [card ? "Its card on the home page" : "", page ? `${card ? "and its" : "Its"} page /our-investments/${page}` : ""].filter(Boolean).join(" ") + ".",
  );
/** A screen's intro: what it edits, then how it saves. */
const intro = (what: string) => `${what}. Each part is saved on its own.`;

export const EDITOR_SCREENS = {
  home: {
    title: "Home page",
    intro: intro("The texts of the home page and the footer shown on every page"),
    groups: [
      {
        viewHref: "/",
        sections: [
          text("heroText", "Hero", "The first screen, over the background video."),
          text("overview", "Overview", "The introduction below the hero."),
          text("stats", "Statistics", "The four figures of the ‘at a Glance’ band."),
          text("statLabels", "Statistics labels", "The label under each figure of the ‘at a Glance’ band."),
          text("whatWeDo", "What we do", "The text above the eight sector cards."),
          text("footer", "Footer", "Shown at the bottom of every public page."),
          text("contactPage", "Contacts page", "The heading and introductions of the Contacts page; its address, telephones and e-mail are the footer's."),
        ],
      },
    ],
  },
  about: {
    title: "About",
    intro: intro("The ‘About us’, ‘Who we are’ and ‘Our culture & core values’ pages, the privacy notice and the accessibility statement"),
    groups: [
      {
        title: "About us",
        viewHref: "/about-us",
        sections: [text("aboutUs", "About us page", "The heading, introduction and three sections of the About us page.")],
      },
      {
        title: "Who we are",
        viewHref: "/about-us/who-we-are",
        sections: [banner("whoWeAreBanner", "Who we are banner", "the ‘Who we are’ page"), text("whoWeAre", "Who we are")],
      },
      {
        title: "Core values",
        viewHref: "/about-us/our-culture-and-core-values",
        sections: [
          banner("coreValuesBanner", "Core values banner", "the core values page"),
          text("coreValues", "Core values", "The description under each of the three values."),
          text("coreValuesCopy", "Taglines and introduction", "The introduction of the page and the tagline of each value."),
        ],
      },
      {
        title: "Privacy notice",
        viewHref: "/privacy",
        sections: [text("privacyNotice", "Privacy notice", "The page linked from the footer and the contact form.")],
      },
      {
        title: "Accessibility statement",
        viewHref: "/accessibility",
        sections: [text("accessibilityStatement", "Accessibility statement", "The page linked from the footer.")],
      },
    ],
  },
  approach: {
    title: "Approach",
    intro: intro("The ‘Investing on a Value Basis’ page"),
    groups: [{ viewHref: "/approach", sections: [banner("approachBanner", "Banner"), text("approach", "Approach")] }],
  },
  strategicAlliances: {
    title: "Strategic Alliances",
    intro: intro("The ‘Creating Growth Opportunities’ page"),
    groups: [{ viewHref: "/strategic-alliances", sections: [banner("strategicAlliancesBanner", "Banner"), text("strategicAlliances", "Strategic alliances")] }],
  },
  sectors: {
    eyebrow: "Our Investments",
    title: "Sectors",
    intro: intro("The eight sector cards of ‘What we do’ on the home page and the five sector pages; the colours and icons are part of the design"),
    groups: [
      {
        viewHref: "/",
        sections: [
          sectorPart("sectorConstruction", "Construction & Engineering Solutions", "construction"),
          sectorPart("sectorRealEstate", "Real Estate", "real-estate"),
          sectorPart("sectorTelecoms", "Telecommunication & Technology Solutions", "telecommunications"),
          sectorPart("sectorAviation", "Aviation & Infrastructure", "aviation"),
          sectorPart("sectorManufacturing", "Manufacturing"),
          sectorPart("sectorEnergy", "Energy"),
          sectorPart("sectorRetail", "Retail Business"),
          sectorPart("sectorHealthcare", "Healthcare"),
          sectorPart("sectorMining", "Mining", "mining", false),
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
  const read = await Promise.all(keys.map((key) => api.content.read(key)));
  return {
    values: Object.fromEntries(keys.map((key, i) => [key, read[i]?.value])) as ScreenValues,
    revisions: Object.fromEntries(keys.map((key, i) => [key, read[i]?.revision ?? null])),
  };
}
