import { createSharedCount } from "../../hooks/sharedCount.ts";

/**
 * The count of drafts awaiting review the Reviews control shows: read when the dashboard opens,
 * on focus, every minute, and after any draft action in this tab (the DraftBar announces them).
 */
const reviews = createSharedCount();

export const setReviewCount = reviews.set;
export const useReviewCount = reviews.use;

/** The event a draft action sends so the count is read again. */
export const DRAFTS_CHANGED = "admin:drafts-changed";
