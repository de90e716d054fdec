import type { ReactNode } from "react";
import { useOptionalAdmin } from "../../AdminProvider.tsx";
import type { Saved } from "../../api.ts";
import type { SaveOutcome } from "../../hooks/useEditorForm.ts";
import type { DocType } from "../../../../shared/schemas/history.ts";
import { ConflictPanel } from "./ConflictPanel.tsx";
import { useHistory } from "./HistoryButton.tsx";
import { useDocument, type Values } from "./useDocument.ts";

export interface TrackedDocumentOptions<T extends Values> {
  type: DocType;
  docId: string;
  /** What the editor calls the document (the History dialog's title). */
  title: string;
  /** The stored values; their keys are the document's fields. */
  stored: T;
  /** The ETag the stored values were read with. */
  revision: string | null;
  /** The editor's form id in the unsaved-changes register. */
  formId: string;
  /** Sends the values (all of them, or only those changed) from a revision (null: none known). */
  patch(values: Partial<T>, revision: string | null): Promise<Saved<T>>;
}

export interface TrackedDocument<T extends Values> {
  /** The form's key: a new one starts the form again from `initial` (theirs, a restored version). */
  key: number;
  initial: T;
  /** The History button, for the card's title row. */
  actions: ReactNode;
  /** The stale-save panel, above the fields. */
  notice: ReactNode;
  /** The History dialog: render it beside the form (outside it), so a restore keeps it open. */
  dialog: ReactNode;
  /**
   * A save of the form's values from the revision held, sending `body` (default: every value); a
   * stale one opens the conflict and answers it to the form.
   */
  save(values: T, body?: Partial<T>): Promise<SaveOutcome<T>>;
}

/**
 * An editor of a stored document (a content part, a news item, an investment): saves
 * carry the revision the editor started from, a stale one shows the other version beside the
 * unsaved one, and History lists the versions with Restore.
 */
export function useTrackedDocument<T extends Values>({ type, docId, title, stored, revision, formId, patch }: TrackedDocumentOptions<T>): TrackedDocument<T> {
  const fields = Object.keys(stored);
  const pick = (v: Values) => Object.fromEntries(fields.map((f) => [f, v[f] ?? ""])) as T;
  const doc = useDocument<T>(docId, stored, revision, pick);
  const dirty = useOptionalAdmin()?.dirtyForms.has(formId) ?? false;
  const history = useHistory({ docId, title, dirty, onRestored: doc.restored });
  return {
    key: doc.generation,
    initial: doc.initial,
    actions: history.button,
    notice: doc.conflict ? (
      <ConflictPanel
        type={type}
        conflict={doc.conflict.conflict}
        mine={doc.conflict.mine}
        reloaded={doc.conflict.reloaded}
        busy={doc.busy}
        onReload={doc.reloadTheirs}
        onOverwrite={() => void doc.overwrite(patch)}
        onDismiss={doc.dismiss}
      />
    ) : null,
    dialog: history.dialog,
    save: (values, body = values) => doc.save((rev) => patch(body, rev), values),
  };
}
