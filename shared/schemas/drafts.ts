import { z } from "zod";

/**
 * Drafts, review and scheduling: the answers of /api/drafts*, /api/schedule and
 * /api/preview-links. Every document under history has its live version and at most one draft;
 * a draft of a document that is not on the site yet is a *new* draft (its id is kept on publish).
 * Times are ISO 8601 in UTC; the admin shows and takes them in Lagos time (shared/lagos-time.ts).
 */

export const REVIEW_STATES = ["none", "requested", "returned"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Kinds that take a new draft (a new id) through POST /api/drafts/{type}. */
export const NEW_DRAFT_TYPES = ["news", "investment", "leader"] as const;
export type NewDraftType = (typeof NEW_DRAFT_TYPES)[number];

/** A sent-back comment's limits. */
export const REVIEW_COMMENT_MAX = 1000;

export const reviewSchema = z.object({
  state: z.enum(REVIEW_STATES),
  comment: z.string().nullable().default(null),
  /** Who asked for review, or who sent it back. */
  by: z.string().nullable().default(null),
  at: z.string().nullable().default(null),
});
export type Review = z.infer<typeof reviewSchema>;

export const scheduleSchema = z.object({
  publishAt: z.string().nullable().default(null),
  unpublishAt: z.string().nullable().default(null),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const NO_REVIEW: Review = { state: "none", comment: null, by: null, at: null };
const NO_SCHEDULE: Schedule = { publishAt: null, unpublishAt: null };

/** A draft's fields as the editors hold them: text; a list or object (a gallery) as its JSON text. */
export const draftFieldsSchema = z
  .record(z.string(), z.unknown())
  .transform((fields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : v == null ? "" : JSON.stringify(v)])));
export type DraftFields = Record<string, string>;

/** One line of GET /api/drafts. */
export const draftSummarySchema = z.object({
  type: z.string(),
  docId: z.string(),
  isNew: z.boolean(),
  label: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  review: reviewSchema.default(NO_REVIEW),
  schedule: scheduleSchema.default(NO_SCHEDULE),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

export const draftListSchema = z.object({ drafts: z.array(draftSummarySchema) });

/** GET /api/drafts/count. */
export const draftCountSchema = z.object({ review: z.number().int(), drafts: z.number().int(), scheduled: z.number().int() });
export type DraftCount = z.infer<typeof draftCountSchema>;

/** A draft with its fields. */
export const draftSchema = z.object({
  type: z.string(),
  docId: z.string(),
  isNew: z.boolean(),
  fields: draftFieldsSchema,
  /** The live revision the draft started from (0 for a new draft). */
  baseRevision: z.number().int().default(0),
  /** Counts the draft's saves; sent back as If-Match `"<docId>:d<n>"`. */
  draftRevision: z.number().int().default(1),
  createdBy: z.string().default(""),
  updatedBy: z.string().default(""),
  createdAt: z.string().default(""),
  updatedAt: z.string().default(""),
  review: reviewSchema.default(NO_REVIEW),
  schedule: scheduleSchema.default(NO_SCHEDULE),
});
export type Draft = z.infer<typeof draftSchema>;

/** PUT/POST /api/drafts…, review, return: the draft as stored now. */
export const draftResponseSchema = z.object({ draft: draftSchema });

/** GET /api/drafts/{type}/{id}: the draft, and the live fields it would replace (null for a new draft). */
export const draftReadSchema = z.object({
  draft: draftSchema,
  live: draftFieldsSchema.nullable(),
  liveRevision: z.number().int().nullable().default(null),
});
export type DraftRead = z.infer<typeof draftReadSchema>;

/** The If-Match of a draft save: `"<docId>:d<draftRevision>"`. */
export const draftRevisionTag = (docId: string, draftRevision: number) => `"${docId}:d${draftRevision}"`;

/** POST /api/drafts/{type}/{id}/publish. */
export const publishResponseSchema = z.object({ document: z.record(z.string(), z.unknown()), revision: z.number().int() });

/** POST /api/drafts/{type}/{id}/return: the comment is required. */
export const returnRequestSchema = z.object({ comment: z.string().trim().min(1, "is required").max(REVIEW_COMMENT_MAX, `must be at most ${REVIEW_COMMENT_MAX} characters`) });

/** POST /api/drafts/{type}/{id}/links. */
export const previewLinkCreatedSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });
export type PreviewLinkCreated = z.infer<typeof previewLinkCreatedSchema>;

export const previewLinkSchema = z.object({ id: z.string(), createdBy: z.string(), createdAt: z.string(), expiresAt: z.string(), revoked: z.boolean() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;
export const previewLinkListSchema = z.object({ links: z.array(previewLinkSchema) });

/** How long a shared preview link works. */
export const PREVIEW_LINK_HOURS = 24;

/** Scheduling's own schemas (PUT /api/drafts/{type}/{id}/schedule, GET /api/schedule). */
export { scheduleListSchema, scheduleResponseSchema, SCHEDULE_ACTIONS, type ScheduleList, type ScheduleBody as ScheduleRequest } from "./schedule.ts";
