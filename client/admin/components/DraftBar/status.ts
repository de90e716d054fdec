import type { Draft } from "../../../../shared/schemas/drafts.ts";
import type { Schedule } from "../../../../shared/schemas/schedule.ts";
import { formatLagos, formatLagosTime } from "../../../lib/lagos-time.ts";

/** The lines of a document's state, first the main one: published, a draft, a new one; then schedule and review. */
export function draftStatusLines({ draft, schedule }: { draft: Draft | null; schedule: Schedule }): string[] {
  const lines = [!draft ? "Published" : draft.isNew ? "Draft of a new item — not on the site yet" : "Draft — not live yet"];
  if (schedule.publishAt) lines.push(`Scheduled to publish on ${formatLagos(schedule.publishAt)} (Lagos time)`);
  if (schedule.unpublishAt) lines.push(`Scheduled to unpublish on ${formatLagos(schedule.unpublishAt)} (Lagos time)`);
  const review = draft?.review;
  if (review?.state === "requested") lines.push(`Review requested by ${review.by || draft?.updatedBy || "an editor"}`);
  if (review?.state === "returned") lines.push(`Sent back by ${review.by || "an admin"}: ${review.comment}`);
  return lines;
}


/** The warning shown when no instance has run the scheduler for more than two ticks. */
export function schedulerWarning(lastRunAt: string | null): string {
  return lastRunAt
    ? `The scheduler has not run since ${formatLagosTime(lastRunAt)} (Lagos time). Scheduled items publish when the site is next visited.`
    : "The scheduler has not run yet. Scheduled items publish when the site is next visited.";
}
