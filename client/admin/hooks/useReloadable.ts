import { useCallback, useState } from "react";
import { useFailure } from "./useFailure.ts";

export interface Reloadable<T> {
  data: T;
  /** Why the last reload failed, in words; null after a good one. */
  error: string | null;
  /** Reads the data again; never throws (a failure lands in `error`). */
  reload(): Promise<void>;
}

/** Data a screen read in its loader and reads again after each change it makes. */
export function useReloadable<T>(initial: T, load: () => Promise<T>): Reloadable<T> {
  const [data, setData] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const fail = useFailure();
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(null);
    } catch (e) {
      const message = fail(e);
      if (message) setError(`The list could not be reloaded: ${message}`);
    }
  }, [load, fail]);
  return { data, error, reload };
}
