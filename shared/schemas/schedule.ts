import { z } from "zod";
import { instantSchema } from "./common.ts";

/**
 * Timed publishing. Times travel as ISO 8601 with an offset or Z and are stored and answered in
 * UTC; the admin shows and takes them in Lagos time (WAT, UTC+1).
 */

export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** PUT /api/drafts/{type}/{id}/schedule: a time sets it, null removes it, absent leaves it. */
export const scheduleBodySchema = z.strictObject({
  publishAt: instantSchema.nullable().optional(),
  unpublishAt: instantSchema.nullable().optional(),
});
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;

/** A document's schedule (null: none). */
export const scheduleSchema = z.object({ publishAt: z.string().nullable(), unpublishAt: z.string().nullable() });
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleResponseSchema = z.object({ schedule: scheduleSchema });

/** GET /api/schedule: what is scheduled, soonest first, and whether the scheduler runs. */
export const scheduledItemSchema = z.object({
  type: z.string(),
  docId: z.string(),
  label: z.string(),
  action: z.enum(SCHEDULE_ACTIONS),
  runAt: z.string(),
});
export type ScheduledItem = z.infer<typeof scheduledItemSchema>;
export const schedulerStatusSchema = z.object({
  /** The latest tick of any instance (UTC ISO), or null when none has ticked yet. */
  lastRunAt: z.string().nullable(),
  tickSeconds: z.number().int(),
  /** No instance has ticked for more than two ticks: the admin warns. */
  late: z.boolean(),
});
export const scheduleListSchema = z.object({ items: z.array(scheduledItemSchema), scheduler: schedulerStatusSchema });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

export const SCHEDULE_MESSAGES = {
  past: "The publish time is in the past. Use Publish to publish now.",
  unpublishPast: "The unpublish time is in the past.",
  order: "The unpublish time must be after the publish time.",
  noDraft: "There is no draft to publish: save a draft first.",
  notUnpublishable: "Blocks and banners cannot be unpublished; only news items, companies and leaders can.",
  notLive: "Only an item on the site, or one scheduled to publish, can be unpublished.",
} as const;
