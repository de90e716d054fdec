import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useOptionalAdmin, useUnsavedForm } from "../AdminProvider.tsx";
import { ApiError } from "../api.ts";
import { readDraft, removeDraft } from "../session.ts";

export type FormValues = Record<string, string>;

/** A refusal by the form itself before anything is sent; its message is shown as is. */
export class FormError extends Error {}

/** Where a form stands after its last Submit. */
export type SaveState =
  | { kind: "idle" }
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
  save(values: T): Promise<T>;
}): EditorForm<T> {
  const admin = useOptionalAdmin();
  const [draft] = useState(() => draftFor(readDraft(id), initial));
  const [stored, setStored] = useState<T>(initial);
  const [values, setValues] = useState<T>(draft ?? initial);
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const [restored, setRestored] = useState(draft !== undefined);
  const dirty = !same(values, stored);

  // The draft now lives in the form; it is kept again if the session ends once more.
  useEffect(() => {
    if (draft) removeDraft(id);
  }, [draft, id]);

  useUnsavedForm(id, dirty, values);

  const setField = useCallback(<F extends keyof T & string>(name: F, value: string) => {
    setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
    setState((current) => (current.kind === "saving" ? current : { kind: "idle" }));
  }, []);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (state.kind === "saving") return;
    const sent = values;
    setState({ kind: "saving" });
    try {
      const saved = await save(sent);
      setStored(saved);
      // Fields edited while the request was under way keep their newer value.
      setValues((current) => {
        const next = { ...current };
        for (const key of Object.keys(saved) as (keyof T)[]) if (current[key] === sent[key]) next[key] = saved[key];
        return next;
      });
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

  return { values, stored, dirty, state, restored, setField, submit };
}
