import { useSyncExternalStore } from "react";

/**
 * The count of drafts awaiting review the Reviews control shows: read when the dashboard opens,
 * on focus, every minute, and after any draft action in this tab (the DraftBar announces them).
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export function setReviewCount(n: number | null): void {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReviewCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}

/** The event a draft action sends so the count is read again. */
export const DRAFTS_CHANGED = "admin:drafts-changed";
