import { z } from "zod";
import { idSchema, imageField, optionalSlug, plainText, requiredText, richText, slugField, timestamps } from "./common.ts";

/**
 * The people of the leadership pages (About us > Leadership): a stored collection, each person at
 * /about-us/leadership/{slug}. The board is listed first on the page, then the executive team,
 * each in its stored order.
 */

export const LEADER_GROUPS = ["board", "executive"] as const;
export type LeaderGroup = (typeof LEADER_GROUPS)[number];
export const leaderGroupSchema = z.enum(LEADER_GROUPS, { error: 'must be "board" or "executive"' });

/** Addresses under /about-us/leadership/ no person may take: none today beyond id-like ones. */
export const RESERVED_LEADER_SLUGS: readonly string[] = [];
export const leaderSlugSchema = slugField(RESERVED_LEADER_SLUGS, "is reserved");

/**
 * The fields an admin writes. `biography` is rich text (sanitised on write); `portrait` an image
 * (a data string, a /media URL or a built-in portrait) described by `portraitAlt`.
 */
export const leaderFields = {
  name: requiredText(200),
  slug: leaderSlugSchema,
  role: plainText(200),
  summary: plainText(600),
  biography: richText(),
  portrait: imageField(),
  portraitAlt: plainText(300),
  group: leaderGroupSchema,
};

/** POST /api/leaders: `name` is required; a new person goes last in their group. */
export const leaderCreateSchema = z.strictObject({
  ...leaderFields,
  slug: optionalSlug(leaderFields.slug),
  role: leaderFields.role.default(""),
  summary: leaderFields.summary.default(""),
  biography: leaderFields.biography.default(""),
  portrait: leaderFields.portrait.default(""),
  portraitAlt: leaderFields.portraitAlt.default(""),
  group: leaderFields.group.default("executive"),
});
export type LeaderCreate = z.infer<typeof leaderCreateSchema>;
export type LeaderCreateInput = z.input<typeof leaderCreateSchema>;

/** PATCH /api/leaders/{id}: any subset of the fields. */
export const leaderPatchSchema = z.strictObject(leaderFields).partial();
export type LeaderPatch = z.infer<typeof leaderPatchSchema>;

/** POST /api/leaders/reorder: every stored person's id, once each, in the new order. */
export const leaderReorderSchema = z.strictObject({
  ids: z.array(idSchema, { error: "must be a list of ids" }).max(500, "must list at most 500 ids"),
});
export type LeaderReorder = z.infer<typeof leaderReorderSchema>;

/** A person as the API answers them (the portrait as a URL or ""). */
export const leaderSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The readable address: /about-us/leadership/{slug}. */
  slug: z.string(),
  role: z.string(),
  summary: z.string(),
  biography: z.string(),
  portrait: z.string(),
  portraitAlt: z.string(),
  group: leaderGroupSchema,
  /** Place in the list, from 0 (the list is answered in this order). */
  order: z.number().int(),
  ...timestamps,
});
export type Leader = z.infer<typeof leaderSchema>;
export const leaderListSchema = z.array(leaderSchema);

export const LEADER_RICH_TEXT = ["biography"] as const;
export const LEADER_IMAGES = ["portrait"] as const;

/** A person's public address. */
export const leaderHref = (leader: Pick<Leader, "slug">) => `/about-us/leadership/${leader.slug}`;
