import { z } from "zod";
import { idSchema } from "./common.ts";
import { SINGLETON_KEYS, SINGLETONS, type SingletonKey } from "./content.ts";

/**
 * Preview before saving: an editor sends its unsaved values to `POST /api/previews`,
 * which checks them exactly as a save would and keeps them for a short while; the editor then
 * opens `/preview/<_id>`, the public page rendered by the server with those values in place of
 * the stored ones. Nothing is saved, and the content revision and page caches stay as they were.
 */

export { PREVIEW_MARKER, PREVIEW_TTL_MINUTES, PREVIEWS_PER_USER, type PreviewNotice } from "../preview.ts";


/** What can be previewed: a singleton block or banner (by its key), an investment, a news item. */
export const PREVIEW_TYPES = [...(SINGLETON_KEYS as [SingletonKey, ...SingletonKey[]]), "investment", "leader", "news"] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

/**
 * `POST /api/previews`. `fields` are the editor's values, checked with the same schema as the
 * save they stand for: the block's PATCH; an investment's or news item's PATCH when `id` names
 * the one being edited, its POST (create) when `id` is left out.
 */
export const previewRequestSchema = z.strictObject({
  type: z.enum(PREVIEW_TYPES, { error: `must be one of: ${PREVIEW_TYPES.join(", ")}` }),
  id: idSchema.optional(),
  fields: z.record(z.string(), z.unknown(), { error: "must be an object of the document's fields" }),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

export const previewResponseSchema = z.object({
  /** The preview's own id (not the document's). */
  _id: z.string().regex(/^[0-9a-f]{32}$/),
  /** Where to open it: `/preview/<_id>`. */
  url: z.string(),
  /** The public page it shows. */
  path: z.string(),
  expiresAt: z.string(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;

/** The public page that shows each singleton block, as declared (the footer shows on every page: the home page). */
export const SINGLETON_PAGES = Object.fromEntries(SINGLETON_KEYS.map((k) => [k, SINGLETONS[k].page])) as Record<SingletonKey, string>;

/** The public page of a document. */
export function publicPathOf(type: PreviewType, id: string): string {
  if (type === "investment") return `/our-investments/${id}`;
  if (type === "leader") return `/about-us/leadership/${id}`;
  if (type === "news") return `/news-and-events/${id}`;
  return SINGLETON_PAGES[type];
}

/** Where preview pages live: nothing else of the site is under it. */
export const PREVIEW_PREFIX = "/preview/";
/** The address of a preview page. */
export const previewUrl = (key: string) => `${PREVIEW_PREFIX}${key}`;
/** A preview page's path: `/preview/` and 32 lower-case hex characters. */
export const PREVIEW_PATH = /^\/preview\/([0-9a-f]{32})$/;
