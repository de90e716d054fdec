import { SESSION_KEYS, type Role } from "../../shared/constants.ts";

/**
 * The UI's record of a session, kept in sessionStorage (one tab, gone when it closes). The
 * credential itself is the httpOnly cookie the login answer sets: the token is deliberately not
 * written where scripts can read it (a departure from the original app, see docs/admin.md).
 */
function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

export function isLoggedIn(): boolean {
  return storage()?.getItem(SESSION_KEYS.isLoggedIn) === "true";
}

export function startSession(role: Role): void {
  const s = storage();
  if (!s) return;
  s.setItem(SESSION_KEYS.isLoggedIn, "true");
  s.setItem(SESSION_KEYS.role, role);
  s.removeItem(SESSION_KEYS.token);
}

export function endSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(SESSION_KEYS)) s.removeItem(key);
}

const DRAFT_PREFIX = "r28-admin-draft:";

/** Keeps what a form held when the session ended, so it can be restored after signing in again. */
export function saveDraft(formId: string, values: unknown): void {
  try {
    storage()?.setItem(DRAFT_PREFIX + formId, JSON.stringify(values));
  } catch {
    // over the storage quota (e.g. a large image): the draft is lost, the rest still works
  }
}

export function readDraft(formId: string): unknown {
  const raw = storage()?.getItem(DRAFT_PREFIX + formId);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function removeDraft(formId: string): void {
  storage()?.removeItem(DRAFT_PREFIX + formId);
}

/** Where to go after signing in: a dashboard path from `?next=`, else the dashboard. */
export function safeNext(next: string | null): string {
  if (next && /^\/admin\/dashboard(\/[\w-]+)*\/?$/.test(next)) return next;
  return "/admin/dashboard";
}
