import { useSyncExternalStore } from "react";

/**
 * The unread count the inbox control shows, shared by the control (which reads it when the
 * dashboard opens, on focus and every minute) and the inbox screen (which knows it exactly after
 * each change). Admin screens render in the browser only.
 */
let count: number | null = null;
const listeners = new Set<() => void>();

export function setUnreadCount(n: number | null): void {
  if (n === count) return;
  count = n;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last known unread count; null before the first reading. */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => count,
    () => null,
  );
}
