import { z } from "zod";
import { pageTotals } from "./paging.ts";
import { STORED_SECTORS } from "../constants.ts";
import { SECTORS } from "../content/sectors.ts";
import { idSchema, imageField, optionalSlug, plainText, requiredText, richText, slugField, timestamps } from "./common.ts";

/** A sector from SPEC.md section 5 (or "energy", see STORED_SECTORS), or "" for none ('Select Sector'). */
export const sectorSchema = z.enum([...STORED_SECTORS, ""], {
  error: `must be one of: ${STORED_SECTORS.join(", ")}, or empty`,
});

/** Addresses under /our-investments/ that belong to the fixed sector pages. */
export const RESERVED_SLUGS: readonly string[] = Object.values(SECTORS).flatMap((s) => (s.page ? [s.page.slug] : []));

/**
 * The company's readable address, `/our-investments/{slug}`: trimmed and lower-cased, then
 * checked against the one rule (shared/slug.ts); a sector page's slug or an id-like slug is
 * refused. Uniqueness is checked by the server (409).
 */
export const slugSchema = slugField(RESERVED_SLUGS, "is reserved for a sector page");

/**
 * A website as staff type it: trimmed, and an address without a scheme (`harbourlogistics.ng`,
 * `www.example.com/about`) gets `https://`, as a browser's address bar would.
 */
export function normaliseWebsite(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const v = value.trim();
  // Only what starts like a host name: "//evil.example" or "/path" stay as typed (and are refused).
  if (!/^[a-z0-9]/i.test(v) || /^[a-z][a-z0-9+.-]*:/i.test(v)) return v;
  return `https://${v}`;
}

/** The company's own site: an http(s) address (one without a scheme gets https://), or "" for none. */
export const websiteSchema = z.preprocess(
  normaliseWebsite,
  z.union([z.literal(""), z.httpUrl({ error: "must be a web address such as harbourlogistics.ng or https://example.com, or empty" }).max(2048)], {
    error: "must be a web address such as harbourlogistics.ng or https://example.com, or empty",
  }),
);

/**
 * The fields an admin writes (SPEC.md section 7). `title`, `heroText` and `content` are rich
 * text (sanitised on write); `heroImage`, `bannerImage` and `logo` are images (see imageField);
 * `tabText` is the company name used by the filter, the breadcrumb and the admin list; `slug`
 * its address; `homeCard` whether its sector's home card lists it.
 */
export const investmentFields = {
  title: richText(),
  tabText: requiredText(200),
  heroText: richText(),
  sector: sectorSchema,
  highlight: plainText(5000),
  heroImage: imageField(),
  bannerImage: imageField(),
  logo: imageField(),
  content: richText(),
  website: websiteSchema,
  slug: slugSchema,
  homeCard: z.enum(["yes", "no"], { error: 'must be "yes" or "no"' }),
};

/** POST /api/investments: `tabText` is required, every other field defaults to "". */
export const investmentCreateSchema = z.strictObject({
  ...investmentFields,
  title: investmentFields.title.default(""),
  heroText: investmentFields.heroText.default(""),
  sector: investmentFields.sector.default(""),
  highlight: investmentFields.highlight.default(""),
  heroImage: investmentFields.heroImage.default(""),
  bannerImage: investmentFields.bannerImage.default(""),
  logo: investmentFields.logo.default(""),
  content: investmentFields.content.default(""),
  website: investmentFields.website.default(""),
  // Made from the tab text when not given or empty (and made unique with -2, -3, …).
  slug: optionalSlug(investmentFields.slug),
  homeCard: investmentFields.homeCard.default("yes"),
});
export type InvestmentCreate = z.infer<typeof investmentCreateSchema>;
export type InvestmentCreateInput = z.input<typeof investmentCreateSchema>;

/** PATCH /api/investments/{id}: any subset of the fields; the others keep their value. */
export const investmentPatchSchema = z.strictObject(investmentFields).partial();
export type InvestmentPatch = z.infer<typeof investmentPatchSchema>;

/** An investment as the API answers it (images as /media URLs or ""). */
export const investmentSchema = z.object({
  _id: idSchema,
  title: z.string(),
  tabText: z.string(),
  heroText: z.string(),
  sector: sectorSchema,
  highlight: z.string(),
  heroImage: z.string(),
  bannerImage: z.string(),
  logo: z.string(),
  content: z.string(),
  website: z.string(),
  /** The readable address: /our-investments/{slug}. */
  slug: z.string(),
  /** Whether the home page's card of its sector lists it ("yes" or "no"). */
  homeCard: z.enum(["yes", "no"]),
  ...timestamps,
});
export type Investment = z.infer<typeof investmentSchema>;

export const investmentListSchema = z.array(investmentSchema);

/** A company as a list shows it (`?page=` / `?limit=` answers): no rich text but the title, no hero. */
export const investmentSummarySchema = investmentSchema
  .pick({ _id: true, slug: true, title: true, tabText: true, sector: true, bannerImage: true, logo: true, homeCard: true, createdAt: true, updatedAt: true })
  // The card's one-line summary: the first sentence of the hero text, else of the highlight (may be empty).
  .extend({ summary: z.string() });
export type InvestmentSummary = z.infer<typeof investmentSummarySchema>;
/** GET /api/investments with `?page=` or `?limit=`: a page of summaries; the totals also in `X-Total-Count` / `X-Total-Pages`. */
export const investmentPageSchema = z.object({ investments: z.array(investmentSummarySchema), ...pageTotals });
export type InvestmentPage = z.infer<typeof investmentPageSchema>;

/** Which fields hold HTML and which hold images (the server cleans and stores them). */
export const INVESTMENT_RICH_TEXT = ["title", "heroText", "content"] as const;
export const INVESTMENT_IMAGES = ["heroImage", "bannerImage", "logo"] as const;

/** An old address that answers 301 with its record's current one (GET /api/redirects). */
export const slugRedirectSchema = z.object({
  _id: idSchema,
  /**
   * Whose address it was: "investment" (/our-investments/{fromSlug}), "leader"
   * (/about-us/leadership/{fromSlug}) or "news" (/news-and-events/{fromSlug}).
   */
  kind: z.enum(["investment", "leader", "news"]),
  /** The old slug. */
  fromSlug: z.string(),
  /** The record it leads to (a company's, a person's or an article's id; the name is kept for older clients). */
  investmentId: z.string(),
  /** Where it leads now; "" while its record is deleted (the address then answers 404). */
  toSlug: z.string(),
  /** The company's tab text, the person's name or the article's title ("" while it is deleted). */
  tabText: z.string(),
  /** Who changed the slug. */
  changedBy: z.string(),
  createdAt: z.string(),
});
export type SlugRedirect = z.infer<typeof slugRedirectSchema>;
export const slugRedirectListSchema = z.object({ redirects: z.array(slugRedirectSchema) });
