import { z } from "zod";
import { SINGLETON_IDS } from "../ids.ts";
import { imageField, plainText, richText } from "./common.ts";

/**
 * The editable singleton blocks of the site. Each entry fixes the API path, the envelope name
 * of its answers, its fields and which of them are rich text (sanitised on write).
 */
const text = plainText(5000);
const html = richText();

export const heroTextSchema = z.object({ text });
export const highlightContentSchema = z.object({ highlight: text, content: html });
export const statsSchema = z.object({
  sectors: plainText(40),
  portfolios: plainText(40),
  employees: plainText(40),
  operations: plainText(40),
});
/** A social profile's address, or empty: the footer shows only the links that are set. */
const socialLink = z
  .string()
  .trim()
  .pipe(z.union([z.literal(""), z.httpUrl({ error: "must be an http(s) URL or empty" }).max(2048)]));
export const footerSchema = z.object({
  about: text,
  address: html,
  telephones: plainText(500),
  email: plainText(320),
  linkedin: socialLink,
  x: socialLink,
  youtube: socialLink,
  instagram: socialLink,
});
/** The privacy notice and the accessibility statement: an intro line over the rich-text body. */
export const legalPageSchema = z.object({ intro: text, content: html });
export const coreValuesSchema = z.object({ integrity: text, excellence: text, innovation: text });
export const bannerSchema = z.object({ bannerImgString: imageField() });

export type HighlightContent = z.infer<typeof highlightContentSchema>;
export type Stats = z.infer<typeof statsSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type LegalPage = z.infer<typeof legalPageSchema>;
export type CoreValues = z.infer<typeof coreValuesSchema>;
export type Banner = z.infer<typeof bannerSchema>;

interface SingletonDef<S extends z.ZodObject> {
  id: string;
  /** Path under /api, without the trailing /{id}. */
  path: string;
  /** Name of the envelope key in answers. */
  envelope: string;
  schema: S;
  /** Fields holding HTML, sanitised on write. */
  richText: readonly (keyof z.infer<S> & string)[];
  /** Fields holding an image (data string in, /media URL out). */
  images: readonly (keyof z.infer<S> & string)[];
  /** Fields holding a web address (an http(s) URL or empty), not free text. */
  urls?: readonly (keyof z.infer<S> & string)[];
}

const def = <S extends z.ZodObject>(d: SingletonDef<S>) => d;

export const SINGLETONS = {
  heroText: def({ id: SINGLETON_IDS.heroText, path: "/home/hero/hero-text", envelope: "heroText", schema: heroTextSchema, richText: [], images: [] }),
  overview: def({ id: SINGLETON_IDS.overview, path: "/home/overview", envelope: "overview", schema: highlightContentSchema, richText: ["content"], images: [] }),
  stats: def({ id: SINGLETON_IDS.stats, path: "/home/stats", envelope: "stats", schema: statsSchema, richText: [], images: [] }),
  whatWeDo: def({ id: SINGLETON_IDS.whatWeDo, path: "/home/what-we-do", envelope: "whatWeDo", schema: highlightContentSchema, richText: ["content"], images: [] }),
  footer: def({ id: SINGLETON_IDS.footer, path: "/home/footer", envelope: "footer", schema: footerSchema, richText: ["address"], images: [], urls: ["linkedin", "x", "youtube", "instagram"] }),
  whoWeAre: def({ id: SINGLETON_IDS.whoWeAre, path: "/about/who-we-are", envelope: "whoWeAre", schema: highlightContentSchema, richText: ["content"], images: [] }),
  whoWeAreBanner: def({ id: SINGLETON_IDS.whoWeAreBanner, path: "/about/who-we-are/banner-image", envelope: "whoWeAreBanner", schema: bannerSchema, richText: [], images: ["bannerImgString"] }),
  coreValues: def({ id: SINGLETON_IDS.coreValues, path: "/about/core-values", envelope: "coreValues", schema: coreValuesSchema, richText: [], images: [] }),
  coreValuesBanner: def({ id: SINGLETON_IDS.coreValuesBanner, path: "/about/core-values/banner-image", envelope: "coreValuesBanner", schema: bannerSchema, richText: [], images: ["bannerImgString"] }),
  approach: def({ id: SINGLETON_IDS.approach, path: "/approach", envelope: "approach", schema: highlightContentSchema, richText: ["content"], images: [] }),
  approachBanner: def({ id: SINGLETON_IDS.approachBanner, path: "/approach/banner-image", envelope: "approachBanner", schema: bannerSchema, richText: [], images: ["bannerImgString"] }),
  strategicAlliances: def({ id: SINGLETON_IDS.strategicAlliances, path: "/strategic-alliances", envelope: "strategicAlliances", schema: highlightContentSchema, richText: ["content"], images: [] }),
  strategicAlliancesBanner: def({ id: SINGLETON_IDS.strategicAlliancesBanner, path: "/strategic-alliances/banner-image", envelope: "strategicAlliancesBanner", schema: bannerSchema, richText: [], images: ["bannerImgString"] }),
  privacyNotice: def({ id: SINGLETON_IDS.privacyNotice, path: "/legal/privacy-notice", envelope: "privacyNotice", schema: legalPageSchema, richText: ["content"], images: [] }),
  accessibilityStatement: def({ id: SINGLETON_IDS.accessibilityStatement, path: "/legal/accessibility-statement", envelope: "accessibilityStatement", schema: legalPageSchema, richText: ["content"], images: [] }),
} as const;

export type SingletonKey = keyof typeof SINGLETONS;

/** Blocks beyond SPEC.md's API (the legacy site, and so its import, has none of them). */
export const ADDED_SINGLETONS: readonly SingletonKey[] = ["privacyNotice", "accessibilityStatement"];
export type SingletonValue<K extends SingletonKey> = z.infer<(typeof SINGLETONS)[K]["schema"]>;
export type SingletonValues = { [K in SingletonKey]: SingletonValue<K> };

/** The body of a PATCH: any subset of the block's fields, nothing else. */
export const singletonPatchSchema = <K extends SingletonKey>(key: K) =>
  SINGLETONS[key].schema.partial().strict();
