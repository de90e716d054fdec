import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useOptionalAdmin, useUnsavedForm } from "../AdminProvider.tsx";
import { ApiError, type StaleSave } from "../api.ts";
import { readDraft, removeDraft } from "../session.ts";

export type FormValues = Record<string, string>;

/** A refusal by the form itself before anything is sent; its message is shown as is. */
export class FormError extends Error {}

/**
 * What a save answers: the values the server now holds, or a stale save (someone saved the
 * document after the form read it; nothing was changed), which the form reports under Submit
 * while the document shows the other version beside the form. Every other failure throws.
 */
export type SaveOutcome<T> = { ok: true; value: T } | { ok: false; error: StaleSave };

/** A save that went through, answering what the server now holds. */
export const savedAs = <T>(value: T): SaveOutcome<T> => ({ ok: true, value });

/** The form's words for a stale save: the panel with both versions is shown above the fields. */
const STALE_SAVE = "Someone else saved this part after you opened it; the two versions are compared at the top of this form, above its fields.";

/**
 * Image uploads under way in a form. A control hands each upload to `track`; Submit waits for
 * those still running (state 'waiting') and refuses to save when one of them failed.
 */
export interface UploadTracker {
  track(work: Promise<unknown>): void;
}

/** Where a form stands after its last Submit ('waiting': for uploads, before sending). */
export type SaveState =
  | { kind: "idle" }
  | { kind: "waiting" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "error"; message: string; fields: Readonly<Record<string, string>> };

export interface EditorForm<T extends FormValues> {
  /** What the form shows. */
  values: T;
  /** What the server holds (as last read or saved). */
  stored: T;
  dirty: boolean;
  state: SaveState;
  /** True when the values came from a draft kept when the session ended. */
  restored: boolean;
  setField<F extends keyof T & string>(name: F, value: string): void;
  submit(event?: FormEvent): Promise<void>;
  uploads: UploadTracker;
  /** Waits for the image uploads under way; answers the latest values, or the first upload's failure. */
  settled(): Promise<{ values: T; failure?: unknown }>;
  /** These values are kept elsewhere now (a saved draft): they are no longer unsaved changes. */
  markStored(values: T): void;
}

/** Waits until no tracked upload runs (more may start meanwhile); answers the first failure. */
async function settle(running: Set<Promise<unknown>>): Promise<unknown> {
  let failure: unknown;
  while (running.size > 0) {
    for (const result of await Promise.allSettled([...running])) if (result.status === "rejected") failure ??= result.reason;
  }
  return failure;
}

/** A draft is used only when it has exactly the form's fields, all strings. */
function draftFor<T extends FormValues>(draft: unknown, shape: T): T | undefined {
  if (!draft || typeof draft !== "object") return undefined;
  const entries = Object.entries(draft as Record<string, unknown>);
  const keys = Object.keys(shape);
  if (entries.length !== keys.length || !entries.every(([k, v]) => keys.includes(k) && typeof v === "string")) return undefined;
  return draft as T;
}

const same = (a: FormValues, b: FormValues) => Object.keys(a).every((k) => a[k] === b[k]);

/**
 * One editor form: its values, the stored values, and Submit. Submit sends the values through
 * `save` and shows 'Saved' or the server's message; a 401 hands over to the admin context, which
 * keeps a draft of every unsaved form (restored here after signing in again) and goes to login.
 */
export function useEditorForm<T extends FormValues>({
  id,
  initial,
  save,
}: {
  /** Unique per form; names its draft. */
  id: string;
  initial: T;
  /** Sends the values (`stored`: what the server held before) and answers what it now holds. */
  save(values: T, stored: T): Promise<SaveOutcome<T>>;
}): EditorForm<T> {
  const admin = useOptionalAdmin();
  const [draft] = useState(() => draftFor(readDraft(id), initial));
  const [stored, setStored] = useState<T>(initial);
  const [values, setValues] = useState<T>(draft ?? initial);
  // The latest values, for a Submit that resumes after waiting for uploads.
  const latest = useRef<T>(values);
  const running = useRef(new Set<Promise<unknown>>());
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [restored, setRestored] = useState(draft !== undefined);
  const dirty = !same(values, stored);

  // The draft now lives in the form; it is kept again if the session ends once more.
  useEffect(() => {
    if (draft) removeDraft(id);
  }, [draft, id]);

  useUnsavedForm(id, dirty, values);

  const setField = useCallback(<F extends keyof T & string>(name: F, value: string) => {
    if (latest.current[name] !== value) {
      latest.current = { ...latest.current, [name]: value };
      setValues(latest.current);
    }
    setState((current) => (current.kind === "saving" || current.kind === "waiting" ? current : { kind: "idle" }));
  }, []);

  const track = useCallback((work: Promise<unknown>) => {
    running.current.add(work);
    const done = () => running.current.delete(work);
    work.then(done, done);
  }, []);
  const uploads = useMemo(() => ({ track }), [track]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (state.kind === "saving" || state.kind === "waiting") return;
    if (running.current.size > 0) {
      setState({ kind: "waiting" });
      const failure = await settle(running.current);
      if (failure !== undefined) {
        const message = failure instanceof Error ? failure.message : "An image was not uploaded.";
        setState({ kind: "error", message: `${message} Choose the image again, then Submit.`, fields: {} });
        return;
      }
    }
    const sent = latest.current;
    setState({ kind: "saving" });
    try {
      const outcome = await save(sent, stored);
      if (!outcome.ok) {
        setState({ kind: "error", message: STALE_SAVE, fields: {} });
        return;
      }
      const saved = outcome.value;
      setStored(saved);
      // Fields edited while the request was under way keep their newer value.
      const next = { ...latest.current };
      for (const key of Object.keys(saved) as (keyof T)[]) if (latest.current[key] === sent[key]) next[key] = saved[key];
      latest.current = next;
      setValues(next);
      setState({ kind: "saved" });
      setRestored(false);
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized && admin) {
        admin.expireSession();
        return;
      }
      const message = error instanceof ApiError || error instanceof FormError ? error.message : "Something went wrong while saving. Try again.";
      setState({ kind: "error", message, fields: error instanceof ApiError ? error.fields : {} });
    }
  };

  const settled = useCallback(async () => {
    const failure = await settle(running.current);
    return { values: latest.current, failure };
  }, []);

  const markStored = useCallback((kept: T) => {
    setStored(kept);
    setState({ kind: "idle" });
    setRestored(false);
  }, []);

  return { values, stored, dirty, state, restored, setField, submit, uploads, settled, markStored };
}
