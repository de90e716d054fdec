import { ACTIVITY_PAGE_SIZE, type ActivityKind, type ActivityPage, type ActivityQuery } from "../../shared/schemas/activity.ts";
import type { DB } from "../db/index.ts";
import { newId, now } from "../db/ids.ts";
import { findUserByUsername } from "../db/repositories/users.ts";
import { activityUsernames, countActivity, deleteActivityBefore, insertActivity, listActivity } from "../db/repositories/activity.ts";

/** The activity log: sign-ins, saves, restores, deletes, user changes. */

/** Who acted and from where; `userId` is "" for a failed sign-in. */
export interface Actor {
  userId: string;
  username: string;
  ip: string;
}

/** What was acted on. */
export interface Target {
  type: string;
  id: string;
  label: string;
}

/** Entries older than this are dropped. */
export const ACTIVITY_RETENTION_DAYS = 365;

const LABEL_MAX = 200;
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * Adds one entry. Callers pass names and ids only: nothing here ever takes a password, a token or
 * a hash. A failed sign-in keeps the name as typed (clipped), since that is what was tried.
 */
export async function recordActivity(db: DB, kind: ActivityKind, actor: Actor, target?: Target): Promise<void> {
  await insertActivity(db, {
    id: newId(),
    at: now(),
    kind,
    userId: actor.userId,
    username: clip(actor.username, 100),
    ip: clip(actor.ip, 100),
    targetType: target?.type ?? "",
    targetId: target?.id ?? "",
    targetLabel: clip(target?.label ?? "", LABEL_MAX),
  });
  // Now and then, drop entries past the retention so the table stays bounded.
  if (Math.random() < 0.01) await deleteActivityBefore(db, new Date(Date.now() - ACTIVITY_RETENTION_DAYS * 86_400_000).toISOString());
}

/**
 * A failed sign-in, with its address. The name is kept only when it is a user's: people sometimes
 * type their password into the username field, and that must never be stored.
 */
export async function recordFailedSignIn(db: DB, typed: string, ip: string): Promise<void> {
  const user = await findUserByUsername(db, typed.trim());
  await recordActivity(db, "sign-in-failed", { userId: user?.id ?? "", username: user?.username ?? UNKNOWN_USER, ip });
}

/** How a failed sign-in with a name that is no user's appears in the log. */
export const UNKNOWN_USER = "(unknown user)";

/** One page of the log, newest first, filtered by user name and kind. */
export async function readActivity(db: DB, q: ActivityQuery): Promise<ActivityPage> {
  const filter = { username: q.user || undefined, kind: q.kind };
  const [entries, total, users] = await Promise.all([
    listActivity(db, filter, (q.page - 1) * ACTIVITY_PAGE_SIZE, ACTIVITY_PAGE_SIZE),
    countActivity(db, filter),
    activityUsernames(db),
  ]);
  return {
    entries: entries.map(({ id, kind, ...rest }) => ({ _id: id, kind: kind as ActivityKind, ...rest })),
    page: q.page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total,
    users,
  };
}
