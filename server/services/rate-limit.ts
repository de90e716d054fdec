import type { DB } from "../db/index.ts";
import { clearCounter, deleteExpiredCounters, hitCounter, releaseCounter } from "../db/repositories/rate-limits.ts";
import { HttpError } from "../http/errors.ts";

export interface LimitPolicy {
  /** Events allowed within one window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** A 429 with `Retry-After` (seconds until the window ends). */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, { headers: { "Retry-After": String(seconds) } });
}

/**
 * Fixed-window counters kept in the `rate_limits` table, so every instance that shares the
 * database shares the limits. Each attempt is counted before it is checked (`consume`), so a
 * burst of parallel requests cannot slip past the limit; a success may take its count back.
 */
export class RateLimiter {
  private readonly db: DB;
  private readonly clock: () => number;
  constructor(db: DB, clock: () => number = Date.now) {
    this.db = db;
    this.clock = clock;
  }

  /**
   * Counts one attempt against every key; throws a 429 naming the longest wait when any key is
   * over its policy.
   */
  async consume(entries: readonly { key: string; policy: LimitPolicy }[], message: string): Promise<void> {
    const t = this.clock();
    const nowIso = new Date(t).toISOString();
    let wait = 0;
    for (const { key, policy } of entries) {
      const c = await hitCounter(this.db, key, nowIso, new Date(t + policy.windowSeconds * 1000).toISOString());
      if (c.count > policy.max) wait = Math.max(wait, (Date.parse(c.resetAt) - t) / 1000);
    }
    // Now and then, drop ended windows so the table stays small.
    if (Math.random() < 0.02) await deleteExpiredCounters(this.db, nowIso);
    if (wait > 0) throw tooManyRequests(message, wait);
  }

  /** Takes back one counted attempt (it turned out not to be a failure). */
  release(key: string): Promise<void> {
    return releaseCounter(this.db, key);
  }

  /** Forgets every attempt against the key. */
  reset(key: string): Promise<void> {
    return clearCounter(this.db, key);
  }
}

/** Counter keys; usernames are compared ignoring case. */
export const limitKeys = {
  loginUser: (username: string) => `login:user:${username.trim().toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  contactIp: (ip: string) => `contact:ip:${ip}`,
};
