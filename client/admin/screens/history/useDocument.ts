import { useCallback, useRef, useState } from "react";
import { revisionTag, type Conflict } from "../../../../shared/schemas/history.ts";
import type { Saved } from "../../api.ts";
import type { SaveOutcome } from "../../hooks/useEditorForm.ts";

export type Values = Record<string, string>;

export interface DocumentState<T extends Values> {
  /** The values the form starts from (the stored ones, theirs after a reload, a restored version). */
  initial: T;
  /** Changes whenever the form must start again from `initial` (its key). */
  generation: number;
  /** The revision of the stored document the form started from (the ETag). */
  revision: string | null;
  /** A stale save: who saved in between, and the values this form tried to save. */
  conflict: { conflict: Conflict; mine: T; reloaded: boolean } | null;
  busy: boolean;
  /** Sends a save from the revision held; a stale one opens the conflict and answers it to the form. */
  save(call: (revision: string | null) => Promise<Saved<T>>, mine: T): Promise<SaveOutcome<T>>;
  /** Loads the other person's version into the form (the unsaved values stay in the conflict panel). */
  reloadTheirs(): void;
  /** Saves the unsaved values over theirs, deliberately. */
  overwrite(call: (values: T, revision: string | null) => Promise<Saved<T>>): Promise<void>;
  dismiss(): void;
  /** A version was restored from the history: the form starts again from it. */
  restored(values: Values, revision: string | null): void;
}

/**
 * What an editor part knows of its stored document: the revision it started from, sent
 * with each save, and the conflict when someone else saved first. Nothing here overwrites another
 * person's save without the user asking for it.
 */
export function useDocument<T extends Values>(docId: string, stored: T, storedRevision: string | null, pick: (values: Values) => T): DocumentState<T> {
  const [initial, setInitial] = useState<T>(stored);
  const [generation, setGeneration] = useState(0);
  const revision = useRef<string | null>(storedRevision);
  const [revisionShown, setRevisionShown] = useState<string | null>(storedRevision);
  const [conflict, setConflict] = useState<DocumentState<T>["conflict"]>(null);
  const [busy, setBusy] = useState(false);

  const adopt = (next: string | null) => {
    revision.current = next;
    setRevisionShown(next);
  };

  const save = useCallback(async (call: (revision: string | null) => Promise<Saved<T>>, mine: T): Promise<SaveOutcome<T>> => {
    const answer = await call(revision.current);
    if (!answer.ok) {
      setConflict({ conflict: answer.error.conflict, mine, reloaded: false });
      return answer;
    }
    adopt(answer.revision);
    setConflict(null);
    return { ok: true, value: answer.value };
  }, []);

  const reloadTheirs = () => {
    if (!conflict) return;
    adopt(revisionTag(docId, conflict.conflict.revision));
    setInitial(pick(conflict.conflict.current));
    setGeneration((g) => g + 1);
    setConflict({ ...conflict, reloaded: true });
  };

  const overwrite = async (call: (values: T, revision: string | null) => Promise<Saved<T>>) => {
    if (!conflict) return;
    setBusy(true);
    try {
      const answer = await call(conflict.mine, revisionTag(docId, conflict.conflict.revision));
      if (!answer.ok) {
        // Saved again by someone else meanwhile: the panel shows that newer version.
        setConflict({ conflict: answer.error.conflict, mine: conflict.mine, reloaded: false });
        return;
      }
      adopt(answer.revision);
      setInitial(pick(answer.value));
      setGeneration((g) => g + 1);
      setConflict(null);
    } finally {
      setBusy(false);
    }
  };

  const restored = (values: Values, next: string | null) => {
    adopt(next);
    setInitial(pick(values));
    setGeneration((g) => g + 1);
    setConflict(null);
  };

  return { initial, generation, revision: revisionShown, conflict, busy, save, reloadTheirs, overwrite, dismiss: () => setConflict(null), restored };
}
