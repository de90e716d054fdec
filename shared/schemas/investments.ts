import { z } from "zod";
import { INVESTMENT_SECTORS } from "../constants.ts";
import { idSchema, imageField, plainText, requiredText, richText, timestamps } from "./common.ts";

/** A sector from SPEC.md section 5, or "" for none ('Select Sector'). */
export const sectorSchema = z.enum([...INVESTMENT_SECTORS, ""], {
  error: `must be one of: ${INVESTMENT_SECTORS.join(", ")}, or empty`,
});

/** The company's own site: an http(s) address, or "" for none. */
export const websiteSchema = z.union([z.literal(""), z.httpUrl({ error: "must be an http(s) URL or empty" }).max(2048)], {
  error: "must be an http(s) URL or empty",
});

/**
 * The fields an admin writes (SPEC.md section 7). `title`, `heroText` and `content` are rich
 * text (sanitised on write); `heroImage`, `bannerImage` and `logo` are images (see imageField);
 * `tabText` is the company name used by the filter, the breadcrumb and the admin list.
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
  ...timestamps,
});
export type Investment = z.infer<typeof investmentSchema>;

export const investmentListSchema = z.array(investmentSchema);

/** Which fields hold HTML and which hold images (the server cleans and stores them). */
export const INVESTMENT_RICH_TEXT = ["title", "heroText", "content"] as const;
export const INVESTMENT_IMAGES = ["heroImage", "bannerImage", "logo"] as const;
