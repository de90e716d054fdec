/**
 * The content editors as data: which blocks each screen edits, in which order, with which labels,
 * and which public page shows them. One generic form renders every text block (its rich-text
 * fields come from SINGLETONS), one banner form every banner.
 */
import { SINGLETONS, type SingletonKey, type SingletonValue, type SingletonValues } from "../../shared/schemas/content.ts";
import { bannerImages } from "../../shared/content/images.ts";
import { api } from "./api.ts";

export type BannerKey = "whoWeAreBanner" | "coreValuesBanner" | "approachBanner" | "strategicAlliancesBanner";
export type TextBlockKey = Exclude<SingletonKey, BannerKey>;

export interface FieldDef {
  label: string;
  /** Help shown under the label. */
  hint?: string;
  /** Plain-text fields: one line (default), several lines, or an e-mail address. */
  input?: "line" | "lines" | "email";
}

/** The two fields of a page-body block: a heading (described by `hint`) over rich text. */
const highlightAndContent = (hint: string) => ({
  highlight: { label: "Highlight", hint },
  content: { label: "Content" },
});
const lines = (label: string): FieldDef => ({ label, input: "lines" });
/** A social profile link of the footer: shown with its icon only when set. */
const social = (network: string): FieldDef => ({ label: `${network} page`, hint: `The full address of the group's ${network} profile, starting with https://. Leave empty to hide the link.` });

/** Labels of every field of every text block. */
export const FIELD_LABELS: { [K in TextBlockKey]: { [F in keyof SingletonValue<K>]: FieldDef } } = {
  heroText: { text: { label: "Hero text", hint: "The headline over the video at the top of the home page." } },
  overview: highlightAndContent("The heading of the overview."),
  stats: {
    sectors: { label: "Sectors", hint: "Shown as ‘Business Sectors’." },
    portfolios: { label: "Portfolios", hint: "Shown as ‘Active Portfolio Companies’." },
    employees: { label: "Employees", hint: "Shown as ‘Professional Employees’." },
    operations: { label: "Operations", hint: "Shown as ‘Operation professionals’." },
  },
  whatWeDo: highlightAndContent("The heading above the sector cards."),
  footer: {
    about: { ...lines("About"), hint: "The short text about the company in the footer of every page." },
    address: { label: "Address", hint: "Shown under ‘Corporate HQ’." },
    telephones: { label: "Telephones", hint: "Separate the numbers with commas; the footer shows the first two." },
    email: { label: "Email", input: "email" },
    linkedin: social("LinkedIn"),
    x: social("X"),
    youtube: social("YouTube"),
    instagram: social("Instagram"),
  },
  whoWeAre: highlightAndContent("The heading of the ‘Who we are’ section."),
  coreValues: { integrity: lines("Integrity"), excellence: lines("Excellence"), innovation: lines("Innovation") },
  approach: highlightAndContent("The heading of the page body."),
  strategicAlliances: highlightAndContent("The heading of the page body."),
  privacyNotice: {
    intro: { ...lines("Introduction"), hint: "One or two sentences under the page title." },
    content: { label: "Notice", hint: "Who we are, what we collect and why, lawful basis, retention, rights, contact and how to complain to the NDPC." },
  },
  accessibilityStatement: {
    intro: { ...lines("Introduction"), hint: "One or two sentences under the page title." },
    content: { label: "Statement", hint: "The standard we aim for, how we check it, known limitations and how to ask for help." },
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

const text = (key: TextBlockKey, title: string, description = "The highlight and body of the page."): SectionDef => ({ kind: "text", key, title, description });
/** A banner strip: `of` names its page in the description. */
const banner = (key: BannerKey, title: string, of = "the page"): SectionDef => ({ kind: "banner", key, title, description: `The image strip of ${of}.` });
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
          text("whatWeDo", "What we do", "The text above the eight sector cards."),
          text("footer", "Footer", "Shown at the bottom of every public page."),
        ],
      },
    ],
  },
  about: {
    title: "About",
    intro: intro("The ‘Who we are’ and ‘Our culture & core values’ pages, the privacy notice and the accessibility statement"),
    groups: [
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
