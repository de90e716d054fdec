import { useEffect, useRef } from "react";
import { htmlToText } from "../../../../shared/diff.ts";
import type { Conflict, DocType } from "../../../../shared/schemas/history.ts";
import { formatWhen } from "../messages/format.ts";
import { fieldKind, fieldLabel, galleryOf } from "./fields.ts";
import "./ConflictPanel.css";

export interface ConflictPanelProps {
  type: DocType;
  conflict: Conflict;
  /** The values this form tried to save. */
  mine: Readonly<Record<string, string>>;
  /** True once the other version was loaded into the form (the panel then keeps only the copy of mine). */
  reloaded: boolean;
  busy: boolean;
  onReload(): void;
  onOverwrite(): void;
  onDismiss(): void;
}

const show = (type: DocType, field: string, value: string) => {
  const kind = fieldKind(type, field);
  if (kind === "rich") return htmlToText(value);
  if (kind === "gallery") return galleryOf(value).text || "(no photos)";
  if (kind === "image" || kind === "images") return value ? "(an image)" : "(no image)";
  return value;
};

/**
 * A stale save: someone saved this part after it was opened, and nothing was changed. Shows
 * their saved version beside the unsaved one, field by field, and offers to load theirs (the
 * unsaved text stays here to copy) or to overwrite theirs deliberately.
 */
export function ConflictPanel({ type, conflict, mine, reloaded, busy, onReload, onOverwrite, onDismiss }: ConflictPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const fields = Object.keys(mine).filter((f) => (conflict.current[f] ?? "") !== mine[f]);
  const who = conflict.savedBy || "Someone";
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="admin-conflict">
      <p className="admin-conflict__title">
        {reloaded
          ? `You now see the version ${who} saved. Your unsaved text is below to copy.`
          : `${who} saved this part on ${formatWhen(conflict.savedAt)}, after you opened it. Your changes were not saved.`}
      </p>
      {fields.length === 0 ? <p>Their version holds the same values as yours.</p> : null}
      <div className="admin-conflict__fields">
        {fields.map((f) => (
          <div key={f} className="admin-conflict__field">
            <p className="admin-conflict__name">{fieldLabel(f)}</p>
            <div className="admin-conflict__columns">
              {reloaded ? null : (
                <section aria-label={`${fieldLabel(f)}: saved by ${who}`}>
                  <p className="admin-conflict__label">Saved by {who}</p>
                  <pre className="admin-conflict__value">{show(type, f, conflict.current[f] ?? "")}</pre>
                </section>
              )}
              <section aria-label={`${fieldLabel(f)}: your unsaved version`}>
                <p className="admin-conflict__label">Your unsaved version</p>
                <pre className="admin-conflict__value">{show(type, f, mine[f] ?? "")}</pre>
              </section>
            </div>
          </div>
        ))}
      </div>
      <div className="admin-conflict__actions">
        {reloaded ? (
          <button type="button" className="admin-button admin-button--secondary" onClick={onDismiss}>
            Done copying
          </button>
        ) : (
          <>
            <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={onReload}>
              Load their version
            </button>
            <button type="button" className="admin-button admin-button--danger" disabled={busy} onClick={onOverwrite}>
              Overwrite with mine
            </button>
          </>
        )}
      </div>
    </div>
  );
}
