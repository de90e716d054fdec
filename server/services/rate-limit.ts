import type { DB } from "../db/index.ts";
import { deleteExpiredCounters, hitCounter } from "../db/repositories/rate-limits.ts";
import { inTransaction } from "../db/transaction.ts";
import { HttpError } from "../http/errors.ts";

export interface LimitPolicy {
  /** Events allowed within one window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** A 429 with `Retry-After` (seconds until the window ends). */
function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, { headers: { "Retry-After": String(seconds) } });
}

/**
 * Counts one attempt against every key, in fixed windows kept in the `rate_limits` table (so
 * every instance sharing the database shares the limits), then throws a 429 naming the longest
 * wait when any key is over its policy. Each attempt is counted before it is checked, so a burst
 * of parallel requests cannot slip past; a success may take its count back (`releaseCounter`,
 * `clearCounter`). The counts commit on their own, before the caller's work: a request that
 * then fails (a wrong password) must stay counted.
 */
export async function consumeLimits(
  db: DB,
  entries: readonly { key: string; policy: LimitPolicy }[],
  message: string,
  clock: () => number = Date.now,
): Promise<void> {
  const t = clock();
  const nowIso = new Date(t).toISOString();
  const wait = await inTransaction(db, async (trx) => {
    let longest = 0;
    for (const { key, policy } of entries) {
      const c = await hitCounter(trx, key, nowIso, new Date(t + policy.windowSeconds * 1000).toISOString());
      if (c.count > policy.max) longest = Math.max(longest, (Date.parse(c.resetAt) - t) / 1000);
    }
    return longest;
  });
  // Now and then, drop ended windows so the table stays small (outside the transaction: deleting
  // rows other requests hold could deadlock with them on PostgreSQL).
  if (Math.random() < 0.02) await deleteExpiredCounters(db, nowIso);
  if (wait > 0) throw tooManyRequests(message, wait);
}

/**
 * Counts one attempt against `key` (committed at once, like `consumeLimits`) and answers whether
 * the key is still within its policy, without refusing anything: the caller decides.
 */
export async function countWithin(db: DB, key: string, policy: LimitPolicy, clock: () => number = Date.now): Promise<boolean> {
  const t = clock();
  const c = await hitCounter(db, key, new Date(t).toISOString(), new Date(t + policy.windowSeconds * 1000).toISOString());
  return c.count <= policy.max;
}

/** Counter keys; usernames are compared ignoring case. */
export const limitKeys = {
  loginUser: (username: string) => `login:user:${username.trim().toLowerCase()}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  loginDevice: (nonce: string) => `login:device:${nonce}`,
  /** Codes tried against one two-factor sign-in challenge (its jti). */
  loginChallenge: (jti: string) => `login:2fa:${jti}`,
  /** Set once a challenge led to a sign-in: it is spent. */
  loginChallengeSpent: (jti: string) => `login:2fa-spent:${jti}`,
  contactIp: (ip: string) => `contact:ip:${ip}`,
};
