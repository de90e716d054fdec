import { z } from "zod";
import { pageParams, pageTotals } from "./paging.ts";
import { SINGLETONS, type SingletonKey } from "./content.ts";
import { idSchema } from "./common.ts";
import { COLLECTION_TYPES, type CollectionType } from "./collections.ts";

/**
 * Versions, revisions and the trash. Every editable document (a singleton block, a
 * banner, an investment, a news item) has a revision that counts its saves; each save keeps the
 * state it produced as a version, so the state it replaced is the version before it.
 */

/** The kinds of document: a singleton key, a collection kind ("investment", "leader"), "news" or "document" (a report's PDF and details). */
export type DocType = SingletonKey | CollectionType | "news" | "document";

/** What can be in the trash: news items, the records of every collection kind and reports (documents). */
export const TRASH_TYPES = ["news", ...COLLECTION_TYPES, "document"] as const;

/** How people call each singleton block in the admin (history panel, activity log): its declared label. */
export const SINGLETON_LABELS = Object.fromEntries(
  (Object.keys(SINGLETONS) as SingletonKey[]).map((k) => [k, SINGLETONS[k].label]),
) as Record<SingletonKey, string>;

/** The singleton key of a fixed id, if it is one. */
export function singletonKeyOf(id: string): SingletonKey | undefined {
  return (Object.keys(SINGLETONS) as SingletonKey[]).find((k) => SINGLETONS[k].id === id);
}

/** At least this many of the newest versions of each document are kept (older ones are dropped). */
export const VERSIONS_KEPT = 100;
/** Deleted news items and investments stay restorable this long. */
export const TRASH_DAYS = 30;

// "publish": a draft made live; "unpublish": a live record taken off the site by its schedule.
export const VERSION_ACTIONS = ["baseline", "create", "save", "restore", "delete", "trash-restore", "publish", "unpublish"] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/**
 * The revision a client read, sent back with a save as `If-Match: "<document id>:<revision>"`
 * (the `ETag` of every GET and save of a document). Without it a save is accepted as SPEC.md says.
 */
export const revisionTag = (docId: string, revision: number) => `"${docId}:${revision}"`;

/** Reads an ETag/If-Match value; undefined when it is not one of ours. */
export function parseRevisionTag(value: string): { docId: string; revision: number } | undefined {
  const m = /^(?:W\/)?"?([0-9a-f]{24}):(\d{1,9})"?$/.exec(value.trim());
  return m ? { docId: m[1] as string, revision: Number(m[2]) } : undefined;
}

/** One version in a document's history (without its data). */
export const versionSummarySchema = z.object({
  _id: idSchema,
  revision: z.number().int(),
  action: z.enum(VERSION_ACTIONS),
  /** The fields this save changed ([] for the first known state). */
  changedFields: z.array(z.string()),
  /** Who saved it ("" for the state found before history was kept). */
  savedBy: z.string(),
  savedAt: z.string(),
  /** For a restore: the revision it brought back. */
  restoredFrom: z.number().int().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionSchema = versionSummarySchema.extend({ data: z.record(z.string(), z.string()) });
export type Version = z.infer<typeof versionSchema>;

/** GET /api/history/{id}: the document and its versions, newest first. */
export const historyResponseSchema = z.object({
  document: z.object({
    _id: idSchema,
    type: z.string(),
    label: z.string(),
    /** The current revision (0 for a document never saved through the CMS). */
    revision: z.number().int(),
    /** False once deleted (then it is in the trash, or gone). */
    exists: z.boolean(),
  }),
  versions: z.array(versionSummarySchema),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** GET /api/versions/{id}: one version with its data, and the one before it (for the diff). */
export const versionResponseSchema = z.object({ version: versionSchema, previous: versionSchema.nullable() });
export type VersionResponse = z.infer<typeof versionResponseSchema>;

/** POST /api/history/{id}/restore: which version of that document to save again. */
/**
 * Without `publish` the version goes into the document's draft (live unchanged); `publish: true`
 * saves it live, as SPEC.md's restore did.
 */
export const restoreRequestSchema = z.strictObject({ version: idSchema, publish: z.boolean({ error: "must be true or false" }).optional() });

/** The answer of a restore or a trash restore: the document as it now is. */
export const restoreResponseSchema = z.object({
  document: z.object({ _id: idSchema, type: z.string(), label: z.string(), revision: z.number().int() }),
  data: z.record(z.string(), z.string()),
  /** True when the version went into the draft rather than live. */
  draft: z.boolean().optional(),
});
export type RestoreResponse = z.infer<typeof restoreResponseSchema>;

export const trashItemSchema = z.object({
  _id: idSchema,
  type: z.enum(TRASH_TYPES),
  title: z.string(),
  deletedBy: z.string(),
  deletedAt: z.string(),
  /** When it is removed for good. */
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;
export const trashListSchema = z.object({ items: z.array(trashItemSchema) });
/** GET /api/trash?type=&page=&limit= (any of them): one page, with the totals (also `X-Total-Count` / `X-Total-Pages`). */
export const trashQuerySchema = z.object({ ...pageParams, type: z.enum(["investment", "leader", "news", "document"], { error: "must be investment, leader, news or document" }).optional() });
export type TrashQuery = z.infer<typeof trashQuerySchema>;
export const trashPageSchema = z.object({ items: z.array(trashItemSchema), ...pageTotals });
/** Without parameters the whole trash; with any, a page. */
export type TrashPage = z.infer<typeof trashListSchema> & Partial<z.infer<typeof trashPageSchema>>;

/** The body of a 409 for a stale save: who saved in between, when, and what is stored now. */
export const conflictSchema = z.object({
  error: z.string(),
  conflict: z.object({
    revision: z.number().int(),
    savedBy: z.string(),
    savedAt: z.string(),
    current: z.record(z.string(), z.string()),
  }),
});
export type Conflict = z.infer<typeof conflictSchema>["conflict"];
