import { useRef, type ReactNode } from "react";
import { useDraft, type DraftController } from "../../components/DraftBar/index.ts";
import { useCanPublish } from "../../roles.ts";
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
  /** The fields a draft save sends (default: the values as they are). */
  draftFields?(values: T): Record<string, unknown>;
  /** After a draft is published (e.g. to read a list again). */
  onPublished?(values: T): void;
  /** A new item's draft was discarded (the screen goes back to its create form). */
  onDiscardedNew?(): void;
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
  /** The document's draft, for the form's DraftBar (FormCard's `draft`). */
  draft: DraftController;
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
export function useTrackedDocument<T extends Values>({ type, docId, title, stored, revision, formId, patch, draftFields, onPublished, onDiscardedNew }: TrackedDocumentOptions<T>): TrackedDocument<T> {
  const fields = Object.keys(stored);
  const pick = (v: Values) => Object.fromEntries(fields.map((f) => [f, v[f] ?? ""])) as T;
  const doc = useDocument<T>(docId, stored, revision, pick);
  // What visitors see, as the form holds it: the form returns to it when a draft is discarded.
  const live = useRef<T>(stored);
  const draft = useDraft<T>({
    type,
    docId,
    label: title,
    live: () => live.current,
    toFields: (values) => (draftFields ? draftFields(values) : values),
    fromFields: pick,
    restart: (values, next) => {
      if (next !== undefined) live.current = values;
      doc.restored(values, next === undefined ? doc.revision : next);
    },
    onPublished,
    onDiscardedNew,
  });
  const dirty = useOptionalAdmin()?.dirtyForms.has(formId) ?? false;
  const canPublish = useCanPublish();
  const history = useHistory({
    docId,
    title,
    dirty,
    // Editors restore into the draft (the live version stays); admins publish the version again.
    publish: canPublish,
    onRestored: (values, next) => {
      if (canPublish) live.current = pick(values);
      doc.restored(values, next);
      draft.reload();
    },
  });
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
    draft,
    save: async (values, body = values) => {
      const outcome = await doc.save((rev) => patch(body, rev), values);
      if (outcome.ok) live.current = pick(outcome.value);
      return outcome;
    },
  };
}
