import { useSyncExternalStore } from "react";

/**
 * A number several admin components share (a control's badge, the screen that knows it exactly):
 * one module-level value with its listeners. Null before the first reading. Admin screens render
 * in the browser only.
 */
export function createSharedCount(): { set(n: number | null): void; use(): number | null } {
  let count: number | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    set(n) {
      if (n === count) return;
      count = n;
      for (const l of listeners) l();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => count,
        () => null,
      ),
  };
}
