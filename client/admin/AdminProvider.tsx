import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useBlocker, useLocation, useNavigate } from "react-router";
import type { MeResponse } from "../../shared/schemas/auth.ts";
import { api } from "./api.ts";
import { LeaveDialog } from "./components/ConfirmDialog/index.ts";
import { endSession, saveDraft } from "./session.ts";

/**
 * What every admin screen shares: the signed-in user, sign-out (by choice or because the session
 * ended), and the register of forms with unsaved changes that guards leaving the page.
 */
export interface AdminContextValue {
  user: MeResponse;
  /** Log out on purpose: asks first when a form holds unsaved changes. */
  logout(): void;
  /**
   * The API answered 401: keep a draft of every unsaved form (restored after signing in again),
   * clear the session keys and go to the login page, which returns here afterwards.
   */
  expireSession(): void;
  /** Ids of the forms currently holding unsaved changes. */
  dirtyForms: ReadonlySet<string>;
  /** Registers a form; `snapshot` gives its values for a draft. Returns the unregister function. */
  registerForm(id: string, snapshot: () => unknown): () => void;
  setFormDirty(id: string, dirty: boolean): void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** The admin context; throws outside the dashboard (a programming error). */
export function useAdmin(): AdminContextValue {
  const value = use(AdminContext);
  if (!value) throw new Error("useAdmin must be used inside <AdminProvider> (the dashboard route)");
  return value;
}

/** The admin context where one exists (components also usable outside the dashboard). */
export function useOptionalAdmin(): AdminContextValue | null {
  return use(AdminContext);
}

/** Marks a form's unsaved state in the register for as long as the form is mounted. */
export function useUnsavedForm(id: string, dirty: boolean, values: unknown): void {
  const admin = useOptionalAdmin();
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const register = admin?.registerForm;
  const setDirty = admin?.setFormDirty;
  useEffect(() => register?.(id, () => latest.current), [register, id]);
  useEffect(() => setDirty?.(id, dirty), [setDirty, id, dirty]);
}

type Pending = { kind: "navigate" } | { kind: "logout" } | null;

export function AdminProvider({ user, children }: { user: MeResponse; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const dirtyRef = useRef(new Set<string>());
  const snapshots = useRef(new Map<string, () => unknown>());
  // Set when leaving on purpose (logout, expired session) so the unsaved-changes guard lets it pass.
  const leaving = useRef(false);
  const [pending, setPending] = useState<Pending>(null);

  const setFormDirty = useCallback((id: string, dirty: boolean) => {
    if (dirtyRef.current.has(id) === dirty) return;
    if (dirty) dirtyRef.current.add(id);
    else dirtyRef.current.delete(id);
    setDirtyForms(new Set(dirtyRef.current));
  }, []);

  const registerForm = useCallback(
    (id: string, snapshot: () => unknown) => {
      snapshots.current.set(id, snapshot);
      return () => {
        snapshots.current.delete(id);
        setFormDirty(id, false);
      };
    },
    [setFormDirty],
  );

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && dirtyRef.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );

  // Leaving the admin (another address, reload, closing the tab): the browser's own warning.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current || dirtyRef.current.size === 0) return;
      event.preventDefault();
      event.returnValue = "unsaved";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);

  const expireSession = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    for (const id of dirtyRef.current) {
      const snapshot = snapshots.current.get(id);
      if (snapshot) saveDraft(id, snapshot());
    }
    endSession();
    const next = encodeURIComponent(location.pathname);
    navigate(`/admin/login?expired=1&next=${next}`, { replace: true });
  }, [location.pathname, navigate]);

  const signOut = useCallback(async () => {
    leaving.current = true;
    try {
      await api.auth.logout();
    } catch {
      // An already-ended session (401) or an unreachable server: the keys are cleared either way.
    }
    endSession();
    navigate("/admin/login", { replace: true });
  }, [navigate]);

  const logout = useCallback(() => {
    if (dirtyRef.current.size > 0) setPending({ kind: "logout" });
    else void signOut();
  }, [signOut]);

  const blocked = blocker.state === "blocked";
  const dialog: Pending = blocked ? { kind: "navigate" } : pending;

  const value = useMemo<AdminContextValue>(
    () => ({ user, logout, expireSession, dirtyForms, registerForm, setFormDirty }),
    [user, logout, expireSession, dirtyForms, registerForm, setFormDirty],
  );

  return (
    <AdminContext value={value}>
      {children}
      <LeaveDialog
        open={dialog !== null}
        title={dialog?.kind === "logout" ? "Log out with unsaved changes?" : "Leave with unsaved changes?"}
        confirmLabel={dialog?.kind === "logout" ? "Log out" : "Leave page"}
        count={dirtyForms.size}
        onConfirm={() => {
          if (blocked) blocker.proceed();
          else if (pending?.kind === "logout") void signOut();
          setPending(null);
        }}
        onCancel={() => {
          if (blocked) blocker.reset();
          setPending(null);
        }}
      />
    </AdminContext>
  );
}
