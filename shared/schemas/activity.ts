import { z } from "zod";
import { idSchema } from "./common.ts";

/**
 * What the activity log records: who did what, when, from which address, to what.
 * Never a password, a token or a hash.
 */
export const ACTIVITY_KINDS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  create: "Created",
  save: "Saved",
  restore: "Restored a version",
  delete: "Deleted",
  "trash-restore": "Restored from trash",
  "draft-started": "Draft started",
  publish: "Published",
  "review-requested": "Review requested",
  "review-returned": "Sent back",
  schedule: "Scheduled",
  unschedule: "Unscheduled",
  unpublish: "Unpublished",
  "user-created": "Created a user",
  "user-deleted": "Deleted a user",
  "role-changed": "Changed a user's role",
  "password-changed": "Changed a password",
  "two-factor-enabled": "Turned on two-factor sign-in",
  "two-factor-disabled": "Turned off two-factor sign-in",
  "two-factor-reset": "Reset a user's two-factor sign-in",
  "two-factor-required": "Required two-factor sign-in for everyone",
  "two-factor-not-required": "Stopped requiring two-factor sign-in",
  "one-time-password": "Gave a user a one-time password",
  "password-reset-from-command-line": "Reset a password from the command line",
  "password-reset-requested": "Asked for a password reset link",
  "password-reset-by-email": "Reset a password through an e-mailed link",
  "email-changed": "Changed an e-mail address",
  "sender-data-exported": "Exported everything a sender sent",
  "sender-data-erased": "Erased everything a sender sent",
} as const;
export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const activityKindSchema = z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]], { error: "is not a known kind" });

/** One entry of the log. `target*` name what was acted on ("" when nothing, e.g. a sign-in). */
export const activityEntrySchema = z.object({
  _id: idSchema,
  at: z.string(),
  kind: activityKindSchema,
  /** The user's id ("" for a failed sign-in of an unknown name) and name (as typed, for a failure). */
  userId: z.string(),
  username: z.string(),
  ip: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const ACTIVITY_PAGE_SIZE = 50;

/** GET /api/activity?user=&kind=&page= (super admin): newest first, ACTIVITY_PAGE_SIZE a page. */
export const activityQuerySchema = z.strictObject({
  user: z.string().trim().max(100, "must be at most 100 characters").optional(),
  kind: activityKindSchema.optional(),
  page: z.coerce.number({ error: "must be a whole number from 1" }).int("must be a whole number from 1").min(1, "must be a whole number from 1").max(100_000, "is too large").default(1),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Every username that appears in the log, for the filter. */
  users: z.array(z.string()),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
