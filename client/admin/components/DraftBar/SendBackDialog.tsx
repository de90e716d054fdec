import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { REVIEW_COMMENT_MAX } from "../../../../shared/schemas/drafts.ts";
import { SpinnerIcon } from "../Icon/index.ts";
import type { DraftController } from "./useDraft.ts";
import "../ConfirmDialog/ConfirmDialog.css";

/** 'Send back': the draft returns to its author with a comment saying what to change (required). */
export function SendBackDialog({ open, draft, onClose }: { open: boolean; draft: DraftController; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = draft.busy === "return";

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setComment("");
      setError(null);
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const send = async () => {
    const text = comment.trim();
    if (!text) return setError("Write what the author should change.");
    if (text.length > REVIEW_COMMENT_MAX) return setError(`Keep the comment to ${REVIEW_COMMENT_MAX} characters.`);
    const refused = await draft.sendBack(text);
    if (refused) setError(refused);
    else onClose();
  };

  // Rendered at the end of the body: the dialog's own form must not sit inside the editor's form.
  return createPortal(
    <dialog
      ref={ref}
      className="admin-dialog admin-draft-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          // React passes events up through the portal: the editor's form must not submit too.
          event.stopPropagation();
          void send();
        }}
      >
        <h2 id={`${id}-title`} className="admin-dialog__title">
          Send back ‘{draft.label}’
        </h2>
        <p className="admin-dialog__text">The draft stays as it is; its author sees your comment at the top of the form.</p>
        <div className="admin-field admin-draft-dialog__field">
          <label htmlFor={`${id}-comment`} className="admin-field__label">
            Comment for the author
          </label>
          <textarea
            id={`${id}-comment`}
            className="admin-input"
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            value={comment}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setComment(event.target.value)}
          />
          {error ? (
            <span id={`${id}-error`} role="alert" className="admin-field__error">
              {error}
            </span>
          ) : null}
        </div>
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button admin-button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
            {busy ? <SpinnerIcon /> : null}
            Send back
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
