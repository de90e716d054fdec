import { z } from "zod";
import { idSchema, plainText } from "./common.ts";
import { COLLECTION_TYPES } from "./collections.ts";
import { SINGLETON_KEYS, type SingletonKey } from "./content.ts";
import type { DocType } from "./history.ts";

/**
 * Drafts: every document (a singleton block or banner, an investment, a leader, a news item) has
 * its live version and at most one draft. Saving a draft never changes what visitors see;
 * publishing saves the draft through the document's own save, as one history version and one
 * activity line. A draft of a document that does not exist yet (a new article, company or person)
 * gets its id when it is created and keeps it when it is published.
 *
 * A draft's `fields` are the fields a version keeps (a news gallery as its JSON text), all of
 * them: an existing document's draft starts as its live fields.
 */

/** Every kind of document that can have a draft (every `DocType`). */
export const DRAFT_TYPES = [...(SINGLETON_KEYS as [SingletonKey, ...SingletonKey[]]), ...COLLECTION_TYPES, "news", "document"] as const satisfies readonly DocType[];
export type DraftType = (typeof DRAFT_TYPES)[number];
/** The kinds a new document can be drafted of (the others always exist). */
export const NEW_DRAFT_TYPES = ["news", "investment", "leader", "document"] as const;
export type NewDraftType = (typeof NEW_DRAFT_TYPES)[number];

export const draftTypeSchema = z.enum(DRAFT_TYPES, { error: `must be one of: ${DRAFT_TYPES.join(", ")}` });
export const newDraftTypeSchema = z.enum(NEW_DRAFT_TYPES, { error: `must be one of: ${NEW_DRAFT_TYPES.join(", ")}` });

export const REVIEW_STATES = ["none", "requested", "returned"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_COMMENT_MAX = 1000;

/** Signed preview links live this long. */
export const PREVIEW_LINK_HOURS = 24;
/** Where a signed preview link opens: `/preview/draft/<token>` (43 base64url characters). */
export const DRAFT_PREVIEW_PREFIX = "/preview/draft/";
export const DRAFT_PREVIEW_PATH = /^\/preview\/draft\/([A-Za-z0-9_-]{43})$/;
/** The one answer of a link that cannot be opened, whatever the reason. */
export const PREVIEW_LINK_GONE = "This preview link has expired or was revoked.";

/** The ETag of a draft, sent back as If-Match with the next draft save: `"<id>:d<draft revision>"`. */
export const draftTag = (docId: string, draftRevision: number) => `"${docId}:d${draftRevision}"`;
export function parseDraftTag(value: string): { docId: string; draftRevision: number } | undefined {
  const m = /^(?:W\/)?"?([0-9a-f]{24}):d(\d{1,9})"?$/.exec(value.trim());
  return m ? { docId: m[1] as string, draftRevision: Number(m[2]) } : undefined;
}

export const reviewSchema = z.object({
  state: z.enum(REVIEW_STATES),
  comment: z.string(),
  /** Who asked for the review or sent it back ("" when none). */
  by: z.string(),
  at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The schedule of a document (kept by the scheduler; null when none). */
export const draftScheduleSchema = z.object({ publishAt: z.string().nullable(), unpublishAt: z.string().nullable() });

export const draftSchema = z.object({
  type: draftTypeSchema,
  docId: idSchema,
  /** True when the document does not exist yet: publishing creates it with this id. */
  isNew: z.boolean(),
  label: z.string(),
  fields: z.record(z.string(), z.string()),
  /** The live revision the draft started from. */
  baseRevision: z.number().int(),
  /** Counts the draft's saves; its ETag is `"<docId>:d<draftRevision>"`. */
  draftRevision: z.number().int(),
  createdBy: z.string(),
  updatedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  review: reviewSchema,
});
export type Draft = z.infer<typeof draftSchema>;

export const draftSummarySchema = z.object({
  type: draftTypeSchema,
  docId: idSchema,
  isNew: z.boolean(),
  label: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  review: reviewSchema,
  schedule: draftScheduleSchema,
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

/** GET /api/drafts?review=&type= */
export const draftListQuerySchema = z.strictObject({
  review: z.enum(["requested", "returned"], { error: 'must be "requested" or "returned"' }).optional(),
  type: draftTypeSchema.optional(),
});
export type DraftListQuery = z.infer<typeof draftListQuerySchema>;
export const draftListSchema = z.object({ drafts: z.array(draftSummarySchema) });

/** GET /api/drafts/count: drafts awaiting review, all drafts, scheduled items. */
export const draftCountSchema = z.object({ review: z.number().int(), drafts: z.number().int(), scheduled: z.number().int() });
export type DraftCount = z.infer<typeof draftCountSchema>;

/** PUT /api/drafts/{type}/{id} and POST /api/drafts/{type}: the fields, checked as the document's save checks them. */
export const draftSaveSchema = z.strictObject({
  fields: z.record(z.string(), z.unknown(), { error: "must be an object of the document's fields" }),
});
export type DraftSave = z.infer<typeof draftSaveSchema>;

export const draftResponseSchema = z.object({ draft: draftSchema });
/** GET /api/drafts/{type}/{id}: the draft, and the live fields it would replace (null for a new document). */
export const draftDetailSchema = z.object({ draft: draftSchema, live: z.record(z.string(), z.string()).nullable(), liveRevision: z.number().int() });
export type DraftDetail = z.infer<typeof draftDetailSchema>;

/** POST /api/drafts/{type}/{id}/publish: `force` publishes over a live version saved since the draft began. */
export const publishRequestSchema = z.strictObject({ force: z.boolean({ error: "must be true or false" }).optional() });
export const publishResponseSchema = z.object({ document: z.record(z.string(), z.unknown()), revision: z.number().int() });
export type PublishResponse = z.infer<typeof publishResponseSchema>;

const comment = plainText(REVIEW_COMMENT_MAX);
/** POST …/review: an optional note for the reviewer. */
export const reviewRequestSchema = z.strictObject({ comment: comment.optional() });
/** POST …/return: what to change, required. */
export const returnRequestSchema = z.strictObject({ comment: comment.min(1, "is required") });

export const previewLinkCreatedSchema = z.object({ id: idSchema, url: z.string(), expiresAt: z.string() });
export type PreviewLinkCreated = z.infer<typeof previewLinkCreatedSchema>;
export const previewLinkSchema = z.object({ id: idSchema, createdBy: z.string(), createdAt: z.string(), expiresAt: z.string(), revoked: z.boolean() });
export const previewLinkListSchema = z.object({ links: z.array(previewLinkSchema) });
export type PreviewLinkList = z.infer<typeof previewLinkListSchema>;
