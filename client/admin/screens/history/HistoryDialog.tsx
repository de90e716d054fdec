import { useEffect, useId, useRef, useState } from "react";
import type { DocType, HistoryResponse, VersionResponse } from "../../../../shared/schemas/history.ts";
import { api } from "../../api.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/index.ts";
import { CloseIcon } from "../../components/Icon/index.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { formatWhen } from "../messages/format.ts";
import { FieldDiff } from "./FieldDiff.tsx";
import { ACTION_LABELS, fieldKind, fieldLabel } from "./fields.ts";
import "./HistoryDialog.css";

export interface HistoryDialogProps {
  open: boolean;
  docId: string;
  /** What the editor calls the document, for the title. */
  title: string;
  /** True when the editor holds unsaved changes (a restore replaces them). */
  dirty: boolean;
  onClose(): void;
  /** A version was saved again: the editor shows these values and this revision. */
  onRestored(values: Record<string, string>, revision: string | null): void;
  /** False for editors: Restore puts the version into the draft and the live version stays. */
  publish?: boolean;
}

type Load<T> = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; data: T };

/**
 * A document's history: its versions newest first (who, when, which fields), the change each one
 * made (words struck and added, images before and after), and Restore, which saves that version
 * again as a new version of this document only.
 */
export function HistoryDialog({ open, docId, title, dirty, onClose, onRestored, publish = true }: HistoryDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fail = useFailure();
  const [history, setHistory] = useState<Load<{ history: HistoryResponse; revision: string | null }>>({ kind: "loading" });
  const [selected, setSelected] = useState<string | null>(null);
  const [version, setVersion] = useState<Load<VersionResponse> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  const load = async () => {
    setHistory({ kind: "loading" });
    try {
      const r = await api.history.read(docId);
      setHistory({ kind: "ready", data: { history: r.value, revision: r.revision } });
      return r.value;
    } catch (error) {
      const message = fail(error);
      if (message) setHistory({ kind: "error", message });
      return null;
    }
  };

  const choose = async (id: string) => {
    setSelected(id);
    setVersion({ kind: "loading" });
    try {
      setVersion({ kind: "ready", data: await api.history.version(id) });
    } catch (error) {
      const message = fail(error);
      if (message) setVersion({ kind: "error", message });
    }
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      void load().then((h) => {
        const first = h?.versions[0];
        if (first) void choose(first._id);
      });
    }
    if (!open && dialog.open) dialog.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on each opening only
  }, [open]);

  const restore = async () => {
    setConfirming(false);
    if (history.kind !== "ready" || version?.kind !== "ready") return;
    const v = version.data.version;
    try {
      const r = await api.history.restore(docId, v._id, history.data.revision, publish);
      if (!r.ok) {
        // Saved by someone since the history was read: nothing was restored.
        setOutcome({ kind: "error", text: `Revision ${v.revision} was not restored: ${r.error.message}` });
        return;
      }
      setOutcome({
        kind: "success",
        text: publish
          ? `Restored revision ${v.revision}. It is saved as revision ${r.value.document.revision}.`
          : `Restored revision ${v.revision} into the draft. The published version is unchanged.`,
      });
      onRestored(r.value.data, r.revision);
      const h = await load();
      if (h?.versions[0]) void choose(h.versions[0]._id);
    } catch (error) {
      const message = fail(error);
      if (message) setOutcome({ kind: "error", text: `Revision ${v.revision} was not restored: ${message}` });
    }
  };

  const current = history.kind === "ready" ? history.data.history.document.revision : null;
  const type = history.kind === "ready" ? (history.data.history.document.type as DocType) : null;
  const v = version?.kind === "ready" ? version.data : null;
  const changed = v ? (v.version.changedFields.length > 0 || !v.previous ? (v.previous ? v.version.changedFields : Object.keys(v.version.data)) : []) : [];
  const restorable = v && current !== null && v.version.revision !== current && v.version.action !== "delete";

  return (
    <dialog
      ref={ref}
      className="admin-dialog admin-history"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="admin-history__header">
        <h2 id={titleId} className="admin-dialog__title">
          History of ‘{title}’
        </h2>
        <button type="button" className="admin-icon-button" aria-label="Close history" title="Close" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>
      <div role="status" className="admin-history__outcome">
        {outcome?.kind === "success" ? outcome.text : null}
      </div>
      <div role="alert" className="admin-history__outcome admin-history__outcome--error">
        {outcome?.kind === "error" ? outcome.text : null}
      </div>
      {history.kind === "loading" ? <p className="admin-loading">Loading the history…</p> : null}
      {history.kind === "error" ? <p className="admin-history__error">{history.message}</p> : null}
      {history.kind === "ready" ? (
        <div className="admin-history__body">
          <ol className="admin-history__versions" aria-label="Versions, newest first">
            {history.data.history.versions.map((item) => (
              <li key={item._id}>
                <button type="button" className="admin-history__version" aria-current={item._id === selected ? "true" : undefined} onClick={() => void choose(item._id)}>
                  <span className="admin-history__version-top">
                    <strong>Revision {item.revision}</strong>
                    {item.revision === current ? <span className="admin-history__current">Current</span> : null}
                  </span>
                  <span>
                    {ACTION_LABELS[item.action] ?? item.action}
                    {item.restoredFrom !== null ? ` revision ${item.restoredFrom}` : ""}
                    {item.savedBy ? ` by ${item.savedBy}` : ""}
                  </span>
                  <time dateTime={item.savedAt}>{formatWhen(item.savedAt)}</time>
                  {item.changedFields.length > 0 ? <span className="admin-history__fields">Changed: {item.changedFields.map(fieldLabel).join(", ")}</span> : null}
                </button>
              </li>
            ))}
          </ol>
          <section className="admin-history__detail" aria-label="The chosen version">
            {version?.kind === "loading" ? <p className="admin-loading">Loading the version…</p> : null}
            {version?.kind === "error" ? <p className="admin-history__error">{version.message}</p> : null}
            {v && type ? (
              <>
                <h3 className="admin-history__detail-title">
                  Revision {v.version.revision}: {v.previous ? "what this save changed" : "the first known state"}
                </h3>
                {changed.length === 0 ? <p>This save changed no field.</p> : null}
                {changed.map((field) => (
                  <div key={field} className="admin-history__field">
                    <h4>{fieldLabel(field)}</h4>
                    <FieldDiff kind={fieldKind(type, field)} before={v.previous?.data[field] ?? ""} after={v.version.data[field] ?? ""} />
                  </div>
                ))}
                {restorable ? (
                  <div className="admin-history__actions">
                    <button type="button" className="admin-button admin-button--primary" onClick={() => setConfirming(true)}>
                      Restore revision {v.version.revision}
                    </button>
                    <p className="admin-field__hint">
                      {publish
                        ? "Saves this version again as a new one; nothing else on the site changes, and it can be undone here."
                        : "Puts this version into the draft; the published version stays until an admin publishes the draft."}
                    </p>
                  </div>
                ) : null}
              </>
            ) : null}
          </section>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Restore revision ${v?.version.revision ?? ""}?`}
        confirmLabel="Restore"
        tone="primary"
        onConfirm={() => void restore()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {dirty ? "Your unsaved changes in this part will be replaced. " : ""}
          The current text stays in the history, so this can be undone.
        </p>
      </ConfirmDialog>
    </dialog>
  );
}
