import { api } from "../../api.ts";
import { DRAFTS_CHANGED } from "../../screens/reviews/reviewCount.ts";
import type { DraftSummary } from "../../../../shared/schemas/drafts.ts";
import type { ScheduleList } from "../../../../shared/schemas/schedule.ts";

/** Which documents have a draft, and what is scheduled: read once for all the parts of a screen. */
export interface DraftIndex {
  drafts: ReadonlyMap<string, DraftSummary>;
  schedule: ScheduleList | null;
}

/** A screen's parts mount together; one reading serves them all for this long. */
const FRESH_MS = 3000;
let cached: { at: number; promise: Promise<DraftIndex> } | null = null;

async function load(): Promise<DraftIndex> {
  const [drafts, schedule] = await Promise.all([api.drafts.list(), api.schedule.list().catch(() => null)]);
  return { drafts: new Map(drafts.map((d) => [d.docId, d])), schedule };
}

/** The drafts and the schedule, shared by the parts of a screen as it opens. */
export function draftIndex(): Promise<DraftIndex> {
  const now = Date.now();
  if (!cached || now - cached.at > FRESH_MS) {
    const promise = load();
    cached = { at: now, promise };
    // A failed reading is not kept for the next screen.
    promise.catch(() => {
      if (cached?.promise === promise) cached = null;
    });
  }
  return cached.promise;
}

/** After any change to a draft or a schedule, the next reading goes to the server. */
export function forgetDraftIndex(): void {
  cached = null;
  // The Reviews control reads its count again.
  window.dispatchEvent(new Event(DRAFTS_CHANGED));
}
